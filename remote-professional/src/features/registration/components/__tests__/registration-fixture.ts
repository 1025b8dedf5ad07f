/** Answers of the api for the wizard's tests, shaped as the schema answers them. */
export const JGP = 'target-jgp';
export const PSY = 'target-psy';

export const CHOICES = {
  registrationChoices: [
    {
      firstYearFeeCents: 0,
      target: {
        uuid: JGP,
        label: 'Jeugd- en gezinsprofessional',
        systemLabel: 'jeugd-en-gezinsprofessional',
        isPostmaster: false,
        registrationBranch: { value: 'jeugd-en-gezinsprofessional', label: 'Jeugd- en gezinsprofessionals' },
      },
    },
    {
      firstYearFeeCents: 8000,
      target: {
        uuid: PSY,
        label: 'Master psycholoog',
        systemLabel: 'master-psycholoog',
        isPostmaster: false,
        registrationBranch: { value: 'psychologen', label: 'Psychologen' },
      },
    },
  ],
  vogMaxAgeMonthsOnSubmission: 3,
};

export const DIPLOMA = {
  uuid: 'diploma-1',
  date: '2018-07-01',
  diplomaCity: 'Utrecht',
  diplomaEducationLabel: null,
  diplomaEducatorLabel: 'Hogeschool Noord',
  type: { uuid: 'type-1', label: 'Hbo-bachelor' },
  diplomaEducation: { uuid: 'edu-1', label: 'Pedagogiek' },
  diplomaEducator: null,
  medias: {
    nodes: [
      {
        uuid: 'copy-1',
        filename: 'diploma.pdf',
        updatedAt: null,
        signedUrl: 'https://api.test/files/copy-1',
      },
    ],
  },
};

export const DIPLOMA_OPTIONS = {
  diplomaOptions: {
    types: [{ value: 'type-1', label: 'Hbo-bachelor' }],
    educations: [
      { value: 'edu-1', label: 'Pedagogiek' },
      { value: '**other**', label: 'Anders, namelijk...' },
    ],
    educators: [
      { value: 'school-1', label: 'Hogeschool Utrecht' },
      { value: '**other**', label: 'Anders, namelijk...' },
    ],
  },
};

const isoDaysAgo = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

export const RECENT_VOG_DATE = isoDaysAgo(10);
/** Older than the 3 months a VOG may be at submission. */
export const OLD_VOG_DATE = isoDaysAgo(200);

export const COMPLETE_DATA = {
  keuze: { registrationTargetUuid: JGP },
  persoonsgegevens: { dateOfBirth: '1994-05-17', placeOfBirth: 'Amersfoort', gender: 'vrouw' },
  // Young enough on any day the tests run: a VOG's age is judged against today.
  vog: { issuedOn: RECENT_VOG_DATE, mediaUuid: 'vog-1' },
  verklaringen: { truthful: 1, privacy: 1 },
};

export function itemAnswer(overrides: Record<string, unknown> = {}) {
  return {
    registrationItem: {
      uuid: 'item-1',
      status: 'draft',
      step: 3,
      data: { keuze: { registrationTargetUuid: JGP }, persoonsgegevens: COMPLETE_DATA.persoonsgegevens },
      decisionReason: null,
      registrationTarget: { uuid: JGP, systemLabel: 'jeugd-en-gezinsprofessional' },
      permissions: { canEdit: true },
      firstYearFeeStatus: 'none',
      medias: {
        nodes: [
          { uuid: 'vog-1', filename: 'vog.png', updatedAt: null, signedUrl: 'https://api.test/files/vog-1' },
        ],
      },
      ...overrides,
    },
  };
}
