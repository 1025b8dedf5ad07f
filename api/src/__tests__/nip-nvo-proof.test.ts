/**
 * Afronden met NIP- of NVO-bewijs (issue 38): a gedragswetenschapper submits the open round with the
 * proof of a current NIP or NVO registration instead of activities; other chambers are refused, the
 * registration must still be valid on the submission day, another's round answers as a missing one,
 * a retry submits once, and the staff approval starts the new period on the submission date.
 */
import { eq } from 'drizzle-orm';
import { PDF_BYTES } from '../../testing/files';
import { NIP_NVO_ROUND, RE_REGISTRATION, SUBMIT_NIP_NVO_PROOF } from '../../testing/professional-operations';
import { withTestApp } from '../../testing/test-app';
import type { TestBrowser } from '../../testing/test-browser';
import { uploadFile } from '../../testing/uploads';
import { medias, nipNvoProofs, registrationItems, registrationStatusChanges } from '../db/schema';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { runStaffCommand } from '../staff/commands';

const t = withTestApp();
const GW = 'gedragswetenschapper@demo.nl';
const JGP = 'professional@demo.nl';
const STAFF = 'medewerker@demo.nl';
const RANDOM_UUID = '00000000-0000-4000-8000-000000000000';
const portal = { endpoint: 'portal' } as const;
const today = todayInNetherlands();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON answers
type Json = any;

let gw: TestBrowser;
let jgp: TestBrowser;
let roundUuid: string;

async function openRound(browser: TestBrowser): Promise<Json> {
  const response = await browser.gql(NIP_NVO_ROUND, {}, portal);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.reRegistration;
}

async function upload(browser: TestBrowser): Promise<string> {
  const response = await uploadFile(t.app, browser, PDF_BYTES, 'nip-registratie.pdf');
  expect(response.status).toBe(201);
  return response.body.uuid;
}

const input = (mediaUuid: string, overrides: Record<string, unknown> = {}) => ({
  association: 'NIP',
  membershipNumber: 'NIP-204518',
  validUntil: addToDate(today, { years: 1 }),
  mediaUuids: [mediaUuid],
  ...overrides,
});

const submit = (browser: TestBrowser, uuid: string, values: Record<string, unknown>) =>
  browser.gql(SUBMIT_NIP_NVO_PROOF, { uuid, input: values }, portal);

const fieldErrors = (response: { body: Json }) => response.body.errors?.[0]?.extensions?.validation;

async function roundRow(id: string) {
  const [row] = await t.db.select().from(registrationItems).where(eq(registrationItems.id, id));
  return row!;
}

beforeAll(async () => {
  gw = await t.signedIn(GW);
  jgp = await t.signedIn(JGP);
  const round = await openRound(gw);
  roundUuid = round.uuid;
  expect(round).toMatchObject({
    offersNipNvoProof: true,
    nipNvoProof: null,
    statusEnum: { value: 'ongoing' },
  });
});

describe('who may complete with NIP or NVO proof', () => {
  it('refuses another chamber in Dutch: it is not available to them, and nothing changes', async () => {
    const own = await openRound(jgp);
    expect(own.offersNipNvoProof).toBe(false);
    const response = await submit(jgp, own.uuid, input(await upload(jgp)));
    expect(fieldErrors(response).uuid).toEqual([
      'Afronden met NIP- of NVO-bewijs is niet beschikbaar voor je kamer.',
    ]);
    expect((await roundRow(own.uuid)).status).toBe('ongoing');
    expect(await t.db.select().from(nipNvoProofs)).toEqual([]);
  });

  it("answers another professional's round exactly as a missing one", async () => {
    const mediaUuid = await upload(jgp);
    const foreign = await submit(jgp, roundUuid, input(mediaUuid));
    const missing = await submit(jgp, RANDOM_UUID, input(mediaUuid));
    expect(fieldErrors(foreign)).toEqual({ uuid: ['Deze herregistratie bestaat niet (meer).'] });
    expect(fieldErrors(foreign)).toEqual(fieldErrors(missing));
    expect((await roundRow(roundUuid)).status).toBe('ongoing');
  });
});

describe('the proof', () => {
  it('must be of a registration still valid on the submission day (Dutch time)', async () => {
    const response = await submit(
      gw,
      roundUuid,
      input(await upload(gw), { validUntil: addToDate(today, { days: -1 }) }),
    );
    expect(fieldErrors(response)).toEqual({ validUntil: ['De datum mag niet in het verleden liggen.'] });
    expect((await roundRow(roundUuid)).status).toBe('ongoing');
  });

  it('names an association of the two, a number and an own upload', async () => {
    const wrong = await submit(
      gw,
      roundUuid,
      input(await upload(gw), { association: 'NVvP', membershipNumber: ' ' }),
    );
    expect(Object.keys(fieldErrors(wrong)).sort()).toEqual(['association', 'membershipNumber']);
    const foreignFile = await submit(gw, roundUuid, input(await upload(jgp)));
    expect(fieldErrors(foreignFile)).toEqual({
      mediaUuids: ['Dit bestand bestaat niet (meer). Upload het opnieuw.'],
    });
    expect((await roundRow(roundUuid)).status).toBe('ongoing');
    expect(await t.db.select().from(nipNvoProofs)).toEqual([]);
  });
});

