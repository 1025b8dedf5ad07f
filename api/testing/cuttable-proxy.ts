/**
 * A TCP proxy in front of the test PostgreSQL server that a test can cut and restore, to make the
 * database unreachable for the api without stopping a server other tests use. Cut: every open
 * connection is destroyed and new ones are refused (the port closes); restore: it listens again on
 * the same port.
 */
import net from 'node:net';

export interface CuttableProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  function open(): Promise<void> {
    const next = net.createServer((incoming) => {
      const outgoing = net.connect(target.port, target.host);
      for (const socket of [incoming, outgoing]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      incoming.pipe(outgoing).pipe(incoming);
      incoming.on('close', () => outgoing.destroy());
      outgoing.on('close', () => incoming.destroy());
    });
    server = next;
    return new Promise((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  async function cut(): Promise<void> {
    const current = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await open();
  return {
    get port() {
      return port;
    },
    cut,
    restore: open,
    close: cut,
  };
}
