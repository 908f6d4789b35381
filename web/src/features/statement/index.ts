// A party month's statement, which the party page shows and print lays out: the party's months, the statement
// as the server computed it, and the pure views over it (sub-party filter, columns, labels).
export { usePartyMonths } from './api/get-party-months';
export { useStatement } from './api/get-statement';
export type { Statement } from './api/get-statement';
export { cashOf, documentLabelKey, hasLoss, itemTypeKey, itemsOf, shortNumber, statementColumns, visibleStatements } from './api/statement-view';
export type { DocumentEntry, ItemEntry, StatementColumn, SubPartySelection } from './api/statement-view';
