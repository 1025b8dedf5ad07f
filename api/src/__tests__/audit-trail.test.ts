/**
 * The trail of sensitive acts (issue 41): the Professioneel Toezicht token and the sign-in from it,
 * mandates, file downloads and acts while staff look along are logged with UTC time, request id,
 * actor (looking along: the staff member, and the account beside it), target and outcome; the IBAN,
 * tokens and passwords used on the way are in the log 0 times.
 */
import { eq } from 'drizzle-orm';
import { CREATE_PT_TOKEN, LOGIN_FROM_PT } from '../../testing/account-operations';
import { LOGIN_AS_MUTATION, LOGOUT_MUTATION } from '../../testing/operations';
import { SIGN_MANDATE } from '../../testing/professional-operations';
import { PDF_BYTES } from '../../testing/files';
import { download, uploadFile } from '../../testing/uploads';
import { withTestApp } from '../../testing/test-app';
import { createImpersonationToken } from '../auth/impersonation';
import { users } from '../db/schema';
import { signFileUrl } from '../storage/signed-urls';

const t = withTestApp({ env: { PT_URL: 'https://pt.example.nl' } });
const portal = { endpoint: 'portal' as const };
const IBAN = 'NL91ABNA0417164300';

function entries(event: string) {
  return t.audit.entries().filter((entry) => entry.event === event);
}

function expectTrailShape(entry: Record<string, unknown> | undefined) {
  expect(entry).toBeDefined();
  expect(String(entry!.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  expect(entry!.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(['success', 'failure']).toContain(entry!.outcome);
}

it('logs the PT token, the sign-in from PT, a mandate and a download, without their secrets', async () => {
  t.audit.clear();
  const professional = await t.signedIn('professional@demo.nl');
  const url = new URL((await professional.gql(CREATE_PT_TOKEN, {}, portal)).body.data.createPtLoginToken.url);
  const ptToken = url.searchParams.get('token')!;
  const [pt] = entries('pt_token');
  expectTrailShape(pt);
  expect(pt).toMatchObject({ actor: 'professional@demo.nl', target: 'professional@demo.nl' });

  const guest = t.browser();
  await guest.portalInit();
  expect((await guest.gql(LOGIN_FROM_PT, { token: 'nep' })).body.data.loginFromPt.status).toBe(
    'INVALID_TOKEN',
  );
  const [failed] = entries('login_pt');
  expectTrailShape(failed);
  expect(failed).toMatchObject({ outcome: 'failure', actor: null });

  const signed = await professional.gql(
    SIGN_MANDATE,
    { accountHolder: 'J. de Vries', iban: IBAN, consent: 1 },
    portal,
  );
  expect(signed.body.errors).toBeUndefined();
  const [mandate] = entries('mandate_sign');
  expectTrailShape(mandate);
  expect(mandate).toMatchObject({ outcome: 'success', actor: 'professional@demo.nl' });

  const upload = await uploadFile(t.app, professional, PDF_BYTES);
  const [owner] = await t.db.select().from(users).where(eq(users.email, 'professional@demo.nl'));
  const link = signFileUrl('http://api.test', t.services.appKey, upload.body.uuid, owner!.id);
  expect((await download(t.app, link)).status).toBe(200);
  expect((await download(t.app, link.replace(/signature=[^&]+/, 'signature=fout'))).status).toBe(403);
  const downloads = entries('file_download');
  expect(downloads.map((entry) => [entry.outcome, entry.target])).toEqual([
    ['success', `media:${upload.body.uuid}`],
    ['failure', `media:${upload.body.uuid}`],
  ]);
  expectTrailShape(downloads[0]);

  const text = t.audit.text();
  for (const secret of [IBAN, 'NL91 ABNA', ptToken, new URL(link).searchParams.get('signature')!]) {
    expect(text.split(secret).length - 1).toBe(0);
  }
});

it('names the staff member and the account for every act while looking along', async () => {
  t.audit.clear();
  const [user] = await t.db.select().from(users).where(eq(users.email, 'professional@demo.nl'));
  const token = await createImpersonationToken(t.db, user!.id, 'medewerker@demo.nl');
  const staff = t.browser();
  await staff.portalInit();
  expect((await staff.gql(LOGIN_AS_MUTATION, { token })).body.data.loginAsPortalUser.status).toBe(
    'LOGGED_IN',
  );
  await staff.gql(CREATE_PT_TOKEN, {}, portal);
  await staff.gql(LOGOUT_MUTATION, {}, portal);
  const acts = t.audit.entries().filter((entry) => entry.event !== 'impersonation_start');
  expect(acts.length).toBeGreaterThan(0);
  for (const act of acts) {
    expect(act).toMatchObject({ actor: 'staff:medewerker@demo.nl', lookingAlongIn: 'professional@demo.nl' });
  }
  expect(t.audit.text()).not.toContain(token);
});

describe('document downloads', () => {
  it('name who took the register card or an invoice, and a refused one as a failure', async () => {
    const browser = await t.signedIn('professional@demo.nl');
    t.audit.clear();
    const card = await browser.request('/generate-dynamic-template', { body: { template: 'registerCard' } });
    expect(card.status).toBe(200);
    const missing = await browser.request('/generate-dynamic-template', {
      body: { template: 'invoice', uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    const [taken, refused] = entries('document_download');
    expectTrailShape(taken);
    expect(taken).toMatchObject({
      actor: 'professional@demo.nl',
      target: 'registerCard',
      outcome: 'success',
    });
    expect(refused).toMatchObject({
      actor: 'professional@demo.nl',
      target: 'invoice:00000000-0000-4000-8000-000000000000',
      outcome: 'failure',
    });
  });
});
