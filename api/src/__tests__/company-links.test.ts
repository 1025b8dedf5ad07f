/**
 * Links between a company and a professional (issue 37): asked for with registration number and
 * last name (every miss answers alike, limited per company), counted only once the professional
 * confirms; the employer reads the professional only through `LinkedProfessional`, whose register
 * facts need the confirmed link and whose progress needs the consent; every change takes effect
 * on the next request and is in the professional's history.
 */
import { and, eq } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import {
  COMPANY_LINKS,
  CONFIRM_EMPLOYER_LINK,
  DECLINE_EMPLOYER_LINK,
  EMPLOYER_OPTIONS,
  END_EMPLOYER_LINK,
  END_PROFESSIONAL_LINK,
  MY_EMPLOYER_LINKS,
  REQUEST_LINK,
  SET_LINK_CONSENT,
  START_EMPLOYER_LINK,
} from '../../testing/organisation-operations';
import { PROFESSIONAL_DETAIL_PROBE } from '../../testing/organisation-probes';
import { linkRequestAttempts, professionals, registrations, users } from '../db/schema';
import { ORGANISATION_MESSAGES } from '../tenancy/messages';
import { LINK_REQUESTS_PER_HOUR } from '../schema/company-links';

const t = withTestApp();
beforeEach(async () => {
  await t.db.delete(linkRequestAttempts);
});

