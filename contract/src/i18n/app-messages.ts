// The catalogue's messages that the web app's first script says itself, whatever the screen: a call that failed or
// could not reach the server, a session that ended (lib/app-message.ts). They are part of the one catalogue
// (messages.ts spreads them first into messagesEn, and the API answers from it too); kept in a module of their own so
// that the web's first script carries these few, and the rest of the catalogue (every form check's and refusal's
// words) comes with the forms and screens that say them (issue 28: the login page's first load).

export const appMessagesEn = {
  // A session's token was refused (401): it ended by logout, a password change, or idle or age limits
  // (docs/operations.md "Limits"). The API answers it; the web app says it on the login it opens.
  sessionEnded: 'Your session ended; please log in again',
  notFound: '{thing} not found',
  unexpected: 'Unexpected error occurred',
  // The web app's own (lib/api-client.ts, lib/form-errors.ts).
  unreachableRetry: "Can't reach the server right now. Please try again in a moment.",
  unreachableKept: "Can't reach the server right now. Your entry is kept; please try again.",
  somethingWrong: 'Something went wrong',
  noMessage: 'No error message provided',
} as const;

export type AppMessageKey = keyof typeof appMessagesEn;

/** The parts a catalogue message copies, by name (`{thing}`, `{n}`, …). */
export type MessageParams = Record<string, string | number>;

export const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** A template with its parts copied in as text. */
export const fillParts = (template: string, params: MessageParams): string =>
  fill(template, Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])));
