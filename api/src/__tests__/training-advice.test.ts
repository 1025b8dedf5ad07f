/**
 * Scholingsadvies (issue 38): a registered professional asks for advice (a draft, then submitted,
 * mailed by name), staff give it (`advise`) or send it back (`decide ... reject`), the professional
 * completes it with proof. Every allowed change of the transition table, every other refused in Dutch
 * with nothing changed; another's advice answers as a missing one; validation by the shared rules.
 */
import { eq } from 'drizzle-orm';
import { mailsTo } from '../../testing/mail';
import {
  COMPLETE_TRAINING_ADVICE,
  CREATE_TRAINING_ADVICE,
  SAVE_TRAINING_ADVICE,
  SUBMIT_TRAINING_ADVICE,
  TRAINING_ADVICE,
} from '../../testing/professional-operations';
import { withTestApp } from '../../testing/test-app';
import type { TestBrowser } from '../../testing/test-browser';
import { uploadFile } from '../../testing/uploads';
import { medias, trainingAdvices } from '../db/schema';
import {
  assertTrainingAdviceTransition,
  TRAINING_ADVICE_TRANSITIONS,
} from '../domain/training-advice-transitions';
import { TRAINING_ADVICE_STATUSES, type TrainingAdviceStatus } from '../domain/statuses';
import type { TransitionActor } from '../domain/registration-transitions';
import { parseStaffCommand, runStaffCommand } from '../staff/commands';

