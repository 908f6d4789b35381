// The outbox's IndexedDB database (docs/offline.md): the adds written while the server could not be reached.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './queue';

interface OutboxSchema extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { seq: number } };
}

let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;

export function outboxDb(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>('jwl-outbox', 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('seq', 'seq');
    },
    // Another tab opens a newer version: let it, and open again next time.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}
