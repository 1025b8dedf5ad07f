/**
 * The error log holds the detail a masked answer leaves out, but no secret: fields with a secret's
 * name are censored as in the audit log, the values a failed query was sent with are cut, and IBANs
 * are blanked wherever they appear in an error's text.
 */
import { DrizzleQueryError } from 'drizzle-orm';
import { SECRET_FIELDS } from '../logging/json-log';
import { createMemoryErrorLog } from '../../testing/memory-error-log';

const PASSWORD = 'Geheim-Wachtwoord-4321!';
const IBAN = 'NL91ABNA0417164300';
const PRINTED_IBAN = 'NL91 ABNA 0417 1643 00';

describe('the error log', () => {
  it('writes one JSON line with time, level, request id and the cause with its stack', () => {
    const log = createMemoryErrorLog();
    const cause = Object.assign(new Error('relation "settings" does not exist'), { code: '42P01' });
    log.record({
      event: 'request',
      requestId: 'verzoek-1',
      method: 'POST',
      path: '/graphql/portal',
      error: cause,
    });
    const [entry] = log.entries();
    expect(entry).toMatchObject({
      log: 'error',
      level: 'error',
      event: 'request',
      requestId: 'verzoek-1',
      method: 'POST',
      path: '/graphql/portal',
      error: { name: 'Error', message: 'relation "settings" does not exist', code: '42P01' },
    });
    expect(entry?.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((entry?.error as { stack: string }).stack).toContain('error-log.test.ts');
  });

  it('censors fields with a secret name, as the audit log does', () => {
    const log = createMemoryErrorLog();
    const secrets = Object.fromEntries(SECRET_FIELDS.map((field) => [field, `GEHEIM-${field}-1234`]));
    log.record({
      event: 'test',
      error: new Error('mislukt'),
      details: { ...secrets, nested: { ...secrets } },
    });
    expect(log.text()).not.toMatch(/GEHEIM-/);
    expect(log.text()).toContain('[verwijderd]');
  });

  it("keeps a failed query's statement but not the values sent with it, nor an IBAN in any text", () => {
    const log = createMemoryErrorLog();
    const failed = new DrizzleQueryError(
      'update "users" set "password" = $1, "iban" = $2 where "id" = $3',
      [PASSWORD, IBAN, 7],
      new Error(
        `duplicate key value violates unique constraint: Key (iban)=(${PRINTED_IBAN}) already exists.`,
      ),
    );
    log.record({ event: 'graphql_resolver', requestId: 'verzoek-2', error: failed });
    const text = log.text();
    expect(text).toContain('update \\"users\\" set');
    for (const secret of [PASSWORD, IBAN, PRINTED_IBAN]) expect(text).not.toContain(secret);
    expect(log.entries()[0]).toMatchObject({
      error: { cause: { message: expect.stringContaining('Key (iban)=([verwijderd]) already exists') } },
    });
  });
});
