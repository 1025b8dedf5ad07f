/**
 * A shared package's exports change only with its version (docs/decisions/0008): the committed
 * shared/exports-report.json must match what the entry points export now, at the versions they have.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compareReports, currentReport, readReport } = require('../exports-report.cjs');

type Report = Record<string, { package: string; version: string; values: string[]; types: string[] }>;

const recorded: Report = {
  '@portal/shared/format': {
    package: '@portal/shared-format',
    version: '1.0.0',
    values: ['formatDate', 'formatNumber'],
    types: ['DateInput'],
  },
};
const withFormat = (change: Partial<Report[string]>): Report => ({
  '@portal/shared/format': { ...recorded['@portal/shared/format']!, ...change },
});

describe('the exports report', () => {
  it('matches the exports and versions of every entry point', () => {
    const problems: string[] = compareReports(readReport(), currentReport());
    expect(problems).toEqual([]);
  }, 120_000);

  it('fails when an export is added without a version change', () => {
    const problems = compareReports(
      recorded,
      withFormat({ values: ['formatDate', 'formatMoney', 'formatNumber'] }),
    );
    expect(problems).toEqual([expect.stringContaining('nieuw: formatMoney')]);
    expect(problems[0]).toContain('staat nog op 1.0.0');
  });

  it('fails when an exported type disappears without a version change', () => {
    expect(compareReports(recorded, withFormat({ types: [] }))[0]).toContain('weg: DateInput');
  });

  it('asks for a major when an export disappears and for a minor when one is added', () => {
    expect(compareReports(recorded, withFormat({ values: ['formatDate'], version: '1.1.0' }))[0]).toContain(
      'nieuwe major',
    );
    expect(
      compareReports(
        recorded,
        withFormat({ values: ['formatDate', 'formatMoney', 'formatNumber'], version: '1.0.1' }),
      )[0],
    ).toContain('minstens een nieuwe minor');
  });

  it('after a fitting version change only asks to record the report again', () => {
    const problems = compareReports(
      recorded,
      withFormat({ values: ['formatDate', 'formatMoney', 'formatNumber'], version: '1.1.0' }),
    );
    expect(problems).toEqual([expect.stringContaining('leg vast met pnpm shared:exports')]);
    expect(compareReports(recorded, withFormat({}))).toEqual([]);
  });

  it('notices a new and a vanished entry point', () => {
    expect(compareReports({}, recorded)[0]).toContain('nieuw entry point');
    expect(compareReports(recorded, {})[0]).toContain('entry point verdwenen');
  });
});
