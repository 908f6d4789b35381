// English / हिन्दी: switches every screen at once and is remembered in this browser (i18n/index.ts).
// Two toggle buttons (aria-pressed) in a named group (role group), from the Button the first screen already has:
// Mantine's SegmentedControl, with its floating indicator, was the login page's largest extra (issue 28).
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage } from '../../i18n';
import '../../i18n/en/common';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const chosen = i18n.language === 'hi' ? 'hi' : 'en';
  return (
    <Button.Group aria-label={t('common.language')}>
      {LANGUAGES.map(({ value, label }) => (
        <Button
          key={value}
          size="compact-sm"
          variant={value === chosen ? 'filled' : 'default'}
          aria-pressed={value === chosen}
          lang={value}
          onClick={() => value !== chosen && void setLanguage(value)}
        >
          {label}
        </Button>
      ))}
    </Button.Group>
  );
}
