/**
 * A fake S3-compatible server for the storage contract tests: path-style PutObject, GetObject and
 * DeleteObject on one bucket, in memory. It refuses unsigned requests and unknown buckets like S3,
 * so the real adapter (AWS SDK) is tested over HTTP without a cloud account. Not a general S3.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** What is stored, by object key, for tests that look behind the adapter. */
  objects: Map<string, Buffer>;
  close(): Promise<void>;
}

function errorXml(code: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(bucket = 'portal-test'): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-s3');
      const [, requestBucket = '', ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const fail = (status: number, code: string) => {
        response.writeHead(status, { 'content-type': 'application/xml' }).end(errorXml(code));
      };
      if (!String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) {
        return fail(403, 'AccessDenied');
      }
      if (requestBucket !== bucket) return fail(404, 'NoSuchBucket');
      if (request.method === 'PUT') {
        objects.set(key, await bodyOf(request));
        return response.writeHead(200, { etag: '"fake"' }).end();
      }
      if (request.method === 'GET') {
        const stored = objects.get(key);
        if (!stored) return fail(404, 'NoSuchKey');
        return response
          .writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': stored.length })
          .end(stored);
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        return response.writeHead(204).end();
      }
      return fail(405, 'MethodNotAllowed');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
