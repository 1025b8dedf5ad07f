/**
 * The authorization matrix (issue 37): every root field of `api/schema.graphql` against every
 * principal, allowed or refused, and for fields that take a record, the record of the caller's own
 * and another's. `authorization-matrix.test.ts` runs every cell against a real database; a root
 * field without a row here fails it. Adding a root field? Add its row (docs/adding-a-screen.md).
 *
 * 'allowed' means the auth scopes let the call through (the resolver may still answer with a
 * validation error for the sample arguments); 'refused' means 401 or 403 and no data.
 */

/** Who asks. The demo accounts and the fixtures the test adds (see principals.ts). */
export const PRINCIPALS = [
  'guest',
  /** nieuw@demo.nl: a professional whose address is not verified yet. */
  'unverified',
  /** professional@demo.nl, linked to company A with consent (and to company C without). */
  'professionalA',
  /** los@demo.nl, linked to no company. */
  'professionalB',
  /** werkgever@demo.nl: beheerder of company A, linked to professional A with consent. */
  'companyABeheerder',
  /** A contactpersoon of company A (linked to professional A with consent, as their company is). */
  'companyAContactpersoon',
  /** Beheerder of company C: a confirmed link to professional A without consent. */
  'companyLinkedNoConsent',
  /** Beheerder of company D: no link. */
  'companyNoLink',
  /** werkgever2@demo.nl: beheerder of company B. */
  'companyB',
  /** nieuwbedrijf@demo.nl: beheerder of a company still 'In behandeling'. */
  'unconfirmedEmployee',
  /** opleider@demo.nl and opleider2@demo.nl: beheerders of providers A and B. */
  'educatorA',
  'educatorB',
  /** Staff looking along in professional A's account: read-only. */
  'staffLookingAlong',
] as const;

export type Principal = (typeof PRINCIPALS)[number];
export type Cell = 'allowed' | 'refused';

/** The kinds of record a field takes; the test knows each principal's own and another's. */
export type RecordKind =
  | 'registrationItem'
  | 'invoice'
  | 'employerLink'
  | 'companyLink'
  | 'colleague'
  | 'accreditation'
  | 'educationSession';

export interface MatrixRow {
  kind: 'query' | 'mutation';
  field: string;
  /** Everyone else is refused. */
  allowed: readonly Principal[];
  /**
   * The field takes a record by this argument: for each allowed principal that owns such a record,
   * another's record must answer exactly like a missing one (and, for queries, their own is found).
   */
  record?: { arg: string; of: RecordKind };
  /** Ends the session (sign-out): run after every other row. */
  endsSession?: boolean;
}

const EVERYONE = PRINCIPALS;
/** Signed-in portal users (not guests). */
const SIGNED_IN = PRINCIPALS.filter((p) => p !== 'guest');
/** Professionals' reads: staff looking along in professional A read as they do. */
const PROFESSIONAL_READ: Principal[] = ['unverified', 'professionalA', 'professionalB', 'staffLookingAlong'];
/** Professionals' writes: verified, and not staff looking along. */
const PROFESSIONAL_WRITE: Principal[] = ['professionalA', 'professionalB'];
const COMPANY_CONFIRMED: Principal[] = [
  'companyABeheerder',
  'companyAContactpersoon',
  'companyLinkedNoConsent',
  'companyNoLink',
  'companyB',
];
const EDUCATORS: Principal[] = ['educatorA', 'educatorB'];
const EMPLOYEES: Principal[] = [...COMPANY_CONFIRMED, 'unconfirmedEmployee', ...EDUCATORS];
const CONFIRMED_EMPLOYEES: Principal[] = [...COMPANY_CONFIRMED, ...EDUCATORS];
/** Beheerders of confirmed organisations: who invites and manages colleagues. */
const CONFIRMED_BEHEERDERS: Principal[] = [
  'companyABeheerder',
  'companyLinkedNoConsent',
  'companyNoLink',
  'companyB',
  ...EDUCATORS,
];
/** Verified portal users that are not staff looking along: every mutation needs both. */
const VERIFIED_ACTING: Principal[] = SIGNED_IN.filter((p) => p !== 'unverified' && p !== 'staffLookingAlong');
/** Public mutations: anyone but staff looking along (who may only sign out). */
const PUBLIC_WRITE: Principal[] = EVERYONE.filter((p) => p !== 'staffLookingAlong');