async function registrationNumberOf(email: string): Promise<string> {
  const [row] = await t.db
    .select({ number: registrations.registrationNumber })
    .from(registrations)
    .innerJoin(professionals, eq(professionals.id, registrations.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(and(eq(users.email, email), eq(registrations.status, 'approved')));
  return row!.number!;
}

const portal = { endpoint: 'portal' as const };

describe('a link asked for by a company', () => {
  it('shows the employer only the narrow view, its facts once confirmed, progress only with consent, and ends on the next request', async () => {
    const employer = await t.signedIn('werkgever2@demo.nl');
    const los = await t.signedIn('los@demo.nl');
    const number = await registrationNumberOf('los@demo.nl');

    const miss = await employer.gql(REQUEST_LINK, { registrationNumber: number, lastName: 'Anders' }, portal);
    const unknown = await employer.gql(
      REQUEST_LINK,
      { registrationNumber: '999999', lastName: 'Los' },
      portal,
    );
    const hit = await employer.gql(REQUEST_LINK, { registrationNumber: number, lastName: ' los ' }, portal);
    const again = await employer.gql(REQUEST_LINK, { registrationNumber: number, lastName: 'Los' }, portal);
    for (const answer of [miss, unknown, again]) expect(answer.body).toEqual(hit.body);
    expect(hit.body.data.requestProfessionalLink.message).toBe(ORGANISATION_MESSAGES.linkRequestAnswer);

    // Asked for, not confirmed: only what the employer typed and the status.
    const asked = (await employer.gql(COMPANY_LINKS, {}, portal)).body.data.companyProfessionalLinks;
    expect(asked).toEqual([
      {
        linkUuid: expect.any(String),
        linkStatus: 'Aangevraagd',
        registrationNumber: number,
        sharesProgress: false,
        name: null,
        chamber: null,
        target: null,
        registrationStatus: null,
        validUntil: null,
        reRegistrationProgress: null,
      },
    ]);

    const mine = (await los.gql(MY_EMPLOYER_LINKS, {}, portal)).body.data.myEmployerLinks;
    expect(mine).toEqual([
      expect.objectContaining({
        companyName: 'Kindzorg Rotterdam BV',
        status: 'requested',
        statusLabel: 'Aangevraagd',
      }),
    ]);
    const linkUuid = mine[0].uuid;
    // Another professional cannot confirm it: their answer is that of a missing link.
    const other = await t.signedIn('professional@demo.nl');
    const foreign = await other.gql(CONFIRM_EMPLOYER_LINK, { linkUuid }, portal);
    const missing = await other.gql(
      CONFIRM_EMPLOYER_LINK,
      { linkUuid: '00000000-0000-4000-8000-000000000000' },
      portal,
    );
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.errors[0].extensions.validation.linkUuid).toEqual([
      ORGANISATION_MESSAGES.linkNotFound,
    ]);

    expect(
      (await los.gql(CONFIRM_EMPLOYER_LINK, { linkUuid }, portal)).body.data.confirmEmployerLink.status,
    ).toBe('CONFIRMED');
    const [confirmed] = (await employer.gql(COMPANY_LINKS, {}, portal)).body.data.companyProfessionalLinks;
    expect(confirmed).toMatchObject({
      linkStatus: 'Actief',
      name: 'Eva Los',
      chamber: expect.any(String),
      target: expect.any(String),
      registrationStatus: 'Goedgekeurd',
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      sharesProgress: false,
      reRegistrationProgress: null,
    });

    await los.gql(SET_LINK_CONSENT, { linkUuid, sharesProgress: true }, portal);
    const [shared] = (await employer.gql(COMPANY_LINKS, {}, portal)).body.data.companyProfessionalLinks;
    expect(shared.reRegistrationProgress).toEqual({ status: 'Lopend', deadline: confirmed.validUntil });

    const withdrawn = await los.gql(SET_LINK_CONSENT, { linkUuid, sharesProgress: false }, portal);
    expect(withdrawn.body.data.setEmployerLinkConsent.status).toBe('CONSENT_WITHDRAWN');
    const [without] = (await employer.gql(COMPANY_LINKS, {}, portal)).body.data.companyProfessionalLinks;
    expect(without).toMatchObject({ sharesProgress: false, reRegistrationProgress: null, name: 'Eva Los' });

    // The other company cannot end it: exactly as a missing link.
    const otherCompany = await t.signedIn('werkgever@demo.nl');
    const [ownOfOther] = (await otherCompany.gql(COMPANY_LINKS, {}, portal)).body.data
      .companyProfessionalLinks;
    const foreignEnd = await otherCompany.gql(
      END_PROFESSIONAL_LINK,
      { linkUuid: confirmed.linkUuid },
      portal,
    );
    const missingEnd = await otherCompany.gql(
      END_PROFESSIONAL_LINK,
      { linkUuid: '00000000-0000-4000-8000-000000000000' },
      portal,
    );
    expect(foreignEnd.body).toEqual(missingEnd.body);
    expect(ownOfOther.name).toBe('Jan de Vries');

    expect((await los.gql(END_EMPLOYER_LINK, { linkUuid }, portal)).body.data.endEmployerLink.status).toBe(
      'ENDED',
    );
    expect((await employer.gql(COMPANY_LINKS, {}, portal)).body.data.companyProfessionalLinks).toEqual([]);

    const history = (await los.gql(MY_EMPLOYER_LINKS, {}, portal)).body.data.myEmployerLinks[0];
    expect(history.status).toBe('ended');
    expect(
      history.history.map((entry: { event: string; bySide: string }) => `${entry.event}:${entry.bySide}`),
    ).toEqual([
      'requested:company',
      'confirmed:professional',
      'consentGiven:professional',
      'consentWithdrawn:professional',
      'ended:professional',
    ]);
    expect(history.history[0].by).toBe('Kindzorg Rotterdam BV');
  });

  it('is declined by the professional, and ended by the company on its side', async () => {
    const employer = await t.signedIn('werkgever2@demo.nl');
    const los = await t.signedIn('los@demo.nl');
    const number = await registrationNumberOf('los@demo.nl');
    await employer.gql(REQUEST_LINK, { registrationNumber: number, lastName: 'Los' }, portal);
    let [link] = (await los.gql(MY_EMPLOYER_LINKS, {}, portal)).body.data.myEmployerLinks;
    expect(
      (await los.gql(DECLINE_EMPLOYER_LINK, { linkUuid: link.uuid }, portal)).body.data.declineEmployerLink
        .status,
    ).toBe('DECLINED');
    expect((await employer.gql(COMPANY_LINKS, {}, portal)).body.data.companyProfessionalLinks).toEqual([]);

    await employer.gql(REQUEST_LINK, { registrationNumber: number, lastName: 'Los' }, portal);
    [link] = (await los.gql(MY_EMPLOYER_LINKS, {}, portal)).body.data.myEmployerLinks;
    await los.gql(CONFIRM_EMPLOYER_LINK, { linkUuid: link.uuid }, portal);
    const [own] = (await employer.gql(COMPANY_LINKS, {}, portal)).body.data.companyProfessionalLinks;
    expect(
      (await employer.gql(END_PROFESSIONAL_LINK, { linkUuid: own.linkUuid }, portal)).body.data
        .endProfessionalLink.status,
    ).toBe('ENDED');
    [link] = (await los.gql(MY_EMPLOYER_LINKS, {}, portal)).body.data.myEmployerLinks;
    expect(link.status).toBe('ended');
    expect(link.history.at(-1)).toMatchObject({
      event: 'ended',
      bySide: 'company',
      by: 'Kindzorg Rotterdam BV',
    });
  });

  it('is limited per company per hour, hits and misses alike', async () => {
    const employer = await t.signedIn('werkgever2@demo.nl');
    for (let i = 0; i < LINK_REQUESTS_PER_HOUR; i += 1) {
      const answer = await employer.gql(
        REQUEST_LINK,
        { registrationNumber: `x${i}`, lastName: 'Niemand' },
        portal,
      );
      expect(answer.body.data.requestProfessionalLink.status).toBe('REQUESTED');
    }
    const throttled = await employer.gql(
      REQUEST_LINK,
      { registrationNumber: 'x', lastName: 'Niemand' },
      portal,
    );
    expect(throttled.body.data.requestProfessionalLink).toEqual({
      status: 'THROTTLED',
      message: ORGANISATION_MESSAGES.linkRequestsThrottled,
    });
  });
});

describe('a link started by the professional', () => {
  it('chooses a confirmed employer (never one in behandeling), and counts at once', async () => {
    const los = await t.signedIn('los@demo.nl');
    const pending = (await los.gql(EMPLOYER_OPTIONS, { search: 'Nieuw Jeugdwerk' }, portal)).body.data
      .employerOptions;
    expect(pending).toEqual([]);
    const [option] = (await los.gql(EMPLOYER_OPTIONS, { search: 'jeugdzorg utr' }, portal)).body.data
      .employerOptions;
    expect(option).toMatchObject({ name: 'Jeugdzorg Utrecht BV', kvkNumber: '30123456' });
    const started = await los.gql(START_EMPLOYER_LINK, { companyUuid: option.uuid }, portal);
    expect(started.body.data.startEmployerLink.status).toBe('LINKED');
    const twice = await los.gql(START_EMPLOYER_LINK, { companyUuid: option.uuid }, portal);
    expect(twice.body.errors[0].extensions.validation.companyUuid).toEqual([
      ORGANISATION_MESSAGES.alreadyLinked,
    ]);
    const employer = await t.signedIn('werkgever@demo.nl');
    const names = (await employer.gql(COMPANY_LINKS, {}, portal)).body.data.companyProfessionalLinks.map(
      (row: { name: string }) => row.name,
    );
    expect(names).toEqual(['Eva Los', 'Jan de Vries']);
  });
});

describe("the professional's own types", () => {
  it('are never reachable by an employer, linked or not', async () => {
    const employer = await t.signedIn('werkgever@demo.nl');
    const answer = await employer.gql(PROFESSIONAL_DETAIL_PROBE, {}, portal);
    // portalInit gives the employer their own detail, never a professional's; the own-record
    // queries refuse them outright.
    expect(answer.body.data?.myDiplomas ?? null).toBeNull();
    expect(
      answer.body.errors.map((error: { extensions: { code: number } }) => error.extensions.code),
    ).toContain(403);
    expect(JSON.stringify(answer.body)).not.toMatch(/isDefaulter|Vries/);
  });
});
