// Renders the chosen print layout outside the app root and opens the browser's print dialog for it.
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Slip } from '../documents';
import type { Statement, ItemEntry, SubPartySelection } from '../statement';
import './print.css';
import { SlipPrint } from './SlipPrint';
import { StatementPrint } from './StatementPrint';
import '../../i18n/en/print';

export type PrintTarget =
  | { kind: 'statement'; statement: Statement; selection: SubPartySelection; companyName: string }
  | { kind: 'slip'; slip: Slip; entry: ItemEntry; partyName: string; companyName: string; dual: boolean; code: string };

export function PrintHost({ target, requestId }: { target: PrintTarget | null; requestId: number }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!target) return undefined;
    document.body.classList.add('has-print-layout');
    return () => document.body.classList.remove('has-print-layout');
  }, [target]);

  useEffect(() => {
    if (!target || requestId === 0) return undefined;
    // Let the layout render before the dialog snapshots the page.
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestId]);

  if (!target) return null;
  const landscape = target.kind === 'slip' && target.dual;
  return createPortal(
    <div className="print-host" data-testid="print-host">
      <style>{`@page { size: A4 ${landscape ? 'landscape' : 'portrait'}; margin: 10mm; }`}</style>
      {target.kind === 'statement' ? (
        <StatementPrint statement={target.statement} selection={target.selection} companyName={target.companyName} />
      ) : target.dual ? (
        <div className="print-dual">
          <SlipPrint {...target} copy={t('print.gateCopy')} />
          <SlipPrint {...target} copy={t('print.partyCopy')} />
        </div>
      ) : (
        <SlipPrint {...target} />
      )}
    </div>,
    document.body,
  );
}
