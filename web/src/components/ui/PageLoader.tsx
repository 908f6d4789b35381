// Full-page spinner while the session loads.
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../i18n/en/common';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
