/** A round as the api answers reRegistrationQuery, for the screens' tests. */
export const TODAY = new Date().toISOString().slice(0, 10);

const CATEGORY = {
  code: 'scholing',
  label: 'Scholing',
  unit: 'points',
  hasSubActivities: false,
  providerLabel: 'Aanbieder',
};

export const COURSE = {
  uuid: 'a-1',
  title: 'Motiverende gespreksvoering',
  providerName: 'Academie Jeugd',
  activityDate: '2026-03-02',
  hours: 42,
  points: 42,
  source: 'professional',
  courseName: null,
  parentUuid: null,
  countsForNextPeriod: false,
  category: CATEGORY,
  medias: { nodes: [] },
  permissions: { canEdit: true },
  subActivities: [],
};

function line(code: string, label: string, unit: string, required: number, achieved: number, text: string) {
  return {
    code,
    label,
    unit,
    isWorkExperience: code === 'werkervaring',
    required,
    achieved,
    met: achieved >= required,
    text,
  };
}

export function roundOf(overrides: Record<string, unknown> = {}) {
  return {
    uuid: 'round-1',
    statusEnum: { value: 'ongoing', label: 'Lopend' },
    periodFromDate: '2022-02-01',
    periodTillDate: '2027-02-01',
    deadline: '2027-02-01',
    submittedAt: null,
    requirementSetLabel: 'Jeugd- en gezinsprofessionals',
    canSubmit: false,
    submitBlockers: ['Scholing: nog 18 punten nodig.'],
    activityDateMin: '2022-02-01',
    activityDateMax: TODAY,
    permissions: { canEdit: true },
    categories: [
      { ...CATEGORY, pointsPerHour: 1, isWorkExperience: false },
      {
        code: 'werkervaring',
        label: 'Werkervaring',
        unit: 'hours',
        pointsPerHour: 0,
        hasSubActivities: false,
        isWorkExperience: true,
        providerLabel: 'Werkgever',
      },
    ],
    progress: [
      line('werkervaring', 'Werkervaring', 'hours', 3368, 3368, '3.368 van 3.368 uur'),
      line('scholing', 'Scholing', 'points', 60, 42, '42 van 60 punten'),
    ],
    activityPage: { totalCount: 1, pageSize: 20, nodes: [COURSE] },
    nextPeriodActivities: [],
    employerStatement: null,
    offersNipNvoProof: false,
    nipNvoProof: null,
    statementEmployers: [{ linkUuid: 'link-1', name: 'Jeugdzorg Utrecht BV' }],
    ...overrides,
  };
}
