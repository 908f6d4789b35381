// Every business event: one zod schema per type and schema version, in one place.
// Decimals are stored as fixed-scale strings (see decimal.ts), dates as YYYY-MM-DD.
import { z } from 'zod';
import { CHALLAN_SERIAL, NAMED_RETURNS_MAX, ONWARD_KINDS, billKindSchema, cashDirectionSchema, itemTypeSchema, kindsOf, type KindOf } from '@ledger/contract';

const id = z.string().uuid();
const qty = z.string().regex(/^-?\d+\.\d{3}$/);
const amt = z.string().regex(/^-?\d+\.\d{2}$/);
const rate = amt;
const pct = amt;
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const note = z.string().nullable();
/** Contact details, validated by the contract when they were typed (10-digit phone, GST state code, GSTIN). */
const contact = {
  phone: z.string().regex(/^\d{10}$/).nullable(),
  address: z.string().nullable(),
  state: z.string().regex(/^\d{2}$/).nullable(),
  gstin: z.string().regex(/^[0-9A-Z]{15}$/).nullable(),
};

export const ratesSchema = z.object({
  workRate: rate,
  lossPercentage: pct,
  marketRate: rate,
  isLossInclusive: z.boolean(),
  includeMarketRate: z.boolean(),
});

const slipBody = {
  issueDate: date,
  prefix: z.string(),
  slipNo: z.string(),
  grossQuantity: qty,
  bagQuantity: qty,
  rejectedQuantity: qty,
  note,
};

const billBody = { fullBillNo: z.string(), quantity: qty, workRate: rate, saleRate: rate, note };

/**
 * The Rule 55 delivery challan serial a document was given (DC/2026-27/7), decided by the command and
 * recorded from version 2 on, so that no replay or void renumbers a printed challan; null when the
 * document gets none. Version 1 payloads carry none: the fold gives them the next serial of the
 * financial year in the order they were recorded, exactly as when they were written (handlers/kit.ts).
 */
const challanNo = z.string().regex(CHALLAN_SERIAL).nullable();

/**
 * The job worker's own challan a received (IN) slip or a Received Challan records (ITC-04 Table 5A names it),
 * from SlipAdded and BillAdded version 3 and SlipUpdated and BillUpdated version 2 on: both null when none was
 * given. Older versions carry none: an add folds to none, an update keeps what the document had.
 */
const jobWorkerChallan = { jobWorkerChallanNo: z.string().nullable(), jobWorkerChallanDate: date.nullable() };

/**
 * The OUT slips a received (IN) slip names as returned, with the KG of each (issue 30, named returns), from SlipAdded
 * version 4 and SlipUpdated version 3 on ([] when none). Older adds fold to none; older updates keep the slip's.
 */
const returns = z.array(z.object({ slipId: id, quantity: qty })).max(NAMED_RETURNS_MAX);

/**
 * Where a received (IN) slip's goods went when they did not come to us (ITC-04 Tables 5B and 5C), from SlipAdded
 * version 5 and SlipUpdated version 4 on: on to another job worker (onwardPartyId) or sold from the job worker's
 * premises (our sale invoice); all null when they came to us. Older adds fold as "came to us"; older updates keep the slip's.
 */
const onward = {
  onward: z.enum(ONWARD_KINDS).nullable(), onwardPartyId: id.nullable(), saleInvoiceNo: z.string().nullable(), saleInvoiceDate: date.nullable(),
};

const adjusts = z.object({ type: z.enum(['slip', 'bill']), id, kind: z.string(), number: z.string(), issueDate: date }).nullable();
const noteBody = { issueDate: date, fullNoteNo: z.string(), amount: amt, reason: z.string(), note, adjusts };
const hsn = z.string().regex(/^\d{4}(\d{2}){0,2}$/).nullable();
const noteKindSchema = z.enum(kindsOf('note') as [KindOf<'note'>, ...Array<KindOf<'note'>>]);

/**
 * A corrected date on an update. Optional in version 1: updates recorded before dates could be corrected
 * carry none and keep the document's date.
 */
const movedTo = { issueDate: date.optional() };

