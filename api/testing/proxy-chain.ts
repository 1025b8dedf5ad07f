/**
 * The api behind real HTTP proxies, as in production: the api's handler on a port, proxies in front
 * that append the address they saw to X-Forwarded-For (as the host's server and a load balancer do),
 * and a fetcher for TestBrowser that connects from a chosen loopback address (127.0.0.2, 127.0.0.3:
 * on Linux all of 127/8 is this machine), so that each test client is a different machine.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../src/app';
import { createApiServer } from '../src/http/node-server';
import type { Fetcher } from './test-browser';

export interface ProxyChain {
  /** Where clients connect: the outermost proxy. */
  url: string;
  /** A fetcher that connects to the chain from `localAddress`. */
  fetcherFrom(localAddress: string): Fetcher;
  close(): Promise<void>;
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

function appendingProxy(target: string): http.Server {
  return http.createServer((request, response) => {
    const earlier = request.headers['x-forwarded-for'];
    const own = request.socket.remoteAddress ?? 'unknown';
    const headers = { ...request.headers, 'x-forwarded-for': earlier ? `${String(earlier)}, ${own}` : own };
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      { method: request.method, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
}

export async function startProxyChain(app: App, proxies: number): Promise<ProxyChain> {
  const servers: http.Server[] = [createApiServer(app)];
  let url = await listen(servers[0]!);
  for (let index = 0; index < proxies; index += 1) {
    const proxy = appendingProxy(url);
    servers.push(proxy);
    url = await listen(proxy);
  }
  const entry = url;
  return {
    url: entry,
    fetcherFrom: (localAddress) => ({
      fetch: (async (request: Request) => {
        const target = new URL(new URL(request.url).pathname + new URL(request.url).search, entry);
        const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
        return new Promise<Response>((resolve, reject) => {
          const outgoing = http.request(
            target,
            { method: request.method, headers: Object.fromEntries(request.headers), localAddress },
            (answer) => {
              const chunks: Buffer[] = [];
              answer.on('data', (chunk: Buffer) => chunks.push(chunk));
              answer.on('end', () => {
                const headers = new Headers();
                for (const [name, value] of Object.entries(answer.headers)) {
                  for (const one of ([] as string[]).concat(value ?? [])) headers.append(name, one);
                }
                resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode ?? 502, headers }));
              });
            },
          );
          outgoing.on('error', reject);
          outgoing.end(body);
        });
      }) as unknown as Fetcher['fetch'],
    }),
    close: async () => {
      for (const server of servers.reverse()) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}
