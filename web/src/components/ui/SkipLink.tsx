// "Skip to main content": the first Tab stop of a screen, shown when it has focus; Enter moves focus to
// the main content (the element with id `target`, focusable with tabIndex -1), past the header and menu.
import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';
import '../../i18n/en/common';

export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <a
      className={classes.link}
      href={`#${target}`}
      onClick={(event) => {
        // Focus it here: a hash change would go through the router.
        event.preventDefault();
        const main = document.getElementById(target);
        main?.focus({ preventScroll: true });
        main?.scrollIntoView({ block: 'start' });
      }}
    >
      {t('common.skipToMain')}
    </a>
  );
}
