// English / हिन्दी: switches every screen at once and is remembered in this browser (i18n/index.ts).
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../../i18n';
import '../../i18n/en/common';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('common.language')}
      size="xs"
      data={[...LANGUAGES]}
      value={i18n.language === 'hi' ? 'hi' : 'en'}
      onChange={(value) => void setLanguage(value as Language)}
    />
  );
}
