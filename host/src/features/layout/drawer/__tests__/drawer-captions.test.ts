import type { PortalSessionData } from '@portal/shared/session';
import { captionText } from '../drawer-captions';

function sessionWith(approvedRegistration: Record<string, unknown>): PortalSessionData {
  return {
    user: { detail: { __typename: 'ProfessionalDetail', approvedRegistration } },
  } as unknown as PortalSessionData;
}

describe('the Herregistratie caption', () => {
  it("shows the api's one re-registration deadline, not a date of its own", () => {
    const session = sessionWith({
      uuid: 'r1',
      reRegistrationDeadline: '2027-08-01',
      currentItem: { uuid: 'i1', fromDate: '2022-02-01', tillDate: '2027-02-01' },
    });
    // A deferral moved the deadline: the drawer follows it, not the period's tillDate.
    expect(captionText('reRegistrationDeadline', session)).toBe('uiterlijk 01-08-2027');
  });

  it('shows nothing without a deadline', () => {
    expect(
      captionText('reRegistrationDeadline', sessionWith({ uuid: 'r1', reRegistrationDeadline: null })),
    ).toBeNull();
  });
});
