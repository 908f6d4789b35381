// The bill, cash and note drawers' Save: checked by the form's resolver (the request's fields), sent as an add or an
// update of the kind, said in a notice ("Sale Bill SB-1 saved"), or refused under the field the server blamed.
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formFields, showSubmitError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notices';
import { kindTitle, type DocumentKind } from '../../documents';
import { useSaveDocument } from '../api/save-document';
import '../../../i18n/en/entryDrawers';
import '../../../i18n/en/offline';

interface Saving {
  body: Record<string, unknown>;
  /** What the notice names it by (its number, a cash receipt's amount). */
  number: string;
  /** The party it belongs to (for an add: the outbox shows it on that party's page while it waits). */
  partyId?: string | null;
}

/** `toSave` answers null while the form cannot be saved yet (no party chosen). */
export function useDocumentSubmit<V extends object>(
  form: UseFormReturnType<V>,
  { kind, id, toSave, onClose }: { kind: DocumentKind; id: string | null; toSave: (values: V) => Saving | null; onClose: () => void },
) {
  const { t } = useTranslation();
  const save = useSaveDocument();
  return form.onSubmit(async (values) => {
    const saving = toSave(values);
    if (!saving) return;
    try {
      const what = kindTitle({ kind }, t);
      const saved = await save.mutateAsync({ kind, id, body: saving.body, label: { partyId: saving.partyId ?? '', what, number: saving.number } });
      notify(saved.queued ? t('offline.kept', { what, number: saving.number }) : t('entryDrawers.saved', { what, number: saving.number, count: 1 }));
      onClose();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'note', formFields(form.getValues()));
    }
  });
}
