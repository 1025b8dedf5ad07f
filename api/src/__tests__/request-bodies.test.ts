/**
 * Every route reads its body within one limit, chunked or not, and only after the session check
 * (issue 41): a 40 MB chunked upload is cut off with 413 long before its end, a guest's is refused
 * before any of it is read; documents and payment callbacks take only small bodies. Uploads count
 * against a quota per user, and uploads never attached are removed by a job that runs once.
 */
import http from 'node:http';
import { createApiServer } from '../http/node-server';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import { PDF_BYTES } from '../../testing/files';
import { uploadFile } from '../../testing/uploads';
import type { TestBrowser } from '../../testing/test-browser';
import { medias, scheduledJobRuns, users } from '../db/schema';
import { BODY_LIMITS } from '../http/body-limit';
import { quotaMessage } from '../http/file-routes';
import { hourSlot } from '../jobs/run-once';
import { removeUnattachedUploads, UPLOAD_CLEANUP_JOB } from '../jobs/upload-cleanup';
import { storageOf } from '../storage/storage-of';

const t = withTestApp({ env: { UPLOAD_QUOTA_MB: '0.01' } });
let server: http.Server;
let port: number;
beforeAll(async () => {
  server = createApiServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function cookieHeaders(browser: TestBrowser | null): Record<string, string> {
  if (!browser) return {};
  return {
    cookie: [...browser.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
    'x-xsrf-token': browser.cookies.get('XSRF-TOKEN') ?? '',
  };
}

/**
 * Sends up to `totalBytes` chunked (no Content-Length) over real HTTP, 64 KB at a time, stopping as
 * soon as an answer arrives or the server closes; answers the status and how much was sent by then.
 */
function chunkedPost(path: string, headers: Record<string, string>, totalBytes: number) {
  return new Promise<{ status: number; sentBytes: number; body: string }>((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { ...headers, 'transfer-encoding': 'chunked' },
      },
      (response) => {
        answered = true;
        let body = '';
        response.on('data', (data: Buffer) => (body += data.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, sentBytes, body }));
        response.on('error', () => resolve({ status: response.statusCode ?? 0, sentBytes, body }));
      },
    );
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && !request.destroyed && sentBytes < totalBytes) {
        sentBytes += chunk.byteLength;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!answered && sentBytes >= totalBytes) request.end();
    };
    pump();
  });
}

const FORTY_MB = 40 * 1024 * 1024;

describe('uploads (POST /files)', () => {
  it('cuts a 40 MB chunked upload off at the limit with 413', async () => {
    const browser = await t.signedIn('professional@demo.nl');
    const answer = await chunkedPost(
      '/files',
      { ...cookieHeaders(browser), 'content-type': 'multipart/form-data; boundary=x' },
      FORTY_MB,
    );
    expect(answer.status).toBe(413);
    expect(answer.sentBytes).toBeLessThan(FORTY_MB / 2);
    expect(JSON.parse(answer.body).errors[0].extensions.validation.file[0]).toMatch(/groter dan|10 MB/);
  }, 30_000);

  it("refuses a guest's upload before reading it", async () => {
    const answer = await chunkedPost(
      '/files',
      { 'content-type': 'multipart/form-data; boundary=x' },
      FORTY_MB,
    );
    expect(answer.status).toBe(401);
    expect(answer.sentBytes).toBeLessThan(BODY_LIMITS.upload);
  }, 30_000);

  it('refuses a declared length over the limit unread', async () => {
    const browser = await t.signedIn('professional@demo.nl');
    const answer = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/files',
          method: 'POST',
          headers: { ...cookieHeaders(browser), 'content-length': String(11 * 1024 * 1024) },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.write(Buffer.alloc(1024));
    });
    expect(answer).toBe(413);
  });

  it('counts uploads against the quota per user, with a Dutch message', async () => {
    const browser = await t.signedIn('concept@demo.nl');
    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'concept@demo.nl'));
    const before = await t.db.select().from(medias).where(eq(medias.ownerUserId, owner!.id));
    const used = before.reduce((sum, row) => sum + (row.sizeBytes ?? 0), 0);
    const fitting = Math.max(0, Math.floor((t.config.uploadQuotaBytes - used) / PDF_BYTES.byteLength));
    for (let index = 0; index < fitting; index += 1) {
      expect((await uploadFile(t.app, browser, PDF_BYTES)).status).toBe(201);
    }
    const refused = await uploadFile(t.app, browser, PDF_BYTES);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].extensions.validation.file).toEqual([
      quotaMessage(t.config.uploadQuotaBytes),
    ]);
    expect(quotaMessage(t.config.uploadQuotaBytes)).toMatch(/^Je kunt geen bestanden meer uploaden/);
    // Nothing stored for the refused one; another user's quota is their own.
    const after = await t.db.select().from(medias).where(eq(medias.ownerUserId, owner!.id));
    expect(after).toHaveLength(before.length + fitting);
    const other = await t.signedIn('professional@demo.nl');
    await t.db.delete(medias).where(and(eq(medias.modelType, 'upload'), sql`owner_user_id <> ${owner!.id}`));
    expect((await uploadFile(t.app, other, PDF_BYTES)).status).toBe(201);
  });
});

describe('the clean-up of uploads never attached', () => {
  it('removes uploads older than a day with their bytes, once across processes', async () => {
    const browser = await t.signedIn('professional@demo.nl');
    await t.db.delete(medias).where(eq(medias.modelType, 'upload'));
    const old = await uploadFile(t.app, browser, PDF_BYTES);
    const fresh = await uploadFile(t.app, browser, PDF_BYTES);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await t.db.update(medias).set({ createdAt: dayAgo }).where(eq(medias.id, old.body.uuid));
    const [oldRow] = await t.db.select().from(medias).where(eq(medias.id, old.body.uuid));
    const now = new Date();
    // Two processes start the job at the same moment: one of them does the work.
    const removed = await Promise.all([
      removeUnattachedUploads(t.services, new Date(now.getTime())),
      removeUnattachedUploads({ ...t.services }, new Date(now.getTime())),
    ]);
    expect(removed.sort()).toEqual([1, null]);
    const left = await t.db.select({ id: medias.id }).from(medias).where(eq(medias.modelType, 'upload'));
    expect(left.map((row) => row.id)).toEqual([fresh.body.uuid]);
    expect(await storageOf(t.config).get(oldRow!.storageKey!)).toBeNull();
    const runs = await t.db
      .select()
      .from(scheduledJobRuns)
      .where(eq(scheduledJobRuns.job, UPLOAD_CLEANUP_JOB));
    expect(runs).toEqual([expect.objectContaining({ slot: hourSlot(now), outcome: '1 verwijderd' })]);
  });
});

describe('documents (POST /generate-dynamic-template)', () => {
  it("refuses a guest before reading the body, and a signed-in user's large body", async () => {
    const guest = await chunkedPost(
      '/generate-dynamic-template',
      { 'content-type': 'application/json' },
      FORTY_MB,
    );
    expect(guest.status).toBe(401);
    expect(guest.sentBytes).toBeLessThan(FORTY_MB / 2);
    const browser = await t.signedIn('professional@demo.nl');
    const large = await browser.request('/generate-dynamic-template', {
      body: { template: 'registerCard', padding: 'x'.repeat(BODY_LIMITS.document) },
    });
    expect(large.status).toBe(413);
  }, 30_000);
});
