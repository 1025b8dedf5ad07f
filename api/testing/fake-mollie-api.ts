/**
 * FAKE of Mollie's payments API for tests (no money, no network): an HTTPS server on a free local
 * port that answers the calls the Mollie adapter makes through `@mollie/api-client` — create a
 * payment, get a payment — and lets a test move a payment to another status, as a payer would at
 * Mollie's checkout. Its certificate is self-signed, made with openssl for each run, and trusted for
 * this fake's origin only (fake-mollie-trust.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { forgetFakeMollie, trustFakeMollie } from './fake-mollie-trust';

export type FakeMollieStatus = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface FakeMolliePayment {
  id: string;
  status: FakeMollieStatus;
  amount: { currency: string; value: string };
  description: string;
  method: string | null;
  redirectUrl: string;
  webhookUrl: string;
  metadata: unknown;
}

export interface FakeMollieApi {
  /** `MOLLIE_API_URL` for the api under test. */
  url: string;
  payments: Map<string, FakeMolliePayment>;
  /** Authorization headers received, to check the api key is sent. */
  authorizations: string[];
  setStatus(id: string, status: FakeMollieStatus): void;
  /** While true, every request gets a 503, as when Mollie has an outage. */
  setUnavailable(unavailable: boolean): void;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-mollie-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function resource(payment: FakeMolliePayment, base: string) {
  return {
    resource: 'payment',
    mode: 'test',
    createdAt: new Date().toISOString(),
    ...payment,
    _links: {
      self: { href: `${base}payments/${payment.id}`, type: 'application/hal+json' },
      checkout:
        payment.status === 'open'
          ? { href: `https://www.mollie.com/checkout/select-issuer/ideal/${payment.id}`, type: 'text/html' }
          : undefined,
    },
  };
}

export async function startFakeMollieApi(): Promise<FakeMollieApi> {
  const payments = new Map<string, FakeMolliePayment>();
  const authorizations: string[] = [];
  let counter = 0;
  let unavailable = false;
  let base = '';
  const certificate = selfSignedCertificate();
  const server: Server = createServer(certificate, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      authorizations.push(String(request.headers.authorization ?? ''));
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/hal+json' });
        response.end(JSON.stringify(body));
      };
      if (unavailable) return send(503, { status: 503, title: 'Service Unavailable', detail: 'Storing' });
      const url = new URL(request.url ?? '/', base);
      const match = url.pathname.match(/^\/v2\/payments(?:\/([\w]+))?$/);
      if (!match) return send(404, { status: 404, title: 'Not Found', detail: 'Onbekend pad' });
      if (request.method === 'POST' && !match[1]) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Partial<FakeMolliePayment>;
        counter += 1;
        const payment: FakeMolliePayment = {
          id: `tr_fake${counter}`,
          status: 'open',
          amount: body.amount ?? { currency: 'EUR', value: '0.00' },
          description: body.description ?? '',
          method: body.method ?? null,
          redirectUrl: body.redirectUrl ?? '',
          webhookUrl: body.webhookUrl ?? '',
          metadata: body.metadata ?? null,
        };
        payments.set(payment.id, payment);
        return send(201, resource(payment, base));
      }
      const payment = match[1] ? payments.get(match[1]) : undefined;
      if (request.method === 'GET' && payment) return send(200, resource(payment, base));
      return send(404, { status: 404, title: 'Not Found', detail: 'No payment exists with this token.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
  const origin = new URL(base).origin;
  trustFakeMollie(origin, certificate.cert);
  return {
    url: base,
    payments,
    authorizations,
    setStatus: (id, status) => {
      const payment = payments.get(id);
      if (!payment) throw new Error(`onbekende betaling ${id}`);
      payment.status = status;
    },
    setUnavailable: (value) => {
      unavailable = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        forgetFakeMollie(origin);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
