// Issue 37's backstop on the real schema, database and HTTP path: a resolver that hands a
// professional's own objects to whoever asks (the test-only fields of testing/backstop-leak-fields.ts,
// which must be imported before the schema is built) still answers them only to that professional
// (and staff looking along in their account); every other principal of the authorization matrix is
// refused, with nothing of the objects in the answer.
import '../../testing/backstop-leak-fields';
import { eq } from 'drizzle-orm';
import { diplomas, professionals, users } from '../db/schema';
import { withTestApp } from '../../testing/test-app';
import type { TestBrowser } from '../../testing/test-browser';
import { PRINCIPALS, type Principal } from './authorization-matrix/matrix';
import { addFixtures, signInAll } from './authorization-matrix/principals';

const OWNER_EMAIL = 'professional@demo.nl';
const t = withTestApp();
let browsers: Record<Principal, TestBrowser>;

beforeAll(async () => {
  await addFixtures(t);
  // The demo's professional A has no diploma of their own: one to be handed out.
  const [owner] = await t.db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, OWNER_EMAIL));
  await t.db.insert(diplomas).values({ professionalId: owner!.id, diplomaEducationLabel: 'Social Work' });
  browsers = await signInAll(t);
}, 120_000);

const LEAKS: Record<string, string> = {
  leakDetail: 'lastName firstRegistrationDate',
  leakRegistrations: 'uuid',
  leakRegistrationItems: 'uuid',
  leakDiplomas: 'uuid',
  leakVogRecords: 'uuid issuedOn',
  leakEmployerLinks: 'uuid companyName',
};
const READ_AS_OWNER: Principal[] = ['professionalA', 'staffLookingAlong'];

function ask(principal: Principal, field: string) {
  return browsers[principal].gql(
    `query Leak($email: String!) { ${field}(email: $email) { ${LEAKS[field]} } }`,
    {
      email: OWNER_EMAIL,
    },
    { endpoint: 'portal' },
  );
}

describe("the owner guards of the professional's own types", () => {
  it.each(Object.keys(LEAKS))('hand %s only to its professional', async (field) => {
    const own = await ask('professionalA', field);
    expect(own.body.errors).toBeUndefined();
    const ownValue = own.body.data?.[field];
    // The owner's answer holds something, so a refusal below is the guard's and not an empty list.
    expect(Array.isArray(ownValue) ? ownValue.length : ownValue).toBeTruthy();
    const ownText = JSON.stringify(ownValue);

    const leaks: string[] = [];
    for (const principal of PRINCIPALS) {
      const response = await ask(principal, field);
      const codes = (response.body.errors ?? []).map(
        (error: { extensions?: { code?: number } }) => error.extensions?.code,
      );
      if (READ_AS_OWNER.includes(principal)) {
        if (JSON.stringify(response.body.data?.[field]) !== ownText)
          leaks.push(`${principal}: not its own answer`);
        continue;
      }
      const refused = codes.includes(401) || codes.includes(403);
      if (!refused || response.body.data?.[field] != null) {
        leaks.push(`${principal}: ${JSON.stringify(response.body)}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
