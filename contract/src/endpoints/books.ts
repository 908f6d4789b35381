// Closed books (ledger-rules "Closed books", docs/auditing.md "Closed books"): the owner, or an accountant
// the owner granted "close books", closes the books up to a date; only the owner reopens them, saying why.
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { isoDate, optionalText, requiredText } from '../fields.ts';
import { instantShape, isoDateShape } from '../shapes.ts';

/** A reason's length, for a close and a reopen. */
export const BOOKS_REASON_MAX = 200;

/** A close's and a reopen's fields as their requests take them (the Settings forms check with them too). */
export const closeBooksFields = { upTo: isoDate('Closed up to'), reason: optionalText('Reason', BOOKS_REASON_MAX) };
export const reopenBooksFields = {
  // The new date (earlier than the closed one), or none: every month open.
  upTo: isoDate('Closed up to').nullish().transform((v) => v ?? null),
  reason: requiredText('Reason', BOOKS_REASON_MAX),
};

export const booksShape = z.strictObject({
  /** The books are closed up to this date (YYYY-MM-DD); null while they are open. */
  closedUpTo: isoDateShape.nullable(),
  /** Whether the caller may close them (the owner; an accountant with the grant) and reopen them (the owner). */
  canClose: z.boolean(),
  canReopen: z.boolean(),
  /** Every close and reopen, newest first: who (mobile number), when and why. */
  log: z.array(z.strictObject({
    action: z.enum(['closed', 'reopened']),
    upTo: isoDateShape.nullable(),
    reason: z.string().nullable(),
    by: z.string().nullable(),
    at: instantShape,
  })),
});
export type Books = z.infer<typeof booksShape>;

const getBooks = defineEndpoint({
  path: '/company/books/get/v1',
  access: 'companyRead',
  request: z.object({}),
  response: booksShape,
  command: false,
});

const closeBooks = defineEndpoint({
  path: '/company/books/close/v1',
  access: 'companyWrite',
  closeBooks: true,
  request: z.object(closeBooksFields),
  response: booksShape,
  command: true,
});

const reopenBooks = defineEndpoint({
  path: '/company/books/reopen/v1',
  access: 'companyWrite',
  request: z.object(reopenBooksFields),
  response: booksShape,
  command: true,
});

export const booksEndpoints = { getBooks, closeBooks, reopenBooks } satisfies Record<string, Endpoint>;