describe('submitting with the proof', () => {
  let mediaUuid: string;

  it('moves the round to pending like Herregistratie indienen, with the proof and its file', async () => {
    mediaUuid = await upload(gw);
    const response = await submit(gw, roundUuid, input(mediaUuid, { validUntil: today }));
    expect(response.body.errors).toBeUndefined();
    const submitted = response.body.data.submitNipNvoProof;
    expect(submitted).toMatchObject({
      uuid: roundUuid,
      statusEnum: { value: 'pending' },
      nipNvoProof: { association: 'NIP', membershipNumber: 'NIP-204518', validUntil: today },
    });
    expect(submitted.nipNvoProof.medias.nodes.map((file: Json) => file.filename)).toEqual([
      'nip-registratie.pdf',
    ]);
    const history = await t.db
      .select()
      .from(registrationStatusChanges)
      .where(eq(registrationStatusChanges.registrationItemId, roundUuid));
    expect(history.map((change) => `${change.fromStatus}>${change.toStatus}`)).toEqual(['ongoing>pending']);
    const [file] = await t.db.select().from(medias).where(eq(medias.id, mediaUuid));
    expect(file).toMatchObject({ modelType: 'nipNvoProof', modelId: submitted.nipNvoProof.uuid });
    // The re-registration screen reads the same round as submitted.
    const screen = await gw.gql(RE_REGISTRATION, { uuid: null }, portal);
    expect(screen.body.data.reRegistration).toMatchObject({
      statusEnum: { value: 'pending' },
      canSubmit: false,
      nipNvoProof: { association: 'NIP' },
    });
  });

  it('is idempotent: a second submit answers with the first and stores nothing more', async () => {
    const again = await submit(gw, roundUuid, input(mediaUuid, { association: 'NVO' }));
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.submitNipNvoProof.nipNvoProof).toMatchObject({ association: 'NIP' });
    expect(await t.db.select().from(nipNvoProofs)).toHaveLength(1);
    const history = await t.db
      .select()
      .from(registrationStatusChanges)
      .where(eq(registrationStatusChanges.registrationItemId, roundUuid));
    expect(history).toHaveLength(1);
  });

  it('shows staff a NIP submission, and approval starts the new period on the submission date', async () => {
    const list = await runStaffCommand(t.db, t.config.portalUrl, { name: 'reregistrations', by: STAFF });
    const line = list.output.split('\n').find((entry) => entry.includes(GW));
    expect(line).toContain(`met NIP-bewijs (nummer NIP-204518, geldig tot ${today})`);
    const approved = await runStaffCommand(
      t.db,
      t.config.portalUrl,
      { name: 'approve-reregistration', email: GW, by: STAFF },
      t.services.mailer,
      t.audit,
    );
    expect(approved.ok).toBe(true);
    expect(await roundRow(roundUuid)).toMatchObject({
      status: 'approved',
      fromDate: today,
      tillDate: addToDate(today, { years: 5 }),
    });
    const next = await openRound(gw);
    expect(next.uuid).not.toBe(roundUuid);
    expect(next).toMatchObject({
      statusEnum: { value: 'ongoing' },
      deadline: addToDate(today, { years: 5 }),
      nipNvoProof: null,
    });
    // The decided round's proof stays its own: a submit on it is refused, not repeated.
    const late = await submit(gw, roundUuid, input(await upload(gw)));
    expect(fieldErrors(late)).toEqual({ uuid: ['Deze herregistratie bestaat niet (meer).'] });
  });

  it('rejection works for it too: the round reopens for a new submission', async () => {
    const next = await openRound(gw);
    expect(
      (await submit(gw, next.uuid, input(await upload(gw), { association: 'NVO' }))).body.errors,
    ).toBeUndefined();
    const rejected = await runStaffCommand(
      t.db,
      t.config.portalUrl,
      { name: 'reject-reregistration', email: GW, reason: 'Het bewijs is onleesbaar.', by: STAFF },
      t.services.mailer,
      t.audit,
    );
    expect(rejected.ok).toBe(true);
    expect((await roundRow(next.uuid)).status).toBe('rejected');
    const reopened = await openRound(gw);
    expect(reopened).toMatchObject({ statusEnum: { value: 'ongoing' }, nipNvoProof: null });
  });
});
