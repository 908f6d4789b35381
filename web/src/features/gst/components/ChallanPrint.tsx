// The Rule 55 delivery challan's download, asked first when our company has no GSTIN or no address
// (Settings → Address and GST): the owner opens that section, or prints a challan that says on every copy
// what it lacks (the request then carries confirmMissingCompanyDetails; without it the server refuses).
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Contact } from '@ledger/contract';
import { companiesEndpoints, exportsEndpoints } from '@ledger/contract/endpoint-refs';
import { ApiError, callEndpoint, downloadEndpoint } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { reportProblem } from '../../../lib/notices';
import { useSelf } from '../../session';
import { ADDRESS_AND_GST_ANCHOR } from '../../settings';
import type { MissingKey } from './ChallanDetailsDialog';
import '../../../i18n/en/gst';

const ChallanDetailsDialog = lazy(() => import('./ChallanDetailsDialog'));

/** Where Settings → Address and GST is (the section scrolls into view and focuses its first field). */
const ADDRESS_AND_GST_PATH = `/settings#${ADDRESS_AND_GST_ANCHOR}`;
const CONFIRM_FIELD = 'confirmMissingCompanyDetails';

/** What a Rule 55 challan names of our company and the contact lacks: the catalogue key of the words. */
function missingKey(c: Contact): MissingKey | null {
  if (!c.gstin && !c.address) return 'gst.missingGstinAndAddress';
  if (!c.gstin) return 'gst.missingGstin';
  if (!c.address) return 'gst.missingAddress';
  return null;
}

/** `print(id)` downloads the challan of an OUT slip or Delivery Challan; `dialog` is the prompt to render. */
export function useChallanPrint(): { print: (id: string) => void; dialog: ReactNode } {
  const owner = useSelf().data?.role !== 'accountant';
  const [asking, setAsking] = useState<{ id: string; missing: MissingKey | null } | null>(null);
  const [wanted, setWanted] = useState(false);
  const [busy, setBusy] = useState(false);

  const download = (id: string, confirmed: boolean) =>
    downloadEndpoint(exportsEndpoints.challanPdf, confirmed ? { id, confirmMissingCompanyDetails: true } : { id });

  const print = (id: string) => {
    void (async () => {
      try {
        // The contact as the server has it now (Settings may have changed in another tab).
        const missing = missingKey(await callEndpoint(companiesEndpoints.contact, {}));
        if (missing) return setAsking({ id, missing });
        await download(id, false);
      } catch (error) {
        // Settings changed between the check and the print: ask, as above.
        if (error instanceof ApiError && error.field === CONFIRM_FIELD) setAsking({ id, missing: 'gst.missingGstinAndAddress' });
        else reportProblem(errorMessage(error));
      }
    })();
  };

  const printAnyway = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await download(asking.id, true);
      setAsking(null);
    } catch (error) {
      reportProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  // The prompt (a Modal) in a chunk of its own, loaded the first time it is needed; then kept, so closing animates.
  if (asking && !wanted) setWanted(true);
  const dialog = wanted && (
    <Suspense fallback={null}>
      <ChallanDetailsDialog
        missing={asking?.missing ?? null}
        opened={asking !== null}
        owner={owner}
        busy={busy}
        onClose={() => setAsking(null)}
        onPrintAnyway={() => void printAnyway()}
        settingsPath={ADDRESS_AND_GST_PATH}
      />
    </Suspense>
  );
  return { print, dialog };
}