const query = (field: string, allowed: readonly Principal[], extra: Partial<MatrixRow> = {}): MatrixRow => ({
  kind: 'query',
  field,
  allowed,
  ...extra,
});
const mutation = (
  field: string,
  allowed: readonly Principal[],
  extra: Partial<MatrixRow> = {},
): MatrixRow => ({
  kind: 'mutation',
  field,
  allowed,
  ...extra,
});

export const MATRIX: readonly MatrixRow[] = [
  // Public: the start of every page, the invitation shown on the create form.
  query('portalInit', EVERYONE),
  query('invitation', EVERYONE),
  // Own account (every kind of portal user).
  query('accountProfile', SIGNED_IN),
  // 'Mijn gegevens downloaden' (issue 41): every portal user's own export; staff looking along only read its state.
  query('myDataExport', SIGNED_IN),
  mutation('requestDataExport', VERIFIED_ACTING),
  // The professional's own records.
  query('professionalDashboard', PROFESSIONAL_READ),
  query('professionalAttention', PROFESSIONAL_READ),
  query('professionalRegistrations', PROFESSIONAL_READ),
  query('registrationItem', PROFESSIONAL_READ, { record: { arg: 'uuid', of: 'registrationItem' } }),
  query('registrationChoices', PROFESSIONAL_READ),
  query('diplomaOptions', PROFESSIONAL_READ),
  query('myDiplomas', PROFESSIONAL_READ),
  query('vogRecords', PROFESSIONAL_READ),
  query('vogMaxAgeMonthsOnSubmission', PROFESSIONAL_READ),
  query('myRegistrationCard', PROFESSIONAL_READ),
  // The public register card, by its card id: what anyone with the card's code may check.
  query('registrationCard', EVERYONE),
  query('replacementCardFeeCents', PROFESSIONAL_READ),
  query('directDebitMandate', PROFESSIONAL_READ),
  query('nextYearlyInvoice', PROFESSIONAL_READ),
  query('myEmployerLinks', PROFESSIONAL_READ),
  // The professional's re-registration round and its activities (issue 38).
  query('reRegistration', PROFESSIONAL_READ),
  query('activity', PROFESSIONAL_READ),
  // Uitstel: the own deferral requests and limits (issue 38).
  query('deferral', PROFESSIONAL_READ),
  query('deferralRequest', PROFESSIONAL_READ),
  // Kamerwissel and targetwissel: the own switch requests and choices (issue 38).
  query('switchChoices', PROFESSIONAL_READ),
  query('switchRequest', PROFESSIONAL_READ),
  // Scholingsadvies: the own training advice (issue 38).
  query('trainingAdvice', PROFESSIONAL_READ),
  // Herintreden: the own re-entry requests and the kinds one may ask (issue 38).
  query('reenterRequest', PROFESSIONAL_READ),
  query('rejectedReenterRequest', PROFESSIONAL_READ),
  query('reenterTypes', PROFESSIONAL_READ),
  // Mijn tuchtklachten: the own recorded measures (issue 38).
  query('myDisciplinaryMeasures', PROFESSIONAL_READ),
  query('employerOptions', PROFESSIONAL_READ),
  // The professional's invoice list; one invoice (a payment link) belongs to any portal account.
  query('myInvoices', PROFESSIONAL_READ),
  query('invoice', SIGNED_IN, { record: { arg: 'uuid', of: 'invoice' } }),
  // The employee's own organisation: open before it is confirmed (it says why nothing else is).
  query('myOrganisation', EMPLOYEES),
  query('colleagues', CONFIRMED_EMPLOYEES),
  // The organisation profile (issues 39 and 40): read by every employee, saved by a beheerder.
  query('organisationProfile', EMPLOYEES),
  query('organisationInvoices', CONFIRMED_EMPLOYEES),
  // Practical programmes of the actor's company (issue 39); another company's reads as missing.
  query('practicalProgrammes', COMPANY_CONFIRMED),
  query('practicalProgramme', COMPANY_CONFIRMED),
  query('companyProfessionalLinks', COMPANY_CONFIRMED),
  // The employer's linked professionals at scale (issue 39): the company is the actor's.
  query('companyProfessionals', COMPANY_CONFIRMED),
  query('companyProfessionalsCsv', COMPANY_CONFIRMED),
  query('companyProfessionalMutations', COMPANY_CONFIRMED),
  query('companyProfessionalMutationsCsv', COMPANY_CONFIRMED),
  // The contact person's own digest choice (issue 39, alerts).
  query('employerDigest', COMPANY_CONFIRMED),
  query('companyDashboard', [...COMPANY_CONFIRMED, 'unconfirmedEmployee']),
  // Werkgeversverklaring: the company's open requests to confirm hours (issues 38, 39).
  query('companyStatementRequests', [...COMPANY_CONFIRMED, 'unconfirmedEmployee']),
  query('chamberReRegistrationRequirements', COMPANY_CONFIRMED),
  // The public register lookup (issue 39): anyone, no account.
  query('publicRegister', EVERYONE),
  // Issue 40: the provider portal, for employees of confirmed providers.
  query('educatorAccreditations', EDUCATORS),
  query('educatorAccreditation', EDUCATORS, { record: { arg: 'uuid', of: 'accreditation' } }),
  query('educatorAwardableSessions', EDUCATORS),
  query('educatorDashboard', EDUCATORS),
  query('educatorSession', EDUCATORS, { record: { arg: 'uuid', of: 'educationSession' } }),
  query('educatorSessionAwards', EDUCATORS, { record: { arg: 'sessionUuid', of: 'educationSession' } }),
  query('accreditationTerms', EDUCATORS),
  query('trainingRegister', COMPANY_CONFIRMED),

  // Public mutations.
  mutation('loginPortalUser', PUBLIC_WRITE),
  mutation('loginAsPortalUser', PUBLIC_WRITE),
  mutation('loginFromPt', PUBLIC_WRITE),
  mutation('requestPasswordReset', PUBLIC_WRITE),
  mutation('resetPassword', PUBLIC_WRITE),
  mutation('createAccount', PUBLIC_WRITE),
  mutation('completeAccountMigration', PUBLIC_WRITE),
  mutation('requestReactivation', PUBLIC_WRITE),
  mutation('verifyEmail', PUBLIC_WRITE),
  mutation('confirmEmailChange', PUBLIC_WRITE),
  // Signing out is open to everyone signed in, staff looking along too.
  mutation('logoutPortalUser', EVERYONE, { endsSession: true }),
  // Before verification: ask for a new link, edit the profile, change address or password.
  mutation(
    'resendActivationEmail',
    SIGNED_IN.filter((p) => p !== 'staffLookingAlong'),
  ),
  mutation(
    'updateAccountProfile',
    SIGNED_IN.filter((p) => p !== 'staffLookingAlong'),
  ),
  mutation(
    'changeEmail',
    SIGNED_IN.filter((p) => p !== 'staffLookingAlong'),
  ),
  mutation(
    'changePassword',
    SIGNED_IN.filter((p) => p !== 'staffLookingAlong'),
  ),
  // The old portal's authorisation, which only professionals and employers had.
  mutation('confirmLegacyAuthorization', [
    ...PROFESSIONAL_WRITE,
    ...COMPANY_CONFIRMED,
    'unconfirmedEmployee',
  ]),
  mutation('createPtLoginToken', PROFESSIONAL_WRITE),
  mutation('startPayment', VERIFIED_ACTING),
  // The professional's own writes.
  mutation('createRegistration', PROFESSIONAL_WRITE),
  mutation('saveRegistrationStep', PROFESSIONAL_WRITE),
  mutation('requestRegistrationInvoice', PROFESSIONAL_WRITE),
  mutation('submitRegistration', PROFESSIONAL_WRITE),
  mutation('createActivity', PROFESSIONAL_WRITE),
  mutation('updateActivity', PROFESSIONAL_WRITE),
  mutation('deleteActivity', PROFESSIONAL_WRITE),
  mutation('submitReRegistration', PROFESSIONAL_WRITE),
  // Afronden met NIP- of NVO-bewijs (issue 38): a gedragswetenschapper's own open round only.
  mutation('submitNipNvoProof', PROFESSIONAL_WRITE),
  mutation('requestDeferral', PROFESSIONAL_WRITE),
  mutation('saveSwitchRequest', PROFESSIONAL_WRITE),
  mutation('submitSwitchRequest', PROFESSIONAL_WRITE),
  // Werkgeversverklaring (issues 38, 39): the professional backs the hours, the company confirms.
  mutation('uploadEmployerStatement', PROFESSIONAL_WRITE),
  mutation('requestEmployerStatement', PROFESSIONAL_WRITE),
  mutation('confirmEmployerStatement', COMPANY_CONFIRMED),
  mutation('createTrainingAdvice', PROFESSIONAL_WRITE),
  mutation('saveTrainingAdvice', PROFESSIONAL_WRITE),
  mutation('submitTrainingAdvice', PROFESSIONAL_WRITE),
  mutation('completeTrainingAdvice', PROFESSIONAL_WRITE),
  mutation('createReenterRequest', PROFESSIONAL_WRITE),
  mutation('saveReenterRequest', PROFESSIONAL_WRITE),
  mutation('requestReenterInvoice', PROFESSIONAL_WRITE),
  mutation('submitReenterRequest', PROFESSIONAL_WRITE),
  mutation('startRegistrationFromRejected', PROFESSIONAL_WRITE),
  mutation('addDiploma', PROFESSIONAL_WRITE),
  mutation('removeDiploma', PROFESSIONAL_WRITE),
  mutation('addVogRecord', PROFESSIONAL_WRITE),
  mutation('orderReplacementCard', PROFESSIONAL_WRITE),
  mutation('signDirectDebitMandate', PROFESSIONAL_WRITE),
  mutation('revokeDirectDebitMandate', PROFESSIONAL_WRITE),
  mutation('startEmployerLink', PROFESSIONAL_WRITE),
  mutation('confirmEmployerLink', PROFESSIONAL_WRITE, { record: { arg: 'linkUuid', of: 'employerLink' } }),
  mutation('declineEmployerLink', PROFESSIONAL_WRITE, { record: { arg: 'linkUuid', of: 'employerLink' } }),
  mutation('setEmployerLinkConsent', PROFESSIONAL_WRITE, { record: { arg: 'linkUuid', of: 'employerLink' } }),
  mutation('endEmployerLink', PROFESSIONAL_WRITE, { record: { arg: 'linkUuid', of: 'employerLink' } }),
  // The organisation: the profile may be filled in before staff confirm it; nothing else.
  mutation('updateOrganisationProfile', [...CONFIRMED_BEHEERDERS, 'unconfirmedEmployee']),
  mutation('saveOrganisationProfile', [...CONFIRMED_BEHEERDERS, 'unconfirmedEmployee']),
  mutation('inviteColleague', CONFIRMED_BEHEERDERS),
  mutation('savePracticalProgramme', COMPANY_CONFIRMED),
  mutation('setEmployerDigest', COMPANY_CONFIRMED),
  mutation('changeColleagueRole', CONFIRMED_BEHEERDERS, { record: { arg: 'userUuid', of: 'colleague' } }),
  mutation('removeColleague', CONFIRMED_BEHEERDERS, { record: { arg: 'userUuid', of: 'colleague' } }),
  mutation('requestProfessionalLink', COMPANY_CONFIRMED),
  mutation('endProfessionalLink', COMPANY_CONFIRMED, { record: { arg: 'linkUuid', of: 'companyLink' } }),
  mutation('addEducationSession', EDUCATORS, { record: { arg: 'accreditationUuid', of: 'accreditation' } }),
  mutation('checkParticipantPoints', EDUCATORS, { record: { arg: 'sessionUuid', of: 'educationSession' } }),
  mutation('awardParticipantPoints', EDUCATORS, { record: { arg: 'sessionUuid', of: 'educationSession' } }),
  mutation('correctEducationSession', EDUCATORS, { record: { arg: 'sessionUuid', of: 'educationSession' } }),
  mutation('correctAwardedPoints', EDUCATORS, { record: { arg: 'sessionUuid', of: 'educationSession' } }),
  mutation('withdrawAwardedPoints', EDUCATORS, { record: { arg: 'sessionUuid', of: 'educationSession' } }),
  mutation('saveAccreditation', EDUCATORS, { record: { arg: 'uuid', of: 'accreditation' } }),
  mutation('requestAccreditationInvoice', EDUCATORS, { record: { arg: 'uuid', of: 'accreditation' } }),
  mutation('submitAccreditation', EDUCATORS, { record: { arg: 'uuid', of: 'accreditation' } }),
];

/** A row's cells: every principal, allowed or refused. */
export function cellsOf(row: MatrixRow): Record<Principal, Cell> {
  const allowed = new Set<Principal>(row.allowed);
  return Object.fromEntries(PRINCIPALS.map((p) => [p, allowed.has(p) ? 'allowed' : 'refused'])) as Record<
    Principal,
    Cell
  >;
}
