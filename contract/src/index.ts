// @ledger/contract: what the API, the projector and the web app share, browser-safe (no node: imports).
export * from './decimal.ts';
export * from './enums.ts';
export * from './limits.ts';
export * from './months.ts';
export * from './fields.ts';
export * from './endpoint.ts';
export * from './endpoints/index.ts';
export * from './shapes.ts';
export * from './slips.ts';
export * from './gst.ts';
export * from './format.ts';
export * from './balance.ts';
export * from './numberFields.ts';
export * from './entryKinds.ts';
export * from './i18n/language.ts';
export * from './i18n/messages.ts';
export * from './i18n/documents.ts';
