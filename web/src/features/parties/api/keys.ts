// Hierarchical query keys for parties; mutations invalidate `partyKeys.all`.
export const partyKeys = {
  all: ['parties'] as const,
  list: () => [...partyKeys.all, 'list'] as const,
};
