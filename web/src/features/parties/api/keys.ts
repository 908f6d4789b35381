// Hierarchical query keys for parties; mutations invalidate `partyKeys.all`.
export { partyKeys } from '../../../lib/query-keys';
