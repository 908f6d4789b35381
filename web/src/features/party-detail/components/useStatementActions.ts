// What the party page's views and dialogs can ask of it (StatementActions, and a cash receipt's edit and delete):
// each opens a drawer or a dialog, prints, or downloads.
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { reportProblem } from '../../../lib/notices';
import { downloadSlipPdf } from '../../../lib/slip-pdf';
import { partyDocumentNumber, slipKind } from '@ledger/contract';
import type { DocumentKind, EntryRequest, PartyDocument, PartyKind } from '../../documents';
import { useChallanPrint } from '../../gst';
import { documentLabelKey, itemTypeKey } from '../../statement';
import type { StatementActions } from './actions';
import type { DialogsAction, Overlay, Panel } from './party-dialogs';
import '../../../i18n/en/partyDetail';

interface Page {
  partyId: string;
  partyName: string;
  companyName: string;
  dispatch: (action: DialogsAction) => void;
}

export function useStatementActions({ partyId, partyName, companyName, dispatch }: Page) {
  const { t } = useTranslation();
  const show = (dialog: Panel | Overlay) => dispatch({ type: 'open', show: dialog });
  const openEntry = (request: EntryRequest) => show({ dialog: 'entry', request });
  const challan = useChallanPrint();
  const actions: StatementActions = {
    addSlip: ({ item, subParty }) =>
      openEntry({ kind: slipKind(item.itemType), partyId, subPartyId: subParty.id, productId: item.product.id }),
    openItem: (entry) => show({ dialog: 'item', entry }),
    deleteItem: (item) => show({ dialog: 'deleteEntry', target: { type: 'item', itemId: item.id, label: `${t(itemTypeKey(item.itemType))} ${item.product.name}` } }),
    editSlip: (slip, { item, subParty }) =>
      openEntry({
        kind: slipKind(slip.itemType),
        partyId,
        editing: { slip, productId: item.product.id, productName: item.product.name, subPartyId: subParty.id },
      }),
    deleteSlip: (slip) => show({ dialog: 'deleteEntry', target: { type: 'slip', slip } }),
    transferSlip: (slip) => show({ dialog: 'transferSlip', slip }),
    // The QR code is the server's (only it holds the key): asked for at each print, so it is the slip's version now.
    printSlip: (slip, entry, dual) => {
      callEndpoint(slipsEndpoints.code, { id: slip.id })
        .then(({ code }) => dispatch({ type: 'print', target: { kind: 'slip', slip, entry, partyName, companyName, dual, code } }))
        .catch((error: unknown) => reportProblem(errorMessage(error)));
    },
    slipPdf: (slipIds) => {
      downloadSlipPdf(slipIds);
    },
    challanPdf: challan.print,
    editDocument: (kind, doc) => openEntry({ kind, partyId, editing: doc } as EntryRequest),
    deleteDocument: (kind, doc) =>
      show({ dialog: 'deleteEntry', target: { type: 'document', kind, id: doc.id, label: t('partyDetail.documentTitle', { label: t(documentLabelKey(kind)), number: doc.fullBillNo }) } }),
    openCash: (kind) => show({ dialog: 'cash', kind }),
  };

  // A party-level document (cash, a note) opens its kind's drawer; a note is also named by its number.
  const editCash = (kind: PartyKind, receipt: PartyDocument) => openEntry({ kind, partyId, editing: receipt } as EntryRequest);
  const deleteCash = (kind: DocumentKind, receipt: PartyDocument) => {
    const number = partyDocumentNumber(receipt);
    const label = number
      ? t('partyDetail.documentTitle', { label: t(documentLabelKey(kind)), number })
      : t('partyDetail.labelOfDate', { label: t(documentLabelKey(kind)), date: receipt.issueDate.split('-').reverse().join('-') });
    show({ dialog: 'deleteEntry', target: { type: 'document', kind, id: receipt.id, label } });
  };

  return { actions, editCash, deleteCash, openEntry, show, challanDialog: challan.dialog };
}
