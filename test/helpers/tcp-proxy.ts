import { createServer, connect, type Server, type Socket } from 'node:net';

// A TCP proxy in front of PostgreSQL that a test can break the way networks and databases break:
// cut (connections reset, new ones refused), black hole (connections accepted, nothing answered)
// and healed again, on the same port.

export type TcpProxy = {
  port: number;
  /** Resets every open connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections and never answers, like a host that has vanished. */
  blackHole(): Promise<void>;
  /** Forwards again. */
  heal(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'forward' | 'black-hole' = 'forward';
  const sockets = new Set<Socket>();
  let server: Server | null = null;

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer((client) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => {});
        if (mode === 'black-hole') return; // read nothing, answer nothing
        const upstream = connect(target.port, target.host);
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve((next.address() as { port: number }).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  const port = await listen(0);
  return {
    port,
    cut: stop,
    blackHole: async () => {
      await stop();
      mode = 'black-hole';
      await listen(port);
    },
    heal: async () => {
      await stop();
      mode = 'forward';
      await listen(port);
    },
    close: stop,
  };
}
