// A TCP proxy the test can cut and restore: point an app's DATABASE_URL at it to take Postgres away
// for real (the app sees refused and dropped connections, as when the database host goes down).
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  /** Drops every live connection and refuses new ones until restore(). */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const live = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      live.add(socket);
      socket.on('close', () => live.delete(socket));
      // A reset on one side ends the other; errors are expected here, not failures of the test.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    via(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    cut() {
      cut = true;
      for (const socket of live) socket.destroy();
    },
    restore() {
      cut = false;
    },
    async close() {
      for (const socket of live) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
