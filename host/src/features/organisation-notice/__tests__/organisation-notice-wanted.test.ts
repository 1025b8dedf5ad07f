import type { CompanyEmployeeDetail, EducatorEmployeeDetail } from '@portal/shared/session';
import { signedInAs, professionalWith } from '../../../testing/portal-state-fixtures';
import { wantsOrganisationNotice } from '../organisation-notice-wanted';

const base = { uuid: 'd-1', fullNameAbbreviated: 'W. Werkgever', email: 'werkgever@demo.nl' };

function companyEmployee(verification: 'pending' | 'confirmed' | 'rejected' | undefined) {
  const detail: CompanyEmployeeDetail = {
    ...base,
    __typename: 'CompanyEmployeeDetail',
    company: { uuid: 'c-1', hasUnfinishedProfile: false, verification },
  };
  return signedInAs('companyEmployee', { detail }).session;
}

function educatorEmployee(verification: 'pending' | 'confirmed' | 'rejected') {
  const detail: EducatorEmployeeDetail = {
    ...base,
    __typename: 'EducatorEmployeeDetail',
    educator: { uuid: 'e-1', hasUnfinishedProfile: false, verification },
  };
  return signedInAs('educatorEmployee', { detail }).session;
}

describe('wantsOrganisationNotice', () => {
  it.each(['dashboard', 'companyProfile'])(
    'shows on %s for an organisation the register has not confirmed, pending or rejected',
    (route) => {
      expect(wantsOrganisationNotice(route, companyEmployee('pending'))).toBe(true);
      expect(wantsOrganisationNotice(route, companyEmployee('rejected'))).toBe(true);
    },
  );

  it('loads nothing for a confirmed organisation: neither its chunk nor its read', () => {
    expect(wantsOrganisationNotice('dashboard', companyEmployee('confirmed'))).toBe(false);
    expect(wantsOrganisationNotice('educatorProfile', educatorEmployee('confirmed'))).toBe(false);
  });

  it("reads the notice when the session does not say (an older api's answer)", () => {
    expect(wantsOrganisationNotice('dashboard', companyEmployee(undefined))).toBe(true);
  });

  it("shows for a provider's employee too, and only on the overview and the profile", () => {
    expect(wantsOrganisationNotice('educatorProfile', educatorEmployee('pending'))).toBe(true);
    expect(wantsOrganisationNotice('companyProfessionals', companyEmployee('pending'))).toBe(false);
  });

  it('never for a professional', () => {
    expect(wantsOrganisationNotice('dashboard', professionalWith({}).session)).toBe(false);
  });
});
