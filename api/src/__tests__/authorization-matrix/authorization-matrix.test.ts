/**
 * Runs every cell of the authorization matrix (matrix.ts) against a real database: each root field
 * of the schema, as each principal, must be allowed or refused exactly as the table says; a root
 * field without a row fails. For fields that take a record, another owner's record answers exactly
 * like a missing one, and (queries) the caller's own is found.
 */
import { withTestApp } from '../../../testing/test-app';
import { rootField, sampleDocument } from '../../../testing/sample-operation';
import type { TestBrowser, TestResponse } from '../../../testing/test-browser';
import { schema } from '../../schema';
import {
  cellsOf,
  MATRIX,
  PRINCIPALS,
  type Cell,
  type MatrixRow,
  type Principal,
  type RecordKind,
} from './matrix';
import { addFixtures, OWNER, recordsByOwner, signInAll } from './principals';

const t = withTestApp();
let browsers: Record<Principal, TestBrowser>;
let records: Record<RecordKind, Map<string, string>>;

beforeAll(async () => {
  await addFixtures(t);
  browsers = await signInAll(t);
  records = await recordsByOwner(t);
}, 120_000);

const MISSING = '00000000-0000-4000-8000-000000000000';
/** Literals that pass the resolvers' own checks, so the ownership lookup decides. */
const RECORD_ARG_LITERALS: Record<string, string> = { role: '"beheerder"', sharesProgress: 'false' };

function send(principal: Principal, row: MatrixRow, argLiterals: Record<string, string> = {}) {
  const field = rootField(schema, row.kind, row.field)!;
  const endpoint = field.extensions?.public === true ? 'public' : 'portal';
  return browsers[principal].gql(sampleDocument(schema, row.kind, row.field, argLiterals), {}, { endpoint });
}

function outcome(response: TestResponse, field: string): Cell {
  const errors: Array<{ extensions?: { code?: number } }> = response.body?.errors ?? [];
  const refused = errors.some((error) => error.extensions?.code === 401 || error.extensions?.code === 403);
  if (refused && response.body?.data?.[field] != null) throw new Error(`${field}: geweigerd mét gegevens`);
  return refused ? 'refused' : 'allowed';
}

function rootFields(kind: 'query' | 'mutation'): string[] {
  const type = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.keys(type?.getFields() ?? {}).sort();
}

describe('the authorization matrix', () => {
  it('has exactly one row for every root field of the schema', () => {
    for (const kind of ['query', 'mutation'] as const) {
      const rows = MATRIX.filter((row) => row.kind === kind).map((row) => row.field);
      expect(new Set(rows).size).toBe(rows.length);
      expect([...rows].sort()).toEqual(rootFields(kind));
    }
  });

  it('allows and refuses every cell as the table says', async () => {
    const mismatches: string[] = [];
    // Sign-out ends the session the other rows use: it runs last.
    const rows = [...MATRIX].sort((a, b) => Number(Boolean(a.endsSession)) - Number(Boolean(b.endsSession)));
    for (const row of rows) {
      const expected = cellsOf(row);
      for (const principal of PRINCIPALS) {
        const actual = outcome(await send(principal, row), row.field);
        if (actual !== expected[principal]) {
          mismatches.push(
            `${row.kind} ${row.field} as ${principal}: expected ${expected[principal]}, got ${actual}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    // The sign-out row ended every session: the record checks below sign in again.
    browsers = await signInAll(t);
  }, 300_000);
});

describe("another's record", () => {
  const recordRows = MATRIX.filter((row) => row.record && !row.endsSession);

  it.each(recordRows.map((row) => [row.field, row] as const))(
    '%s: answers like a missing one, and finds the own',
    async (_name, row) => {
      const { arg, of } = row.record!;
      let checked = 0;
      for (const principal of row.allowed) {
        // Staff looking along are refused every write before any record is looked up.
        if (row.kind === 'mutation' && principal === 'staffLookingAlong') continue;
        const owner = OWNER[principal];
        const another = [...records[of]].find(([key]) => key !== owner)?.[1];
        if (!another) continue;
        const foreign = await send(principal, row, {
          ...RECORD_ARG_LITERALS,
          [arg]: JSON.stringify(another),
        });
        const missing = await send(principal, row, {
          ...RECORD_ARG_LITERALS,
          [arg]: JSON.stringify(MISSING),
        });
        expect([principal, foreign.body]).toEqual([principal, missing.body]);
        const own = records[of].get(owner);
        if (row.kind === 'query' && own) {
          const found = await send(principal, row, { [arg]: JSON.stringify(own) });
          expect([principal, found.body.data?.[row.field] ?? null]).not.toEqual([principal, null]);
        }
        checked += 1;
      }
      expect(checked).toBeGreaterThan(0);
    },
  );
});

describe("professional A as each company reads them (the narrow view's cells)", () => {
  const LINKS = `query { companyProfessionalLinks { name linkStatus reRegistrationProgress { status } } }`;
  /** 'progress': linked with consent; 'registration': linked without; 'nothing': no row at all. */
  const EXPECTED: Array<[Principal, 'progress' | 'registration' | 'nothing']> = [
    ['companyABeheerder', 'progress'],
    ['companyAContactpersoon', 'progress'],
    ['companyLinkedNoConsent', 'registration'],
    ['companyNoLink', 'nothing'],
    ['companyB', 'nothing'],
  ];

  it.each(EXPECTED)('%s sees %s', async (principal, expected) => {
    const answer = await browsers[principal].gql(LINKS, {}, { endpoint: 'portal' });
    expect(answer.body.errors).toBeUndefined();
    const rows: Array<{ name: string | null; reRegistrationProgress: unknown }> =
      answer.body.data.companyProfessionalLinks;
    const row = rows.find((link) => link.name === 'Jan de Vries');
    const seen = !row ? 'nothing' : row.reRegistrationProgress ? 'progress' : 'registration';
    expect(seen).toBe(expected);
    // Nobody else's professional shows with a name: company B's request to B is unconfirmed.
    expect(rows.filter((link) => link.name && link.name !== 'Jan de Vries')).toEqual([]);
  });
});
