import type { PortalState } from '@portal/shared/session';
import { resolveGuard } from '../../../features/guards/resolve-guard';
import { professionalWith, signedInAs, userOf, stateWith } from '../../../testing/portal-state-fixtures';
import { routeByName, type RouteName } from '@portal/shared/routes';

const guard = (name: RouteName, state: PortalState, path = '/entry', params = {}) =>
  resolveGuard(routeByName(name), state, path, params);
const editable = (uuid: string) => ({ uuid, permissions: { canEdit: true } });

describe('registration entry', () => {
  it('goes to step 2 of the open registration edit item', () => {
    const state = professionalWith({ openRegistration: { editItem: editable('open-1') } });
    expect(guard('registration', state)).toEqual({ allow: false, redirect: '/registreren/open-1/2' });
  });
  it('else to step 2 of the current approved item', () => {
    const state = professionalWith({
      approvedRegistration: { uuid: 'r', currentItem: { uuid: 'item-1', fromDate: null, tillDate: null } },
    });
    expect(guard('registration', state)).toEqual({ allow: false, redirect: '/registreren/item-1/2' });
  });
  it('else needs registration.create, otherwise the dashboard', () => {
    expect(guard('registration', professionalWith({}, { 'registration.create': true }))).toEqual({
      allow: true,
    });
    expect(guard('registration', professionalWith({}))).toEqual({ allow: false, redirect: '/dashboard' });
  });
});

describe('re-registration entry', () => {
  it('needs an approved registration with an edit item', () => {
    const withEditItem = professionalWith({ approvedRegistration: { uuid: 'r', editItem: editable('e-1') } });
    expect(guard('reRegistration', withEditItem)).toEqual({ allow: true });
    expect(guard('reRegistration', professionalWith({}))).toEqual({ allow: false, redirect: '/dashboard' });
  });
});

describe('Afronden met NIP- of NVO-bewijs entry', () => {
  const approvedIn = (branch: string, editItem: ReturnType<typeof editable> | null) =>
    professionalWith({
      approvedRegistration: {
        uuid: 'r',
        currentItem: {
          uuid: 'period-1',
          fromDate: '2022-01-01',
          tillDate: '2027-01-01',
          registrationTarget: { registrationBranch: { value: branch, label: branch } },
        },
        editItem,
      },
    });

  it('opens for a gedragswetenschapper whose approved registration has an open round', () => {
    expect(guard('reRegistrationNipNvo', approvedIn('gedragswetenschapper', editable('round-1')))).toEqual({
      allow: true,
    });
  });
  it('sends another chamber to the dashboard, open round or not', () => {
    expect(
      guard('reRegistrationNipNvo', approvedIn('jeugd-en-gezinsprofessional', editable('round-1'))),
    ).toEqual({ allow: false, redirect: '/dashboard' });
  });
  it('sends a gedragswetenschapper without an open round, or without an approved registration, to the dashboard', () => {
    expect(guard('reRegistrationNipNvo', approvedIn('gedragswetenschapper', null))).toEqual({
      allow: false,
      redirect: '/dashboard',
    });
    const applying = professionalWith({ openRegistration: { editItem: editable('open-1') } });
    expect(guard('reRegistrationNipNvo', applying)).toEqual({ allow: false, redirect: '/dashboard' });
  });
});

describe.each([
  ['reenterRequest', 'latestReenterRequest', '/herintreden'],
  ['branchSwitchRequest', 'latestBranchSwitchRequest', '/kamerwissel'],
  ['targetSwitchRequest', 'latestTargetSwitchRequest', '/targetwissel'],
] as const)('%s entry', (route, field, base) => {
  it('sends an editable latest request to its step 1', () => {
    expect(guard(route, professionalWith({ [field]: editable('req-1') }))).toEqual({
      allow: false,
      redirect: `${base}/req-1/1`,
    });
  });
  it('opens a new request when the latest is not editable', () => {
    const state = professionalWith({ [field]: { uuid: 'req-1', permissions: { canEdit: false } } });
    expect(guard(route, state)).toEqual({ allow: true });
  });
  it('leaves an explicit request alone', () => {
    const state = professionalWith({ [field]: editable('req-1') });
    expect(guard(route, state, '/x', { uuid: 'other' })).toEqual({ allow: true });
  });
});