/** type → { version → payload schema }. Adding a version keeps the old one readable. */
export const eventSchemas = {
  CompanyCreated: { 1: z.object({ name: z.string(), defaultPrefix: z.string().nullable() }) },
  CompanyUpdated: { 1: z.object({ name: z.string(), defaultPrefix: z.string().nullable() }) },
  /** The company's own address, state, GSTIN and phone (for statements, challans and shared links). */
  CompanyContactSet: { 1: z.object(contact) },
  /**
   * Closed books (ledger-rules "Closed books"): no document dated on or before `upTo` may be added, changed,
   * moved or deleted. `months` is the fingerprint of each closed month's party-month rows at the close
   * (`YYYY-MM=<sha256 hex>`, space-separated, oldest first: a flat string keeps the payload check compiled), which Verify compares with what the read models hold.
   */
  BooksClosed: { 1: z.object({ upTo: date, reason: z.string().nullable(), months: z.string().regex(/^(\d{4}-\d{2}=[0-9a-f]{64}( (?=\d)|$))*$/) }) },
  /** The owner moves the closed date back (`upTo`) or opens every month (null), saying why. */
  BooksReopened: { 1: z.object({ upTo: date.nullable(), reason: z.string() }) },

  ProductAdded: { 1: z.object({ productId: id, name: z.string(), note }) },
  ProductUpdated: { 1: z.object({ productId: id, name: z.string() }) },
  ProductDeleted: { 1: z.object({ productId: id }) },
  /** A product's HSN code and value rate (₹/KG) for delivery challans; null clears one. */
  ProductGstSet: {
    1: z.object({ productId: id, hsn, valueRate: rate.nullable() }),
    /** Whether the product is capital goods (Section 143: three years to come back, inputs one); version 1 keeps what it was (not). */
    2: z.object({ productId: id, hsn, valueRate: rate.nullable(), capitalGoods: z.boolean() }),
  },

  PartyAdded: {
    1: z.object({
      partyId: id,
      defaultSubPartyId: id,
      name: z.string(),
      note,
      openingReceivableQuantity: qty,
      openingReceivableAmount: amt,
    }),
  },
  PartyUpdated: {
    1: z.object({ partyId: id, name: z.string(), note, openingReceivableQuantity: qty, openingReceivableAmount: amt }),
  },
  PartyDeleted: { 1: z.object({ partyId: id }) },
  /** A party's phone (WhatsApp), address, state and GSTIN; every field replaced at once. */
  PartyContactSet: { 1: z.object({ partyId: id, ...contact }) },

  SubPartyAdded: { 1: z.object({ subPartyId: id, partyId: id, name: z.string(), note }) },
  SubPartyUpdated: { 1: z.object({ subPartyId: id, name: z.string(), note }) },
  SubPartyArchived: { 1: z.object({ subPartyId: id }) },
  SubPartyRemoved: { 1: z.object({ subPartyId: id }) },
  SubPartyRestored: { 1: z.object({ subPartyId: id }) },
  SubPartyMonthNoteSet: {
    1: z.object({ subPartyId: id, year: z.number().int(), month: z.number().int().min(1).max(12), note }),
  },

  SlipAdded: {
    1: z.object({ slipId: id, itemType: itemTypeSchema, subPartyId: id, productId: id, ...slipBody, rates: ratesSchema }),
    /** An OUT slip's challan serial recorded (null for an IN slip). */
    2: z.object({ slipId: id, itemType: itemTypeSchema, subPartyId: id, productId: id, ...slipBody, rates: ratesSchema, challanNo }),
    /** The job worker's challan recorded (both null on an OUT slip, and on an IN slip without one). */
    3: z.object({ slipId: id, itemType: itemTypeSchema, subPartyId: id, productId: id, ...slipBody, rates: ratesSchema, challanNo, ...jobWorkerChallan }),
    /** The OUT slips it returns named ([] on an OUT slip, and on an IN slip naming none). */
    4: z.object({ slipId: id, itemType: itemTypeSchema, subPartyId: id, productId: id, ...slipBody, rates: ratesSchema, challanNo, ...jobWorkerChallan, returns }),
    /** Where its goods went when they did not come to us (all null on an OUT slip, and on an IN slip whose goods came to us). */
    5: z.object({ slipId: id, itemType: itemTypeSchema, subPartyId: id, productId: id, ...slipBody, rates: ratesSchema, challanNo, ...jobWorkerChallan, returns, ...onward }),
  },
  SlipUpdated: {
    1: z.object({ slipId: id, ...slipBody }),
    /** The job worker's challan as the slip now holds it. */
    2: z.object({ slipId: id, ...slipBody, ...jobWorkerChallan }),
    /** The OUT slips it returns as the slip now names them. */
    3: z.object({ slipId: id, ...slipBody, ...jobWorkerChallan, returns }),
    /** Where its goods went as the slip now says. */
    4: z.object({ slipId: id, ...slipBody, ...jobWorkerChallan, returns, ...onward }),
  },
  SlipDeleted: { 1: z.object({ slipId: id }) },
  SlipTransferred: {
    1: z.object({ slipId: id, itemType: itemTypeSchema, issueDate: date }),
    /** The serial an IN slip gets when it first leaves as an OUT slip, recorded (null: none given). */
    2: z.object({ slipId: id, itemType: itemTypeSchema, issueDate: date, challanNo }),
  },
  JobWorkItemRatesChanged: { 1: z.object({ itemId: id, ...ratesSchema.shape }) },
  JobWorkItemDeleted: { 1: z.object({ itemId: id }) },

  BillAdded: {
    1: z.object({ billId: id, kind: billKindSchema, subPartyId: id, productId: id, issueDate: date, ...billBody }),
    /** A Delivery Challan's serial recorded (null for the other kinds). */
    2: z.object({ billId: id, kind: billKindSchema, subPartyId: id, productId: id, issueDate: date, ...billBody, challanNo }),
    /** A Received Challan's job worker's challan recorded (both null for the other kinds, and without one). */
    3: z.object({ billId: id, kind: billKindSchema, subPartyId: id, productId: id, issueDate: date, ...billBody, challanNo, ...jobWorkerChallan }),
  },
  BillUpdated: {
    1: z.object({ billId: id, ...billBody, ...movedTo }),
    /** The job worker's challan as the bill now holds it. */
    2: z.object({ billId: id, ...billBody, ...movedTo, ...jobWorkerChallan }),
  },
  BillDeleted: { 1: z.object({ billId: id }) },

  CashAdded: {
    1: z.object({ cashId: id, direction: cashDirectionSchema, partyId: id, issueDate: date, amount: amt, note }),
  },
  CashUpdated: { 1: z.object({ cashId: id, amount: amt, note, ...movedTo }) },
  CashDeleted: { 1: z.object({ cashId: id }) },

  /**
   * A debit or credit note (ledger rules, "Debit and credit notes"); `kind` is the registry's (documentKinds.ts).
   * `adjusts` is the slip or bill of the same party it adjusts, recorded as it read when the note was written
   * (its kind, number and date), so the note still names it after it is deleted.
   */
  NoteAdded: { 1: z.object({ noteId: id, kind: noteKindSchema, partyId: id, ...noteBody }) },
  NoteUpdated: { 1: z.object({ noteId: id, ...noteBody }) },
  NoteDeleted: { 1: z.object({ noteId: id }) },

  /**
   * Deemed supply (Section 143, docs/gst.md "Deemed supply"): the owner accepts or dismisses the draft tax
   * invoice of an OUT slip's goods still with the job worker past their limit, or undoes that choice. On the
   * slip's stream; recorded as the draft read (the unreturned KG, its value, the day the law deems the
   * supply made). No balance, figure or date of any document changes.
   */
  DeemedSupplyAccepted: { 1: z.object({ slipId: id, quantity: qty, value: amt.nullable(), deemedOn: date, limit: date }) },
  DeemedSupplyDismissed: { 1: z.object({ slipId: id, quantity: qty, limit: date }) },
  DeemedSupplyUndone: { 1: z.object({ slipId: id }) },

  /**
   * An operator's correction: the event at `voidedSeq`, which the projector could not fold (stored
   * before fold-before-commit existed), is skipped by every fold from now on. Appended only by the
   * audited repair command (docs/operations.md, "Repairing a ledger"); never by an owner's request.
   */
  EventVoided: { 1: z.object({ voidedSeq: z.number().int().positive(), voidedType: z.string(), reason: z.string() }) },
} as const;

