// Mantine styles for the components the first screens draw (the shell, login, the dashboard, notices), in
// the first stylesheet; the other components' styles are in mantine-styles-more.ts, fetched with every other
// screen (pages.ts) and with what the first screens open later. Instead of the full @mantine/core/styles.css (about 90 %
// of which went unused). Order follows styles.css: shared bases first, then components alphabetically. A
// component added to the app needs its file (and its bases) listed here or there.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// Bases reused by other components.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/FloatingIndicator.css';
// Components.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
