// Endpoints of notes (ledger rules, "Debit and credit notes"): one set of add, update and delete per note
// kind, each from the registry's path table (documentKinds.ts), so a note kind is named there and nowhere here.
import { z } from 'zod';
import { commandAckSchema, defineEndpoint, pathUnder, type Endpoint } from '../endpoint.ts';
import { DOCUMENT_KIND, kindsOf, pathsByEventValue, type KindOf } from '../documentKinds.ts';
import { documentsEn } from '../i18n/documents.ts';
import { amount, isoDate, noteText, requiredText, uuid } from '../fields.ts';
import { NUMBER_MAX, REASON_MAX } from '../limits.ts';
import { numberFieldName } from '../numberFields.ts';
import { partyNoteShape } from '../shapes.ts';

export type NoteKind = KindOf<'note'>;

/** Each note kind's path base (the registry's wire table). */
export const NOTE_PATHS = pathsByEventValue('note');

/**
 * A note's own fields as its add takes them (its update takes each alone): the web's note form checks what is typed
 * with these, so it refuses what the API refuses, with the same messages.
 */
export function noteFields(kind: NoteKind) {
  return {
    fullNoteNo: requiredText(numberFieldName(kind), NUMBER_MAX),
    issueDate: isoDate('Issue date'),
    amount: amount('Amount', { positive: true }),
    reason: requiredText('Reason', REASON_MAX),
    note: noteText(),
  };
}
/** The slip or bill of the same party the note adjusts; null or missing: none. */
const adjustsId = uuid('Adjusted document').nullish().transform((v) => v ?? null);

function kindEndpoints<K extends NoteKind>(kind: K) {
  const base = NOTE_PATHS[kind];
  const fields = noteFields(kind);
  const thing = documentsEn[DOCUMENT_KIND[kind].label.name];
  return {
    add: defineEndpoint({
      path: pathUnder(base, '/add/v1'),
      access: 'companyWrite',
      request: z.object({
        partyId: uuid('Party'), ...fields, adjustsId,
      }),
      response: partyNoteShape,
      command: true,
    }),
    update: defineEndpoint({
      path: pathUnder(base, '/update/v1'),
      access: 'companyWrite',
      request: z.object({
        filter: z.object({ id: uuid(thing) }),
        update: z.object({
          fullNoteNo: fields.fullNoteNo.optional(), issueDate: fields.issueDate.optional(), amount: fields.amount.optional(),
          reason: fields.reason.optional(), note: fields.note.optional(), adjustsId: uuid('Adjusted document').nullable().optional(),
        }),
      }),
      response: partyNoteShape,
      command: true,
    }),
    remove: defineEndpoint({
      path: pathUnder(base, '/delete/v1'),
      access: 'companyWrite',
      request: z.object({ id: uuid(thing) }),
      response: commandAckSchema,
      command: true,
    }),
  };
}

/** Each kind's endpoints, typed by its own paths ('/debitNote/add/v1' …). */
export const noteEndpointsByKind = Object.fromEntries(kindsOf('note').map((kind) => [kind, kindEndpoints(kind)])) as {
  [K in NoteKind]: ReturnType<typeof kindEndpoints<K>>;
};

export const notesEndpoints: Record<string, Endpoint> = Object.fromEntries(
  Object.entries(noteEndpointsByKind).flatMap(([kind, e]) => Object.entries(e).map(([name, endpoint]) => [`${kind}.${name}`, endpoint])),
);
