// Route loaders (run by router.tsx, with TanStack Query's ensureQueryData): entering a route
// starts its screen's chunk and, for a signed-in user, the screen's first reads, so on a cold load
// neither waits for the session check and the first render. They return at once without waiting:
// the screen shows its skeleton while the data arrives, as it always has. ensureQueryData fetches
// only what the cache lacks; data already there is refreshed by the screen's own query rules.
// The query options come from the features' api files, imported on demand so that they stay out of
// the first bundle.
import { openCompaniesQueryOptions } from '../features/company/api/open-companies';
import { companyMonthsQueryOptions } from '../features/entry-drawers/api/company-months';
import { subPartiesQueryOptions } from '../features/entry-drawers/api/get-sub-parties';
import { ageingQueryOptions } from '../features/gst/api/ageing';
import { partiesQueryOptions } from '../features/parties/api/get-parties';
import { selfQueryOptions } from '../features/session/api/get-self';
import { partyMonthsQueryOptions } from '../features/statement/api/get-party-months';
import { statementQueryOptions } from '../features/statement/api/get-statement';
import { likelyMonth, partyMonthId, readPartyView, shownMonthId } from '../lib/party-url';
import { inNextTask } from '../lib/next-task';
import { getToken } from '../lib/session';
import { loadScreen, type PageName } from './pages';
import { queryClient } from './query-client';

/** What a route's load is given: the route's params and the URL entered. */
interface LoadArgs {
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
}

/** A route's load: starts its screen's chunk and first reads, and returns at once. */
export type Load = (args: LoadArgs) => void;

/** A screen's first reads, started by its route's loader. */
export type Reads = (args: LoadArgs) => Promise<unknown>;

/**
 * The dashboard's month figures and its Section 143 card (today's ageing). The first screen of a signed-in
 * load: its two query options are in the first bundle (a few hundred bytes), so both reads go out with the
 * session's, not after a chunk that arrives while the first render keeps the main thread busy.
 */
export const dashboardReads: Reads = () =>
  Promise.all([queryClient.ensureQueryData(companyMonthsQueryOptions()), queryClient.ensureQueryData(ageingQueryOptions(null))]);

/**
 * Every screen of the signed-in shell: the session first (the guard draws nothing before it; main.tsx asks
 * for it too, for the screens outside the shell, and the two share one request), then the companies the
 * user may open (AppLayout offers switching by them), which no longer wait for the session's answer.
 */
const shellReads: Reads = () =>
  Promise.all([queryClient.ensureQueryData(selfQueryOptions()), queryClient.ensureQueryData(openCompaniesQueryOptions())]);

/** The parties list. */
export const partiesReads: Reads = () => queryClient.ensureQueryData(partiesQueryOptions());

/**
 * Entries: the parties (its filter), the months and the newest month's entries of the types shown first. The
 * entries' query options come with their own chunk: they bring the contract's document kinds and their words
 * (~8 KB gzip), which the first bundle, and so the login page, would otherwise carry; the chunk is asked for in
 * the same tick as the parties and the months.
 */
export const entriesReads: Reads = () => {
  const entries = import('../features/entries/api/get-entries');
  // Each read in a task of its own (lib/next-task.ts).
  return Promise.all([
    inNextTask(() => queryClient.ensureQueryData(partiesQueryOptions())),
    inNextTask(() => queryClient.ensureQueryData(companyMonthsQueryOptions())).then(async (list) => {
      const newest = list[0];
      if (!newest) return undefined;
      const { DEFAULT_ENTRY_TYPES, entriesQueryOptions } = await entries;
      const filter = { year: newest.year, month: newest.month, partyId: null, subPartyId: null, types: DEFAULT_ENTRY_TYPES };
      return queryClient.ensureQueryData(entriesQueryOptions(filter));
    }),
  ]);
};

/** Reports: today's ageing. */
export const reportsReads: Reads = () => queryClient.ensureQueryData(ageingQueryOptions(null));

/** A shared statement (no session: its loader reads signed out too). */
export const sharedStatementReads: Reads = async ({ params }) => {
  const { sharedStatementQueryOptions } = await import('../features/sharing/api/sharing');
  return queryClient.ensureQueryData(sharedStatementQueryOptions(params.token ?? ''));
};

/**
 * The party page: the parties (for the header), its sub-parties, its months and the statement of the month its URL
 * asks for (lib/party-url), that one together with the months: the URL's month, else this month, the newest for
 * nearly every party. When the list says the month shown is another, that one's is read as the list comes.
 * Its four query options are in the first bundle (under 1 KB, as the dashboard's), so the reads leave with the
 * session's in the loader's tick, not after a chunk of their own (on Lighthouse's slow 4G one more round trip,
 * behind the screen's chunks: the header's name, the page's LCP, waited for it; issue 28).
 */
export const partyReads: Reads = ({ params, url }) => {
  const partyId = params.id ?? '';
  const view = readPartyView(url.searchParams);
  const readStatement = (monthId: string | null) => (monthId === null ? null : queryClient.ensureQueryData(statementQueryOptions(monthId)));
  // Each read in a task of its own (lib/next-task.ts); the statement, the slowest to answer, first.
  return Promise.all([
    readStatement(partyMonthId(partyId, likelyMonth(view))),
    inNextTask(() => queryClient.ensureQueryData(partiesQueryOptions())),
    inNextTask(() => queryClient.ensureQueryData(partyMonthsQueryOptions(partyId))).then((list) => readStatement(shownMonthId(partyId, view.month, list))),
    inNextTask(() => queryClient.ensureQueryData(subPartiesQueryOptions(partyId))),
  ]);
};

/** The screens of a gate clerk's menu (AppLayout): every other sends them to /gate (docs/gate.md "The gate clerk"). */
const CLERK_PAGES: ReadonlySet<PageName> = new Set(['gate', 'scan', 'settings', 'switchCompany']);

/**
 * The loader of a screen's route: its chunk (loadScreen in app/pages.ts; the route's ScreenOf draws it from there) and
 * its reads, for a signed-in user (or anyone, `signedOut`: a public page); in the signed-in shell (`inShell`) also the shell's.
 */
export function screenLoader(page: PageName, reads?: Reads, signedOut = false, inShell = false): Load {
  return (args) => {
    // The chunk, the shell's reads and the screen's each in a task of its own (lib/next-task.ts), in that order.
    // Failures are not the loader's to report: the screen's route (ScreenOf) loads the chunk again, and the
    // screen's queries show their own errors and retry.
    void inNextTask(() => loadScreen(page)).catch(() => {});
    if (inShell && getToken('user')) void inNextTask(() => shellReads(args)).catch(() => {});
    void inNextTask(() => {
      // A gate clerk's session (known once it is cached) reads nothing for a screen the shell sends them away from.
      const clerkAway = queryClient.getQueryData(selfQueryOptions().queryKey)?.role === 'clerk' && !CLERK_PAGES.has(page);
      return reads && !clerkAway && (signedOut || getToken('user')) ? reads(args) : undefined;
    }).catch(() => {});
  };
}
