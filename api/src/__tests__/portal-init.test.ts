import { COMPANY_EMPLOYEE_SECTIONS, EDUCATOR_EMPLOYEE_SECTIONS } from '@portal/shared/options';
import { withTestApp } from '../../testing/test-app';
import { todayInNetherlands } from '../domain/dates';

const t = withTestApp();

async function sessionOf(email?: string) {
  const browser = t.browser();
  if (email) expect((await browser.login(email)).body.data.loginPortalUser.status).toBe('LOGGED_IN');
  const response = await browser.portalInit();
  expect(response.status).toBe(200);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.portalInit.session;
}

describe('portalInit', () => {
  it('answers a guest with no user, no sections and empty policies', async () => {
    const session = await sessionOf();
    expect(session).toEqual({
      auth: false,
      user: null,
      sections: [],
      policies: {},
      maintenance: false,
      banner: false,
      impersonating: false,
      verified: false,
    });
  });

  it('gives the approved professional its registration, sections and policies', async () => {
    const session = await sessionOf('professional@demo.nl');
    expect(session).toMatchObject({ auth: true, verified: true, impersonating: false });
    const { user } = session;
    expect(user).toMatchObject({
      username: 'professional@demo.nl',
      isVerified: true,
      detailTypeObject: { value: 'professional', label: 'professional' },
      restrictionType: null,
    });
    const detail = user.detail;
    expect(detail).toMatchObject({
      __typename: 'ProfessionalDetail',
      initials: 'J.',
      firstName: 'Jan',
      infix: 'de',
      lastName: 'Vries',
      fullNameAbbreviated: 'J. de Vries',
      email: 'professional@demo.nl',
      accountVerificationPending: null,
      hasUnsubmittedOpenRegistration: false,
      openRegistration: null,
      lastRejectedRegistrationItem: null,
      trainingAdvice: null,
      latestReenterRequest: null,
    });
    expect(user.mostRecentVogDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const approved = detail.approvedRegistration;
    expect(approved.periods).toBe(1);
    expect(approved.currentItem.registrationTarget.registrationBranch).toEqual({
      value: 'jeugd-en-gezinsprofessional',
      label: 'Jeugd- en gezinsprofessionals',
    });
    const today = todayInNetherlands();
    expect(approved.currentItem.fromDate < today).toBe(true);
    expect(approved.currentItem.tillDate > today).toBe(true);
    expect(approved.editItem).toMatchObject({
      statusEnum: { value: 'ongoing', label: 'Lopend' },
      permissions: { canEdit: true },
    });
    expect(session.sections).toEqual(
      expect.arrayContaining(['dashboard', 'reRegistration', 'registrationCard']),
    );
    expect(session.sections).not.toContain('rejectedRegistration');
    expect(session.policies).toEqual({
      'registration.create': false,
      'activity.create': true,
      // A registered professional may ask for training advice (issue 38).
      'trainingAdvice.create': true,
      'trainingAdvice.complete': false,
    });
  });

  it('shows a draft registration as unsubmitted and open', async () => {
    const session = await sessionOf('concept@demo.nl');
    const detail = session.user.detail;
    expect(detail.hasUnsubmittedOpenRegistration).toBe(true);
    expect(detail.openRegistration).toMatchObject({
      status: 'draft',
      statusEnum: { value: 'draft', label: 'Concept' },
    });
    expect(detail.openRegistration.items[0]).toMatchObject({
      registrationTarget: { systemLabel: 'jeugd-en-gezinsprofessional' },
      permissions: { canEdit: true },
    });
    expect(detail.approvedRegistration).toBeNull();
    expect(session.sections).not.toContain('reRegistration');
    expect(session.policies['registration.create']).toBe(false);
  });

  it('marks an unverified professional, with its pending verification', async () => {
    const session = await sessionOf('nieuw@demo.nl');
    expect(session).toMatchObject({ auth: true, verified: false });
    expect(session.user.isVerified).toBe(false);
    expect(session.user.detail.accountVerificationPending.verificationLinkExpiresAt).toMatch(/Z$/);
    expect(session.policies['registration.create']).toBe(true);
  });

  it('gives a company employee its company and the employer sections', async () => {
    const session = await sessionOf('werkgever@demo.nl');
    expect(session.user.detailTypeObject).toEqual({ value: 'companyEmployee', label: 'werkgever' });
    expect(session.user.detail).toMatchObject({
      __typename: 'CompanyEmployeeDetail',
      fullNameAbbreviated: 'P. Visser',
      jobTitle: 'HR-adviseur',
      company: {
        kvkNumber: '30123456',
        paysForEmployees: true,
        hasUnfinishedProfile: false,
        verification: 'confirmed',
        status: { value: 'active' },
      },
    });
    expect(session.sections).toEqual([...COMPANY_EMPLOYEE_SECTIONS]);
    expect(Object.values(session.policies).every((value) => value === false)).toBe(true);
  });

  it('gives an educator employee its educator and the provider sections', async () => {
    const session = await sessionOf('opleider@demo.nl');
    expect(session.user.detailTypeObject).toEqual({ value: 'educatorEmployee', label: 'opleider' });
    expect(session.user.detail).toMatchObject({
      __typename: 'EducatorEmployeeDetail',
      educator: { hasUnfinishedProfile: false, verification: 'confirmed' },
    });
    expect(session.sections).toEqual([...EDUCATOR_EMPLOYEE_SECTIONS]);
  });
});
