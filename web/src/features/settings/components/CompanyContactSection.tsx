// Settings → Address and GST: the company's own phone, address, state and GSTIN (on statements, slips,
// shared links and the Rule 55 challan). Loaded from the server, saved as one change. Reached at
// /settings#address-and-gst (the challan's prompt links there): scrolled to, its first field focused.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ContactFields } from '../../../components/ui/ContactFields';
import { POSITIVE_COLOR } from '../../../lib/colors';
import { CONTACT_FIELDS, contactFormValues, emptyContactForm, type ContactFormValues } from '../../../lib/contact-form';
import { errorMessage, showSubmitError } from '../../../lib/form-errors';
import { ADDRESS_AND_GST_ANCHOR } from '../api/anchors';
import { companyContactSchema, useCompanyContact, useUpdateCompanyContact } from '../api/company-contact';
import { SettingsSection } from './SettingsSection';
import '../../../i18n/en/common';
import '../../../i18n/en/settings';

export function CompanyContactSection() {
  const { t } = useTranslation();
  const contact = useCompanyContact();
  const update = useUpdateCompanyContact();
  const [saved, setSaved] = useState(false);
  const form = useForm<ContactFormValues>({
    initialValues: emptyContactForm,
    validate: schemaResolver(companyContactSchema, { sync: true }),
    onValuesChange: () => setSaved(false),
  });
  // Filled once from the server; after a save, with what the server kept (its normalised form).
  const loaded = useRef(false);
  const section = useRef<HTMLFormElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (!contact.data || loaded.current) return;
    loaded.current = true;
    form.setValues(contactFormValues(contact.data));
    if (hash === `#${ADDRESS_AND_GST_ANCHOR}`) {
      section.current?.scrollIntoView({ block: 'start' });
      section.current?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contact.data]);

  const submit = form.onSubmit(async (values) => {
    try {
      form.setValues(contactFormValues(await update.mutateAsync(values)));
      setSaved(true);
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'address', CONTACT_FIELDS);
    }
  });

  return (
    <SettingsSection title={t('settings.addressAndGst')} id={ADDRESS_AND_GST_ANCHOR}>
      {contact.isError ? (
        <Text c="red.8" role="alert">{errorMessage(contact.error)}</Text>
      ) : (
        <form ref={section} onSubmit={submit} noValidate aria-label={t('settings.addressAndGst')}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">{t('settings.addressAndGstHint')}</Text>
            <ContactFields form={form} who={t('settings.contactWho')} />
            <Group justify="space-between">
              <Text size="sm" c={POSITIVE_COLOR} role="status">{saved ? t('settings.addressAndGstSaved') : ''}</Text>
              <Button type="submit" loading={form.submitting} disabled={contact.isPending}>{t('common.save')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