describe('training advice entry', () => {
  it('sends an existing advice to its form', () => {
    const state = professionalWith({ trainingAdvice: { uuid: 'adv-1' } }, { 'trainingAdvice.create': true });
    expect(guard('trainingAdviceCreate', state)).toEqual({
      allow: false,
      redirect: '/scholingsadvies/adv-1/1',
    });
  });
  it('needs trainingAdvice.create to start one', () => {
    expect(guard('trainingAdviceCreate', professionalWith({}, { 'trainingAdvice.create': true }))).toEqual({
      allow: true,
    });
    expect(guard('trainingAdviceCreate', professionalWith({}))).toEqual({
      allow: false,
      redirect: '/dashboard',
    });
  });
  it('completing needs trainingAdvice.complete or .create, and an existing advice does not redirect', () => {
    const state = professionalWith(
      { trainingAdvice: { uuid: 'adv-1' } },
      { 'trainingAdvice.complete': true },
    );
    expect(guard('completeTrainingAdvice', state)).toEqual({ allow: true });
    expect(guard('completeTrainingAdvice', professionalWith({}))).toEqual({
      allow: false,
      redirect: '/dashboard',
    });
  });
});

describe('activity creation', () => {
  it('needs activity.create', () => {
    expect(guard('activityCreate', professionalWith({}, { 'activity.create': true }))).toEqual({
      allow: true,
    });
    expect(guard('activityCreate', professionalWith({}))).toEqual({ allow: false, redirect: '/dashboard' });
  });
});

describe('unfinished profile', () => {
  it('forces the profile page of a professional, but not on the profile page itself', () => {
    const state = professionalWith({ hasUnfinishedProfile: true });
    expect(guard('dashboard', state)).toEqual({
      allow: false,
      redirect: '/account/profiel/aanpassen/persoonsgegevens',
    });
    expect(guard('accountProfile', state, '/account/profiel/aanpassen/persoonsgegevens')).toEqual({
      allow: true,
    });
  });

  it('forces the organisation profile of a provider and of a company', () => {
    const educator = stateWith({
      auth: true,
      verified: true,
      user: userOf('educatorEmployee', {
        detail: {
          __typename: 'EducatorEmployeeDetail',
          uuid: 'e',
          fullNameAbbreviated: 'O. Pleider',
          email: null,
          educator: { uuid: 'o', hasUnfinishedProfile: true },
        },
      }),
    });
    expect(guard('dashboard', educator)).toEqual({ allow: false, redirect: '/organisatie' });
    const company = stateWith({
      auth: true,
      verified: true,
      user: userOf('companyEmployee', {
        detail: {
          __typename: 'CompanyEmployeeDetail',
          uuid: 'c',
          fullNameAbbreviated: 'W. Gever',
          email: null,
          company: { uuid: 'co', hasUnfinishedProfile: true },
        },
      }),
    });
    expect(guard('companyInvoices', company)).toEqual({
      allow: false,
      redirect: '/werkgever/organisatie-profiel',
    });
  });

  it('leaves a finished profile alone', () => {
    expect(guard('dashboard', signedInAs('professional'))).toEqual({ allow: true });
  });
});

describe('unsubscribed professional', () => {
  it('goes to the dashboard from registration flows', () => {
    const state = professionalWith(
      {
        approvedRegistration: {
          uuid: 'r',
          editItem: { uuid: 'e', unsubscribedAt: '2026-01-01', permissions: { canEdit: false } },
        },
      },
      { 'activity.create': true },
    );
    expect(guard('activityCreate', state)).toEqual({ allow: false, redirect: '/dashboard' });
    expect(guard('invoices', state)).toEqual({ allow: true });
  });
});
