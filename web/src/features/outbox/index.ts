// The outbox of adds written offline and the rest of working offline (docs/offline.md): kept in IndexedDB, sent in
// order when the network returns; the banner over last-seen figures.
export { useOutboxSave } from './api/use-outbox';
export type { Saved } from './api/use-outbox';
export { OfflineKit } from './components/OfflineKit';
export { PartyOutbox } from './components/PartyOutbox';
