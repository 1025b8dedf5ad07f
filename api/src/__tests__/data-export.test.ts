// 'Mijn gegevens downloaden' (issue 41, the AVG's right of access): one ZIP with everything the
// portal holds about the signed-in user, built in the background once across processes, mailed,
// downloadable by its owner only, limited, expiring and audited. PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { mailsTo } from '../../testing/mail';
import { withTestApp } from '../../testing/test-app';
import type { TestBrowser } from '../../testing/test-browser';
import { dataExports, medias, users } from '../db/schema';
import { EXPORTS_PER_DAY, requestDataExport } from '../db/queries/data-exports';
import { PERSONAL_DATA_TOPICS } from '../db/queries/personal-data';
import { buildPendingExports } from '../jobs/data-exports';
import { runJobsNow } from '../jobs/scheduler';
import { DATA_EXPORT_MESSAGES } from '../schema/data-export';
import { storageOf } from '../storage/storage-of';

const t = withTestApp();

const REQUEST = `mutation { requestDataExport { status message dataExport { uuid status progress downloadUrl } } }`;
const MINE = `query { myDataExport { uuid status progress downloadUrl expiresAt } }`;

async function userId(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** The raw bytes of a GET with the browser's cookies (TestBrowser reads bodies as text). */
async function download(browser: TestBrowser, path: string) {
  const response = await t.app.fetch(
    new Request(`http://api.test${path}`, { headers: browser.credentials() }),
    {
      clientIp: '127.0.0.1',
    },
  );
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

function json(files: Record<string, Uint8Array>, name: string): unknown {
  const file = files[name];
  if (!file) throw new Error(`${name} ontbreekt in de ZIP`);
  return JSON.parse(strFromU8(file));
}

describe('Mijn gegevens downloaden', () => {
  it('gives professional@demo.nl one ZIP with every topic and their files, mailed and audited', async () => {
    const id = await userId('professional@demo.nl');
    // An uploaded file of theirs, with its bytes in the storage.
    const mediaId = randomUUID();
    await storageOf(t.config).put(`uploads/${mediaId}`, new TextEncoder().encode('%PDF-1.4 mijn diploma'));
    await t.db.insert(medias).values({
      id: mediaId,
      modelType: 'upload',
      modelId: id,
      collection: 'upload',
      filename: 'diploma-jeugdzorg.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 21,
      ownerUserId: id,
      storageKey: `uploads/${mediaId}`,
    });
    const browser = await t.signedIn('professional@demo.nl');
    t.audit.clear();

    const asked = await browser.gql(REQUEST, {}, { endpoint: 'portal' });
    expect(asked.body.errors).toBeUndefined();
    expect(asked.body.data.requestDataExport).toMatchObject({
      status: 'QUEUED',
      message: DATA_EXPORT_MESSAGES.QUEUED,
      dataExport: { status: 'queued', progress: 0, downloadUrl: null },
    });
    // The test browser waits for the work after the answer: the export is built by now.
    const mine = (await browser.gql(MINE, {}, { endpoint: 'portal' })).body.data.myDataExport;
    expect(mine).toMatchObject({ status: 'ready', progress: 100 });
    expect(mine.downloadUrl).toBe(`/files/exports/${mine.uuid}`);
    const days = (new Date(mine.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const [mail] = await mailsTo(t.db, 'professional@demo.nl');
    expect(mail!.subject).toBe('Je gegevens staan klaar om te downloaden');
    expect(mail!.text).toMatch(/^Beste \S+,/);
    expect(mail!.text).toContain('http://portal.test/account/profiel');

    const zip = await download(browser, mine.downloadUrl);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mijn-gegevens-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(zip.bytes);
    for (const topic of PERSONAL_DATA_TOPICS) expect(Object.keys(files)).toContain(`${topic}.json`);

    const account = json(files, 'account.json') as Record<string, unknown>;
    const [me] = await t.db.select().from(users).where(eq(users.id, id));
    expect(account).toMatchObject({ id, email: 'professional@demo.nl', last_name: me!.lastName });
    expect(account).not.toHaveProperty('password_hash');
    // Not a hash of anyone's password anywhere in the ZIP.
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toMatch(/\$argon2/);

    // Each topic as the database holds it.
    const count = async (query: ReturnType<typeof sql>) =>
      Number(((await t.db.execute(query)) as unknown as { rows: Array<{ n: string }> }).rows[0]!.n);
    const professional = sql`(SELECT id FROM professionals WHERE user_id = ${id})`;
    const registrations = json(files, 'registraties.json') as Array<{ items: unknown[] }>;
    expect(registrations.length).toBe(
      await count(sql`SELECT count(*) AS n FROM registrations WHERE professional_id = ${professional}`),
    );
    expect(registrations.flatMap((r) => r.items).length).toBe(
      await count(
        sql`SELECT count(*) AS n FROM registration_items i JOIN registrations r ON r.id = i.registration_id WHERE r.professional_id = ${professional}`,
      ),
    );
    expect(registrations.flatMap((r) => r.items).length).toBeGreaterThan(0);
    const invoices = json(files, 'facturen.json') as Array<{ regels: unknown[]; user_id: string }>;
    expect(invoices.length).toBe(await count(sql`SELECT count(*) AS n FROM invoices WHERE user_id = ${id}`));
    expect(invoices.length).toBeGreaterThanOrEqual(2);
    expect(invoices.every((invoice) => invoice.user_id === id && invoice.regels.length > 0)).toBe(true);
    expect((json(files, 'diplomas.json') as unknown[]).length).toBe(
      await count(sql`SELECT count(*) AS n FROM diplomas WHERE professional_id = ${professional}`),
    );
    expect((json(files, 'vog.json') as unknown[]).length).toBe(
      await count(sql`SELECT count(*) AS n FROM vog_records WHERE professional_id = ${professional}`),
    );
    expect((json(files, 'machtigingen.json') as unknown[]).length).toBe(
      await count(sql`SELECT count(*) AS n FROM direct_debit_mandates WHERE user_id = ${id}`),
    );
    const employers = json(files, 'werkgevers.json') as {
      koppelingen: Array<{ werkgever: string; geschiedenis: unknown[] }>;
    };
    expect(employers.koppelingen.length).toBe(
      await count(
        sql`SELECT count(*) AS n FROM company_professional_links WHERE professional_id = ${professional}`,
      ),
    );
    expect(employers.koppelingen.length).toBeGreaterThan(0);
    expect(typeof employers.koppelingen[0]!.werkgever).toBe('string');
    const reRegistration = json(files, 'herregistratie.json') as Record<string, unknown[]>;
    expect(Object.keys(reRegistration).sort()).toEqual(
      ['activiteiten', 'herinneringen', 'perioden', 'toegekendePunten', 'uitstel'].sort(),
    );
    expect(reRegistration.activiteiten!.length).toBe(
      await count(sql`SELECT count(*) AS n FROM activities WHERE professional_id = ${professional}`),
    );
    expect(json(files, 'aanvragen.json')).toEqual(expect.any(Array));
    expect(json(files, 'maatregelen.json')).toEqual(expect.any(Array));
    const audit = json(files, 'audit.json') as {
      sessies: Array<Record<string, unknown>>;
      gegevensdownloads: unknown[];
    };
    expect(audit.sessies.length).toBeGreaterThan(0);
    expect(audit.sessies.every((session) => !('id_hash' in session))).toBe(true);
    expect(audit.gegevensdownloads.length).toBe(1);
    const mails = json(files, 'mails.json') as Array<{ aan: string }>;
    expect(mails.every((m) => m.aan === 'professional@demo.nl')).toBe(true);
    // Their upload: listed, and its bytes in the folder.
    const listed = json(files, 'bestanden.json') as Array<{ id: string; filename: string }>;
    expect(listed.map((file) => file.id)).toContain(mediaId);
    const stored = Object.keys(files).filter((name) => name.startsWith('bestanden/'));
    expect(stored.some((name) => name.endsWith('-diploma-jeugdzorg.pdf'))).toBe(true);
    expect(strFromU8(files[stored.find((name) => name.endsWith('-diploma-jeugdzorg.pdf'))!]!)).toBe(
      '%PDF-1.4 mijn diploma',
    );

    // Audited: the request, the build and the download.
    const events = t.audit.entries().map((entry) => `${entry.event}:${entry.outcome}`);
    expect(events).toEqual(
      expect.arrayContaining([
        'data_export_request:requested',
        'data_export:success',
        'data_export_download:success',
      ]),
    );
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, mine.uuid));
    expect(row!.downloadedAt).not.toBeNull();
  });

  it("answers another user's export exactly like a missing one", async () => {
    const own = (await (await t.signedIn('professional@demo.nl')).gql(MINE, {}, { endpoint: 'portal' })).body
      .data.myDataExport;
    expect(own.status).toBe('ready');
    const other = await t.signedIn('los@demo.nl');
    t.audit.clear();
    const theirs = await download(other, `/files/exports/${own.uuid}`);
    const missing = await download(other, `/files/exports/${randomUUID()}`);
    const notAnId = await download(other, `/files/exports/geen-id`);
    expect(theirs.status).toBe(404);
    expect(strFromU8(theirs.bytes)).toBe(strFromU8(missing.bytes));
    expect(missing.status).toBe(404);
    expect(notAnId.status).toBe(404);
    expect(
      t.audit
        .entries()
        .filter((e) => e.event === 'data_export_download')
        .map((e) => e.outcome),
    ).toEqual(['failure', 'failure', 'failure']);
    // Without a session: refused, and nothing about the export.
    const guest = await download(t.browser(), `/files/exports/${own.uuid}`);
    expect(guest.status).toBe(401);
    // The other user's own state knows nothing of it.
    expect((await other.gql(MINE, {}, { endpoint: 'portal' })).body.data.myDataExport).toBeNull();
  });

  it('expires: past its date the download is gone and the file removed by the job', async () => {
    const browser = await t.signedIn('professional@demo.nl');
    const own = (await browser.gql(MINE, {}, { endpoint: 'portal' })).body.data.myDataExport;
    const [before] = await t.db.select().from(dataExports).where(eq(dataExports.id, own.uuid));
    await t.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, own.uuid));
    expect((await browser.gql(MINE, {}, { endpoint: 'portal' })).body.data.myDataExport).toMatchObject({
      status: 'expired',
      downloadUrl: null,
    });
    expect((await download(browser, `/files/exports/${own.uuid}`)).status).toBe(404);
    await t.db.execute(sql`DELETE FROM scheduled_job_runs`);
    const outcomes = await runJobsNow(t.services, ['data-exports']);
    expect(outcomes).toEqual([{ job: 'data-exports', result: 'ran', outcome: '0 gemaakt, 1 verlopen' }]);
    expect(await storageOf(t.config).get(before!.storageKey!)).toBeNull();
  });

  it('allows one export in progress per user and a few a day, in Dutch', async () => {
    const id = await userId('los@demo.nl');
    const first = await requestDataExport(t.db, id);
    expect(first.status).toBe('QUEUED');
    const browser = await t.signedIn('los@demo.nl');
    const again = await browser.gql(REQUEST, {}, { endpoint: 'portal' });
    // The test browser built the first one after this answer: it was still waiting when asked.
    expect(again.body.data.requestDataExport).toMatchObject({
      status: 'IN_PROGRESS',
      message: DATA_EXPORT_MESSAGES.IN_PROGRESS,
    });
    await buildPendingExports(t.services);
    for (let n = 1; n < EXPORTS_PER_DAY; n += 1) {
      expect(
        (await browser.gql(REQUEST, {}, { endpoint: 'portal' })).body.data.requestDataExport.status,
      ).toBe('QUEUED');
    }
    const refused = await browser.gql(REQUEST, {}, { endpoint: 'portal' });
    expect(refused.body.data.requestDataExport).toEqual({
      status: 'LIMIT',
      message: DATA_EXPORT_MESSAGES.LIMIT,
      dataExport: null,
    });
    expect(refused.body.data.requestDataExport.message).toMatch(/^Je kunt je gegevens 3 keer per 24 uur/);
    const rows = await t.db.select().from(dataExports).where(eq(dataExports.userId, id));
    expect(rows).toHaveLength(EXPORTS_PER_DAY);
  });

  it('is built and mailed once when several processes run the job at the same moment', async () => {
    const emails = ['afgewezen@demo.nl', 'concept@demo.nl', 'werkgever@demo.nl'];
    const ids = await Promise.all(emails.map(userId));
    for (const id of ids) expect((await requestDataExport(t.db, id)).status).toBe('QUEUED');
    const before = await Promise.all(emails.map(async (email) => (await mailsTo(t.db, email)).length));
    // Four "processes" at once: each export is claimed by one of them only.
    const built = await Promise.all([1, 2, 3, 4].map(() => buildPendingExports(t.services)));
    expect(built.reduce((sum, n) => sum + n, 0)).toBe(ids.length);
    const after = await Promise.all(emails.map(async (email) => (await mailsTo(t.db, email)).length));
    expect(after.map((n, i) => n - before[i]!)).toEqual([1, 1, 1]);
    const rows = await t.db
      .select()
      .from(dataExports)
      .where(sql`${dataExports.userId} IN ${ids}`);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(ids.map(() => ['ready', 1]));
    // Nothing left for a later run.
    expect(await buildPendingExports(t.services)).toBe(0);
  });

  it('takes over an export whose process died while building it', async () => {
    const id = await userId('opleider@demo.nl');
    const asked = await requestDataExport(t.db, id);
    if (asked.status !== 'QUEUED') throw new Error(asked.status);
    await t.db
      .update(dataExports)
      .set({
        status: 'running',
        claimedBy: 'elders:1',
        claimedAt: new Date(Date.now() - 20 * 60_000),
        attempts: 1,
      })
      .where(eq(dataExports.id, asked.row.id));
    expect(await buildPendingExports(t.services)).toBe(1);
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, asked.row.id));
    expect(row).toMatchObject({ status: 'ready', attempts: 2 });
  });
});