const t = withTestApp();
const PRO = 'professional@demo.nl';
const OTHER = 'los@demo.nl';
const STAFF = 'medewerker@demo.nl';
const RANDOM_UUID = '00000000-0000-4000-8000-000000000000';
const REQUEST = { reason: 'herregistratie', question: 'Welke scholing helpt mij aan de reflectie-uren?' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON answers
type Json = any;

let pro: TestBrowser;

const portal = { endpoint: 'portal' } as const;

const staff = (args: string[]) => {
  const command = parseStaffCommand([...args, '--by', STAFF]);
  expect(command).not.toBeNull();
  return runStaffCommand(t.db, t.config.portalUrl, command!, t.services.mailer, t.audit);
};

async function read(uuid: string, browser: TestBrowser = pro): Promise<Json> {
  const response = await browser.gql(TRAINING_ADVICE, { uuid }, portal);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.trainingAdvice;
}

async function policies(browser: TestBrowser = pro): Promise<Json> {
  const init = await browser.gql('{ portalInit { session { policies sections } } }');
  return init.body.data.portalInit.session;
}

async function statusOf(uuid: string): Promise<string | undefined> {
  const [row] = await t.db.select().from(trainingAdvices).where(eq(trainingAdvices.id, uuid));
  return row?.status;
}

const firstError = (response: Json, field = 'uuid') =>
  response.body.errors?.[0]?.extensions?.validation?.[field];

beforeAll(async () => {
  pro = await t.signedIn(PRO);
});

describe('the transition table', () => {
  const ACTORS: TransitionActor[] = ['professional', 'staff', 'system'];
  it('allows exactly its rows and refuses every other change in Dutch', () => {
    for (const from of TRAINING_ADVICE_STATUSES) {
      for (const to of TRAINING_ADVICE_STATUSES) {
        for (const actor of ACTORS) {
          const listed = TRAINING_ADVICE_TRANSITIONS.some(
            (row) => row.from === from && row.to === to && row.by.includes(actor),
          );
          const attempt = () => assertTrainingAdviceTransition(from, to, actor, 'tekst');
          if (listed) expect(attempt).not.toThrow();
          else expect(attempt).toThrow(/^Een scholingsadvies met status '.+' kan niet naar '.+'\.$/);
        }
      }
    }
    expect(() => assertTrainingAdviceTransition('submitted', 'processing', 'staff', ' ')).toThrow(
      'Geef de tekst van het advies op.',
    );
  });
});

describe('scholingsadvies', () => {
  let uuid: string;

  it('lets a registered professional start one draft, twice clicked still one', async () => {
    expect((await policies()).policies['trainingAdvice.create']).toBe(true);
    const [first, second] = await Promise.all([
      pro.gql(CREATE_TRAINING_ADVICE, {}, portal),
      pro.gql(CREATE_TRAINING_ADVICE, {}, portal),
    ]);
    expect(first.body.errors).toBeUndefined();
    uuid = first.body.data.createTrainingAdvice.uuid;
    expect(second.body.data.createTrainingAdvice.uuid).toBe(uuid);
    expect(await t.db.select().from(trainingAdvices)).toHaveLength(1);
    expect(await read(uuid)).toMatchObject({
      statusEnum: { value: 'draft', label: 'Concept' },
      permissions: { canEdit: true },
    });
    // The detail's advice sends /scholingsadvies to the form (SPEC section 4); no second one.
    const session = await policies();
    expect(session.policies['trainingAdvice.create']).toBe(false);
    expect(session.sections).toContain('trainingAdvice');
    const again = await pro.gql(CREATE_TRAINING_ADVICE, {}, portal);
    expect(again.body.data.createTrainingAdvice.uuid).toBe(uuid);
  });

  it('refuses a professional without a registration', async () => {
    const none = await t.signedIn('concept@demo.nl');
    const refused = await none.gql(CREATE_TRAINING_ADVICE, {}, portal);
    expect(firstError(refused)).toEqual([
      expect.stringContaining('Je kunt nu geen scholingsadvies aanvragen'),
    ]);
  });

  it('saves a draft partly, and refuses a submit with missing or wrong fields, changing nothing', async () => {
    const saved = await pro.gql(SAVE_TRAINING_ADVICE, { uuid, input: { reason: 'anders' } }, portal);
    expect(saved.body.errors).toBeUndefined();
    const wrong = await pro.gql(
      SUBMIT_TRAINING_ADVICE,
      { uuid, input: { reason: 'vakantie', question: 'kort' } },
      portal,
    );
    expect(wrong.body.errors[0].extensions.code).toBe(422);
    expect(Object.keys(wrong.body.errors[0].extensions.validation).sort()).toEqual(['question', 'reason']);
    expect(await statusOf(uuid)).toBe('draft');
    expect(await read(uuid)).toMatchObject({ reason: { value: 'anders' }, question: null });
  });

  it("answers another's advice exactly like a missing one, for reads and every write", async () => {
    const other = await t.signedIn(OTHER);
    const theirs = await other.gql(TRAINING_ADVICE, { uuid }, portal);
    const missing = await other.gql(TRAINING_ADVICE, { uuid: RANDOM_UUID }, portal);
    expect(theirs.body).toEqual(missing.body);
    expect(theirs.body.data.trainingAdvice).toBeNull();
    for (const [operation, variables] of [
      [SAVE_TRAINING_ADVICE, { input: REQUEST }],
      [SUBMIT_TRAINING_ADVICE, { input: REQUEST }],
      [COMPLETE_TRAINING_ADVICE, { input: { mediaUuids: [RANDOM_UUID] } }],
    ] as const) {
      const onTheirs = await other.gql(operation, { uuid, ...variables }, portal);
      const onMissing = await other.gql(operation, { uuid: RANDOM_UUID, ...variables }, portal);
      expect(onTheirs.body).toEqual(onMissing.body);
      expect(firstError(onTheirs)).toEqual(['Dit scholingsadvies bestaat niet (meer).']);
    }
    expect(await statusOf(uuid)).toBe('draft');
    const employer = await t.signedIn('werkgever@demo.nl');
    const asEmployer = await employer.gql(TRAINING_ADVICE, { uuid }, portal);
    expect(asEmployer.body.errors[0].extensions.code).toBe(403);
  });

  it('refuses completing a draft and giving advice on a draft, in Dutch, changing nothing', async () => {
    const upload = await uploadFile(t.app, pro, new TextEncoder().encode('%PDF-1.4 bewijs'), 'bewijs.pdf');
    const early = await pro.gql(
      COMPLETE_TRAINING_ADVICE,
      { uuid, input: { mediaUuids: [upload.body.uuid] } },
      portal,
    );
    expect(firstError(early)).toEqual(["Een scholingsadvies met status 'concept' kan niet naar 'afgerond'."]);
    const advise = await staff(['advise', PRO, 'Volg een training.']);
    expect(advise).toMatchObject({ ok: false });
    expect(advise.output).toContain('Er is niets gedaan.');
    expect(await statusOf(uuid)).toBe('draft');
    // The upload stays the professional's, unattached.
    const [file] = await t.db.select().from(medias).where(eq(medias.id, upload.body.uuid));
    expect(file?.modelType).toBe('upload');
  });

  it('submits once with a mail by name, read-only after, and appears in staff requests', async () => {
    const submitted = await pro.gql(SUBMIT_TRAINING_ADVICE, { uuid, input: REQUEST }, portal);
    expect(submitted.body.errors).toBeUndefined();
    expect(await read(uuid)).toMatchObject({
      statusEnum: { value: 'submitted', label: 'Ingediend' },
      permissions: { canEdit: false },
      question: REQUEST.question,
    });
    const [mail] = await mailsTo(t.db, PRO);
    expect(mail?.subject).toBe('We hebben je aanvraag voor scholingsadvies ontvangen');
    expect(mail?.text).toMatch(/^Beste \S+,/);
    const twice = await pro.gql(SUBMIT_TRAINING_ADVICE, { uuid, input: REQUEST }, portal);
    expect(firstError(twice)).toEqual([
      "Een scholingsadvies met status 'ingediend' kan niet naar 'ingediend'.",
    ]);
    const edit = await pro.gql(SAVE_TRAINING_ADVICE, { uuid, input: REQUEST }, portal);
    expect(firstError(edit)).toEqual(['Dit scholingsadvies kan niet meer worden gewijzigd.']);
    const list = await staff(['requests']);
    expect(list.output).toContain(`${uuid}  scholingsadvies`);
    expect(list.output).toContain(PRO);
  });

  it('staff send it back with a reason (decide reject): a draft again, editable, reason shown', async () => {
    expect(parseStaffCommand(['decide', uuid, 'reject', '--by', STAFF])).toBeNull();
    const approveWithout = await staff(['decide', uuid, 'approve']);
    expect(approveWithout.ok).toBe(false);
    expect(await statusOf(uuid)).toBe('submitted');
    const returned = await staff(['decide', uuid, 'reject', 'Noem', 'je', 'werkervaring.']);
    expect(returned.ok).toBe(true);
    expect(await read(uuid)).toMatchObject({
      statusEnum: { value: 'draft' },
      permissions: { canEdit: true },
      returnedReason: 'Noem je werkervaring.',
    });
    const [mail] = await mailsTo(t.db, PRO);
    expect(mail?.subject).toBe('Je aanvraag voor scholingsadvies is teruggestuurd');
    const resubmitted = await pro.gql(SUBMIT_TRAINING_ADVICE, { uuid, input: REQUEST }, portal);
    expect(resubmitted.body.errors).toBeUndefined();
    expect((await read(uuid)).returnedReason).toBeNull();
  });

  it('staff give the advice (advise, audited); the professional reads it and may complete it', async () => {
    t.audit.clear();
    const advised = await staff(['advise', PRO, 'Volg', 'de', 'training', 'Reflectief', 'werken.']);
    expect(advised).toMatchObject({ ok: true });
    expect(t.audit.entries()).toEqual([
      expect.objectContaining({
        event: 'staff.advise',
        outcome: 'success',
        actor: `staff:${STAFF}`,
        target: PRO,
      }),
    ]);
    expect(await read(uuid)).toMatchObject({
      statusEnum: { value: 'processing', label: 'In behandeling' },
      advice: 'Volg de training Reflectief werken.',
    });
    const [mail] = await mailsTo(t.db, PRO);
    expect(mail?.subject).toBe('Je scholingsadvies staat klaar');
    expect((await policies()).policies['trainingAdvice.complete']).toBe(true);
    // Decided once: a second advice or a return is refused and changes nothing.
    const again = await staff(['decide', uuid, 'reject', 'Toch niet']);
    expect(again.ok).toBe(false);
    expect(again.output).toContain(
      "Een scholingsadvies met status 'in behandeling' kan niet naar 'concept'.",
    );
    expect(await statusOf(uuid)).toBe('processing');
  });

  it('completes with proof only: no file, or a file not the own upload, is refused', async () => {
    const none = await pro.gql(COMPLETE_TRAINING_ADVICE, { uuid, input: { mediaUuids: [] } }, portal);
    expect(firstError(none, 'mediaUuids')).toHaveLength(1);
    const other = await t.signedIn(OTHER);
    const theirs = await uploadFile(t.app, other, new TextEncoder().encode('%PDF-1.4 ander'), 'ander.pdf');
    const foreign = await pro.gql(
      COMPLETE_TRAINING_ADVICE,
      { uuid, input: { mediaUuids: [theirs.body.uuid] } },
      portal,
    );
    expect(firstError(foreign, 'mediaUuids')).toEqual([
      'Dit bestand bestaat niet (meer). Upload het opnieuw.',
    ]);
    expect(await statusOf(uuid)).toBe('processing');
    const upload = await uploadFile(
      t.app,
      pro,
      new TextEncoder().encode('%PDF-1.4 certificaat'),
      'certificaat.pdf',
    );
    const done = await pro.gql(
      COMPLETE_TRAINING_ADVICE,
      { uuid, input: { mediaUuids: [upload.body.uuid], note: 'Gevolgd in maart.' } },
      portal,
    );
    expect(done.body.errors).toBeUndefined();
    expect(await read(uuid)).toMatchObject({
      statusEnum: { value: 'completed', label: 'Afgerond' },
      completionNote: 'Gevolgd in maart.',
      medias: { nodes: [expect.objectContaining({ filename: 'certificaat.pdf' })] },
    });
    const twice = await pro.gql(
      COMPLETE_TRAINING_ADVICE,
      { uuid, input: { mediaUuids: [upload.body.uuid] } },
      portal,
    );
    expect(firstError(twice)).toEqual([
      "Een scholingsadvies met status 'afgerond' kan niet naar 'afgerond'.",
    ]);
    expect((await policies()).policies).toMatchObject({
      'trainingAdvice.create': false,
      'trainingAdvice.complete': false,
    });
  });

  it('staff commands refuse unknown addresses and uuids, changing nothing', async () => {
    expect(parseStaffCommand(['advise', PRO, '--by', STAFF])).toBeNull();
    const unknown = await staff(['advise', 'niemand@demo.nl', 'Iets']);
    expect(unknown.ok).toBe(false);
    const missing = await staff(['decide', RANDOM_UUID, 'approve', 'Iets']);
    expect(missing.ok).toBe(false);
    const statuses = (await t.db.select().from(trainingAdvices)).map((row) => row.status);
    expect(statuses).toEqual(['completed' satisfies TrainingAdviceStatus]);
  });
});
