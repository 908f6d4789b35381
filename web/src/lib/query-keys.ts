// Query keys shared by more than one feature (a list in one, a detail in another); invalidating `all`
// refreshes both.
export const partyKeys = {
  all: ['parties'] as const,
  list: () => [...partyKeys.all, 'list'] as const,
  detail: (id: string) => [...partyKeys.all, 'detail', id] as const,
};
