// The month's statement in three tabs: Statement, Column and List (a skeleton until it loads), with one row menu.
// The tab shown is the page's URL's (usePartyView).
import { Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowMenuProvider } from '../../../components/ui/RowMenu';
import { useStableHandlers } from '../../../lib/stable-handlers';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import { PARTY_TABS, type PartyTab } from '../../../lib/party-url';
import type { DocumentKind, PartyDocument, PartyKind } from '../../documents';
import type { Statement, SubPartySelection } from '../../statement';
import type { StatementActions } from './actions';
import { ColumnTab } from './ColumnTab';
import { ListTab } from './ListTab';
import type { ListRow } from '../api/list-rows';

type CashRow = Extract<ListRow, { kind: 'cash' }>;
import { StatementTab } from './StatementTab';
import '../../../i18n/en/partyDetail';

interface StatementTabsProps {
  statement: Statement | undefined;
  /** The party has no month yet: nothing to show rather than a skeleton. */
  noMonths: boolean;
  tab: PartyTab;
  onTab: (tab: PartyTab) => void;
  selection: SubPartySelection;
  actions: StatementActions;
  onEditCash: (kind: PartyKind, receipt: PartyDocument) => void;
  onDeleteCash: (kind: DocumentKind, receipt: PartyDocument) => void;
}

export function StatementTabs({ statement, noMonths, tab, onTab, selection, actions, onEditCash, onDeleteCash }: StatementTabsProps) {
  const { t } = useTranslation();
  // The views' rows are memoised: the page's handlers keep one identity, so its other changes do not draw them again.
  const stable = useStableHandlers(actions);
  const cash = useStableHandlers({
    edit: (row: CashRow) => onEditCash(row.cashKind, row.receipt),
    remove: (row: CashRow) => onDeleteCash(row.cashKind, row.receipt),
  });
  return (
    <Tabs value={tab} onChange={(value) => onTab(PARTY_TABS.find((known) => known === value) ?? 'statement')} keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="statement">{t('partyDetail.statement')}</Tabs.Tab>
        <Tabs.Tab value="column">{t('partyDetail.column')}</Tabs.Tab>
        <Tabs.Tab value="list">{t('partyDetail.list')}</Tabs.Tab>
      </Tabs.List>
      {!statement ? (
        noMonths ? <Text c="dimmed">{t('partyDetail.nothingToShow')}</Text> : <TableSkeleton rows={6} />
      ) : (
        // One row menu for the tab shown (only one is mounted), opened for the clicked row.
        <RowMenuProvider>
          <Tabs.Panel value="statement">
            <StatementTab statement={statement} selection={selection} actions={stable} />
          </Tabs.Panel>
          <Tabs.Panel value="column">
            <ColumnTab statement={statement} selection={selection} />
          </Tabs.Panel>
          <Tabs.Panel value="list">
            <ListTab
              statement={statement}
              selection={selection}
              actions={stable}
              onEditCash={cash.edit}
              onDeleteCash={cash.remove}
            />
          </Tabs.Panel>
        </RowMenuProvider>
      )}
    </Tabs>
  );
}