type Schemas = typeof eventSchemas;
export type EventType = keyof Schemas;
type Versions<T extends EventType> = Schemas[T];
type VersionOf<T extends EventType> = keyof Versions<T> & number;
/** The latest version of a type: the highest key of its schemas. */
type LatestKey<T extends EventType> = Extract<Versions<T> extends { 5: z.ZodTypeAny } ? 5 : Versions<T> extends { 4: z.ZodTypeAny } ? 4 : Versions<T> extends { 3: z.ZodTypeAny } ? 3 : Versions<T> extends { 2: z.ZodTypeAny } ? 2 : 1, VersionOf<T>>;
type Payload<T extends EventType, V extends VersionOf<T>> = Versions<T>[V] extends infer S extends z.ZodTypeAny ? z.infer<S> : never;
type Latest<T extends EventType> = Payload<T, LatestKey<T>>;
/** Any stored version of a type's payload, as a fold reads it (an older one lacks what was added later). */
type Stored<T extends EventType> = { [V in VersionOf<T>]: Payload<T, V> }[VersionOf<T>];

/** A new event as a command handler produces it (always the latest schema version of its type). */
export type NewEvent = { [T in EventType]: { type: T; data: Latest<T>; streamId: string } }[EventType];

/** A new event at its type's first version: what the bench's generated ledgers and old logs hold. */
export type FirstVersionEvent = { [T in EventType]: { type: T; data: Payload<T, 1 & VersionOf<T>>; streamId: string } }[EventType];

/** A stored event as projectors receive it: any version of its type's payload. */
export type LedgerEvent = { [T in EventType]: { type: T; data: Stored<T> } }[EventType] & {
  seq: number;
  recordedAt: string; // ISO timestamp
};

/** The version every type was first stored at (every type has it). */
export const FIRST_VERSION = 1;

/** The version a new event of `type` is stored at: the highest its schemas know. */
export function latestVersion(type: EventType): number {
  return Math.max(...Object.keys(eventSchemas[type]).map(Number));
}

/** Validates a stored payload against the schema of its type and version. */
export function parseEventData(type: string, version: number, data: unknown): LedgerEvent['data'] {
  const byVersion = (eventSchemas as Record<string, Record<number, z.ZodTypeAny>>)[type];
  const schema = byVersion?.[version];
  if (!schema) throw new Error(`Unknown event ${type} v${version}`);
  return schema.parse(data) as LedgerEvent["data"];
}

export type { BillKind, CashDirection, ItemType } from '@ledger/contract';
export type Rates = z.infer<typeof ratesSchema>;
