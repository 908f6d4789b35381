// Query keys shared by more than one feature (a list in one, a detail in another); invalidating `all`
// refreshes both.
export const partyKeys = {
  all: ['parties'] as const,
  list: () => [...partyKeys.all, 'list'] as const,
  detail: (id: string) => [...partyKeys.all, 'detail', id] as const,
};

// Hierarchical query keys for everything the ledger writes touch. Every ledger mutation invalidates
// `ledgerKeys.all` (and the party list, whose balances move), so lists and the party page reload.
export const ledgerKeys = {
  all: ['ledger'] as const,
  companyMonths: () => [...ledgerKeys.all, 'companyMonths'] as const,
  partyMonths: (partyId: string) => [...ledgerKeys.all, 'partyMonths', partyId] as const,
  statement: (partyMonthId: string) => [...ledgerKeys.all, 'statement', partyMonthId] as const,
  entries: (filter: unknown) => [...ledgerKeys.all, 'entries', filter] as const,
  nextSlipNo: (issueDate: string, prefix: string) => [...ledgerKeys.all, 'nextSlipNo', issueDate, prefix] as const,
  rates: (input: unknown) => [...ledgerKeys.all, 'rates', input] as const,
  returnable: (input: unknown) => [...ledgerKeys.all, 'returnable', input] as const,
};

export const subPartyKeys = {
  all: ['subParties'] as const,
  list: (partyId: string | null) => [...subPartyKeys.all, 'list', partyId] as const,
};
