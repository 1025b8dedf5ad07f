// Scheduled jobs with several api processes on one database (issue 41): a job started on two
// processes at the same moment runs its slot in one of them, and a job that sends reminders sends
// each reminder once, also when both processes handle the same items at once. On PostgreSQL the two
// instances have their own pools; on PGlite they share the one database.
import { eq, like } from 'drizzle-orm';
import { createTestApp, TEST_STAFF_SECRET, type TestApp } from '../../testing/test-app';
import { startSecondInstance, type SecondInstance } from '../../testing/second-instance';
import { outbox, scheduledJobItems, scheduledJobRuns } from '../db/schema';
import { STAFF_SECRET_HEADER } from '../http/admin-route';
import { hourSlot, mailOnce, onceForItem, runOnce, THIS_PROCESS } from '../jobs/run-once';
import type { AppServices } from '../context';

let a: TestApp;
let b: SecondInstance;
beforeAll(async () => {
  a = await createTestApp();
  b = await startSecondInstance(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const RECIPIENTS = Array.from({ length: 20 }, (_, i) => `herinnering-${i}@jobs.test`);

/** A reminder job as the role portals write theirs: the slot once, each reminder once. */
async function remind(services: AppServices, slot: string): Promise<number> {
  let sent = 0;
  await runOnce(services.database.db, 'test-reminder', slot, async () => {
    for (const to of RECIPIENTS) {
      const mailed = await mailOnce(services.database.db, services.mailer, 'test-reminder', `${to}:2026`, {
        to,
        subject: 'Herinnering',
        text: 'Vergeet het niet.',
        html: '<p>Vergeet het niet.</p>',
      });
      if (mailed) sent += 1;
    }
    return `${sent} verstuurd`;
  });
  return sent;
}

describe('a job on two processes at once', () => {
  it('runs its slot in one process and sends each reminder once', async () => {
    const slot = hourSlot(new Date());
    const sent = await Promise.all([remind(a.services, slot), remind(b.services, slot)]);
    expect(sent.sort()).toEqual([0, RECIPIENTS.length]);
    const mails = await a.db.select().from(outbox).where(like(outbox.to, '%@jobs.test'));
    expect(mails).toHaveLength(RECIPIENTS.length);
    const [run] = await a.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.job, 'test-reminder'));
    expect(run).toMatchObject({ slot, outcome: `${RECIPIENTS.length} verstuurd`, ranBy: THIS_PROCESS });
  });

  it('never sends a reminder twice, not in a later slot nor from two processes handling it at once', async () => {
    // Next hour's slot on both processes: the slot runs, but every reminder went out already.
    const later = hourSlot(new Date(Date.now() + 3_600_000));
    expect((await Promise.all([remind(a.services, later), remind(b.services, later)])).sort()).toEqual([
      0, 0,
    ]);
    // The items themselves, raced without any slot: one process sends each.
    const raced = await Promise.all(
      [a.services, b.services].map((services) =>
        mailOnce(services.database.db, services.mailer, 'test-race', 'één', {
          to: 'race@jobs.test',
          subject: 'Eén keer',
          text: '.',
          html: '.',
        }),
      ),
    );
    expect(raced.sort()).toEqual([false, true]);
    expect(await a.db.select().from(outbox).where(like(outbox.to, '%@jobs.test'))).toHaveLength(
      RECIPIENTS.length + 1,
    );
  });

  it('leaves no item claimed when its work fails, so the next run sends it', async () => {
    await expect(
      onceForItem(a.db, 'test-failing', 'x', async () => {
        throw new Error('de mailserver weigert');
      }),
    ).rejects.toThrow('de mailserver weigert');
    expect(
      await a.db.select().from(scheduledJobItems).where(eq(scheduledJobItems.job, 'test-failing')),
    ).toEqual([]);
    expect(await onceForItem(a.db, 'test-failing', 'x', async () => undefined)).toBe(true);
  });
});

describe('pnpm staff run-jobs', () => {
  async function runJobsOn(app: TestApp['app'], by = 'medewerker@demo.nl') {
    const response = await app.fetch(
      new Request('http://127.0.0.1/admin/staff', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [STAFF_SECRET_HEADER]: TEST_STAFF_SECRET },
        body: JSON.stringify({ args: ['run-jobs', 'upload-cleanup', '--by', by] }),
      }),
      { clientIp: '127.0.0.1' },
    );
    return (await response.json()) as { ok: boolean; output: string };
  }

  it('through both processes at once: one runs the job, the other says it skipped', async () => {
    const answers = await Promise.all([runJobsOn(a.app), runJobsOn(b.app)]);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(answers.map((answer) => answer.output).sort()).toEqual([
      expect.stringMatching(/^upload-cleanup: overgeslagen/),
      expect.stringMatching(/^upload-cleanup: uitgevoerd in dit proces \(\d+ verwijderd\)$/),
    ]);
    expect(a.audit.entries().filter((entry) => entry.event === 'staff.run-jobs')).toEqual([
      expect.objectContaining({
        actor: 'staff:medewerker@demo.nl',
        target: 'upload-cleanup',
        outcome: 'success',
      }),
    ]);
  });

  it('is refused without an active staff member, and for an unknown job', async () => {
    expect((await runJobsOn(a.app, 'professional@demo.nl')).output).toMatch(/Er is niets gedaan\.$/);
    const response = await a.app.fetch(
      new Request('http://127.0.0.1/admin/staff', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [STAFF_SECRET_HEADER]: TEST_STAFF_SECRET },
        body: JSON.stringify({ args: ['run-jobs', 'bestaat-niet', '--by', 'medewerker@demo.nl'] }),
      }),
      { clientIp: '127.0.0.1' },
    );
    expect((await response.json()).output).toMatch(
      /^Onbekende taak: bestaat-niet\. Bekende taken: upload-cleanup/,
    );
  });
});
