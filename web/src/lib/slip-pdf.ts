// A slip's PDF (one slip, or two on one page), downloaded from anywhere it is offered (the party page's slip menu,
// the gate's My slips); a failure is said in the app's one problem notice.
import { exportsEndpoints } from '@ledger/contract/endpoint-refs';
import { downloadEndpoint } from './api-client';
import { errorMessage } from './form-errors';
import { reportProblem } from './notices';

export function downloadSlipPdf(slipIds: string[]): void {
  downloadEndpoint(exportsEndpoints.slipPdf, { slipIds }).catch((error: unknown) => reportProblem(errorMessage(error)));
}
