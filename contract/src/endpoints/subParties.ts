// Endpoints of sub-parties (docs/ledger-api.md "Sub-parties"): list, add, update, delete, restore. The
// default sub-party is fixed; a named one with documents is archived on delete (and can be restored), one
// without is removed.
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { noteText, requiredText, uuid } from '../fields.ts';
import { idShape, namedRef, noteShape } from '../shapes.ts';
import { NAME_MAX } from '../limits.ts';

/** A sub-party as the list answers it: `details` and `party` only when the request's `include` asks. */
export const subPartyShape = z.strictObject({
  id: idShape,
  name: z.string(),
  isDefault: z.boolean(),
  isArchived: z.boolean(),
  /**
   * What /subParty/delete/v1 would do to it now: 'archive' when it has documents (it stays in the
   * statements and can be restored), 'remove' when it has none (gone for good). The default sub-party is
   * never deleted. An extension of the spec, so the delete dialog says the one true thing.
   */
  onDelete: z.enum(['archive', 'remove']),
  details: z.strictObject({ note: noteShape }).optional(),
  party: namedRef.optional(),
});
export type SubParty = z.infer<typeof subPartyShape>;

const name = requiredText('Sub party name', NAME_MAX);
const note = noteText();
/** A sub-party's own fields as its add and update take them (the party import checks each sheet name with them). */
export const subPartyFields = { name, note };

const list = defineEndpoint({
  path: '/subParty/list/v1',
  access: 'companyRead',
  request: z.object({
    filter: z.object({ partyId: uuid('Party').optional(), id: uuid('Sub party').optional(), includeArchived: z.boolean().optional() }).optional(),
    include: z.object({ details: z.boolean().optional(), party: z.boolean().optional() }).optional(),
  }),
  // By party name, then the default sub-party first, then by name.
  response: z.array(subPartyShape),
  command: false,
  gate: true,
  revalidate: true,
});

const add = defineEndpoint({
  path: '/subParty/add/v1',
  access: 'companyWrite',
  request: z.object({ partyId: uuid('Party'), name, note }),
  response: subPartyShape.required(),
  command: true,
});

const update = defineEndpoint({
  path: '/subParty/update/v1',
  access: 'companyWrite',
  request: z.object({ filter: z.object({ id: uuid('Sub party') }), update: z.object({ name: name.optional(), note: note.optional() }) }),
  response: subPartyShape.required(),
  command: true,
});

const remove = defineEndpoint({
  path: '/subParty/delete/v1',
  access: 'companyWrite',
  request: z.object({ id: uuid('Sub party') }),
  /** archived: it had documents, so it stays as read-only history. */
  response: z.strictObject({ id: idShape, archived: z.boolean() }),
  command: true,
});

/** An archived sub-party back in the lists and pickers, with its documents (an extension of the spec). */
const restore = defineEndpoint({
  path: '/subParty/restore/v1',
  access: 'companyWrite',
  request: z.object({ id: uuid('Sub party') }),
  response: subPartyShape.required(),
  command: true,
});

export const subPartiesEndpoints = { list, add, update, delete: remove, restore } satisfies Record<string, Endpoint>;
