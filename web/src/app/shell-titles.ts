// What the boot shell draws for a route before the scripts run. The server writes it into index.html
// (services/api/src/http/app.ts, from the shell.json the build writes: web/vite.config.ts) and BootShell draws the
// same while the session loads, so the first paint already holds the screen's own title (its PageHeader's) and a
// signed-out screen's card its logo; the screen then draws over them in the same place.
import type { Catalogue } from '../i18n/types';

type Section = keyof Catalogue;
/** A catalogue key of a screen title (a text, not a group of them), as `section.key`. */
type TitleKey = {
  [S in Section]: { [K in keyof Catalogue[S]]: Catalogue[S][K] extends string ? `${S & string}.${K & string}` : never }[keyof Catalogue[S]];
}[Section];

/** The signed-in screens whose title is known from the path alone, and the key of that title. */
export const SHELL_TITLES = {
  '/': 'dashboard.title',
  '/party': 'parties.title',
  '/reminders': 'reminders.title',
  '/product': 'products.title',
  '/entries': 'entries.title',
  '/reports': 'gst.reports',
  '/settings': 'settings.title',
  '/activity': 'audit.activity',
  '/scan': 'gate.title',
  '/gate': 'gate.clerkTitle',
} as const satisfies Record<string, TitleKey>;

/** The signed-out screens drawn in AuthCard: the shell draws its logo and an empty card. */
export const AUTH_SHELL_PATHS = ['/login', '/register', '/forgot-password', '/admin/login'] as const;

/** The public pages (a shared statement, /s/:token): a party's phone, with no app header or menu to paint. */
export const PUBLIC_SHELL_PREFIX = '/s/';

export function shellTitleKey(pathname: string): TitleKey | null {
  return Object.hasOwn(SHELL_TITLES, pathname) ? SHELL_TITLES[pathname as keyof typeof SHELL_TITLES] : null;
}

/** The shell's titles in a catalogue, by path (the build writes the English ones into shell.json). */
export function shellTitlesIn(catalogue: Catalogue): Record<string, string> {
  const text = (key: TitleKey) => {
    const [section, name] = key.split('.') as [Section, string];
    return (catalogue[section] as Record<string, string>)[name] ?? key;
  };
  return Object.fromEntries(Object.entries(SHELL_TITLES).map(([path, key]): [string, string] => [path, text(key)]));
}
