import { PROFESSIONAL_SECTIONS } from '@portal/shared/options';
import { GraphQLError } from 'graphql';
import { throwValidationError } from '../graphql-errors';
import { throttledMessage } from '../auth/login-throttle';
import { addToDate, toDateString, todayInNetherlands } from '../domain/dates';
import { fullName, fullNameAbbreviated } from '../domain/names';
import { professionalPolicies, professionalSections, type ProfessionalFacts } from '../domain/portal-access';

const NOTHING: ProfessionalFacts = {
  hasOpenRegistration: false,
  hasApprovedRegistration: false,
  hasReRegistrationRound: false,
  hasRejectedItem: false,
  hasLapsedRegistration: false,
  hasOldDossier: false,
  canSwitchToPostmaster: false,
  trainingAdviceStatus: null,
  reenterRequestStatus: null,
  hasBranchSwitchRequest: false,
  hasTargetSwitchRequest: false,
};

describe('sections and policies of a professional', () => {
  it('lets a professional without registrations apply, and hides registered-only parts', () => {
    expect(professionalPolicies(NOTHING)).toEqual({
      'registration.create': true,
      'activity.create': false,
      'trainingAdvice.create': false,
      'trainingAdvice.complete': false,
    });
    const sections = professionalSections(NOTHING);
    expect(sections).toEqual(
      expect.arrayContaining(['dashboard', 'accountProfile', 'registration', 'vog', 'invoices']),
    );
    for (const hidden of [
      'reRegistration',
      'rejectedRegistration',
      'registrationCard',
      'reenter',
      'oldDossier',
    ]) {
      expect(sections).not.toContain(hidden);
    }
  });

  it('shows re-registration only with an approved registration', () => {
    const approved = { ...NOTHING, hasApprovedRegistration: true, hasReRegistrationRound: true };
    expect(professionalSections(approved)).toContain('reRegistration');
    expect(professionalPolicies(approved)['activity.create']).toBe(true);
    expect(professionalPolicies(approved)['registration.create']).toBe(false);
    // A registered professional may ask for training advice, once (issue 38).
    expect(professionalPolicies(approved)['trainingAdvice.create']).toBe(true);
    expect(professionalSections(approved)).toContain('trainingAdvice');
    expect(
      professionalPolicies({ ...approved, trainingAdviceStatus: 'completed' })['trainingAdvice.create'],
    ).toBe(false);
  });

  it('shows the rejected application only when there is one', () => {
    expect(professionalSections({ ...NOTHING, hasRejectedItem: true })).toContain('rejectedRegistration');
  });

  it('offers the postmaster switch only where the chamber has postmaster targets', () => {
    const approved = { ...NOTHING, hasApprovedRegistration: true };
    expect(professionalSections(approved)).not.toContain('targetSwitch');
    expect(professionalSections({ ...approved, canSwitchToPostmaster: true })).toContain('targetSwitch');
  });

  it('opens re-entry after a lapsed registration and training advice after an approved re-entry', () => {
    expect(professionalSections({ ...NOTHING, hasLapsedRegistration: true })).toContain('reenter');
    const reentered = { ...NOTHING, reenterRequestStatus: 'approved' as const };
    expect(professionalPolicies(reentered)['trainingAdvice.create']).toBe(true);
    expect(professionalSections(reentered)).toContain('trainingAdvice');
    const assessed = { ...reentered, trainingAdviceStatus: 'processing' as const };
    expect(professionalPolicies(assessed)).toMatchObject({
      'trainingAdvice.create': false,
      'trainingAdvice.complete': true,
    });
  });

  it('only ever names sections the shared list knows', () => {
    const everything = Object.fromEntries(
      Object.keys(NOTHING).map((key) => [key, true]),
    ) as unknown as ProfessionalFacts;
    for (const section of professionalSections(everything)) expect(PROFESSIONAL_SECTIONS).toContain(section);
  });
});

describe('names and dates', () => {
  it('abbreviates names the Dutch way', () => {
    const jan = { initials: 'J.', firstName: 'Jan', infix: 'de', lastName: 'Vries' };
    expect(fullNameAbbreviated(jan)).toBe('J. de Vries');
    expect(fullName(jan)).toBe('Jan de Vries');
    expect(fullNameAbbreviated({ initials: null, firstName: 'sanne', infix: null, lastName: 'Jansen' })).toBe(
      'S. Jansen',
    );
  });

  it('computes dates in the Netherlands', () => {
    // 23:30 UTC on 31 December is already New Year in Amsterdam.
    expect(todayInNetherlands(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(addToDate('2021-03-31', { years: 5 })).toBe('2026-03-31');
    expect(addToDate('2026-01-31', { months: 1 })).toBe('2026-03-03');
  });

  it('gives a moment as its calendar day in the Netherlands, in winter and in summer time', () => {
    // Winter (UTC+1): 23:30 UTC is 00:30 the next day; 22:59 UTC is still the same day.
    expect(toDateString(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
    expect(toDateString(new Date('2026-01-31T22:59:00Z'))).toBe('2026-01-31');
    // Summer time (UTC+2) began on 29 March 2026: 23:30 UTC on 31 March is 1 April, and so is 22:30.
    expect(toDateString(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(toDateString(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(toDateString(new Date('2026-03-31T21:59:00Z'))).toBe('2026-03-31');
    expect(toDateString('2026-03-31T23:30:00.000Z')).toBe('2026-04-01');
    // A calendar day stays the day it is.
    expect(toDateString('2026-03-31')).toBe('2026-03-31');
    expect(toDateString('geen datum')).toBeNull();
    expect(toDateString(new Date(Number.NaN))).toBeNull();
  });

  it('names the waiting time in seconds or minutes', () => {
    expect(throttledMessage(52)).toBe('Te veel inlogpogingen. Probeer het over 52 seconden opnieuw.');
    expect(throttledMessage(1)).toBe('Te veel inlogpogingen. Probeer het over 1 seconde opnieuw.');
    expect(throttledMessage(61)).toBe('Te veel inlogpogingen. Probeer het over 2 minuten opnieuw.');
  });
});

describe('validation errors', () => {
  it('carry code 422 and the messages per field', () => {
    let caught: unknown;
    try {
      throwValidationError({ email: ['Ongeldige waarde.'] });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(GraphQLError);
    expect((caught as GraphQLError).extensions).toEqual({
      code: 422,
      validation: { email: ['Ongeldige waarde.'] },
    });
  });
});
