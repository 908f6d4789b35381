// A connection pool as every process of ours opens it (the API, a worker, an off-thread task).
import pg from 'pg';

// numeric stays a string (exact); bigint (int8) too, converted where used.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export function createPool(databaseUrl: string, max = 20, connectionTimeoutMillis = 5000): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, connectionTimeoutMillis });
  // An idle client whose server connection dies (a Postgres restart) is replaced on next use; without
  // this listener its error would crash the process.
  pool.on('error', (err) => process.emitWarning(`idle database connection lost: ${err.message}`));
  // A checked-out client has no pool listener: if the server ends its connection then (a restart under
  // load), the error would be unhandled and end the process. The query in flight still fails (503), and
  // the pool drops the dead client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
