// Issue 37's backstop on the professional's own types, checked once per object (tenancy/owner-guards.ts):
// whatever field hands out an object of a guarded type (one, a list, through an interface, sync or
// async), it is refused when its guard says no, through graphql-js and compiled by graphql-jit alike.
import { graphql, parse, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import SchemaBuilder from '@pothos/core';
import { schema as portalSchema } from '../schema';
import { guardOwnedTypes, ownerGuard } from '../tenancy/owner-guards';

interface Own {
  owner: string;
  secret: string;
}
type Context = { me: string; state: { session: object } };

function testSchema(): GraphQLSchema {
  // The portal's plugins' options are not needed here: a builder with none.
  const builder = new SchemaBuilder<{ Context: Context }>({} as never);
  const Thing = builder.interfaceRef<Own>('Thing').implement({
    fields: (t) => ({ secret: t.exposeString('secret') }),
  });
  const Record = builder.objectRef<Own>('Record').implement({
    interfaces: [Thing],
    isTypeOf: () => true,
    extensions: ownerGuard<Own>((record, context) => record.owner === (context as unknown as Context).me),
    fields: (t) => ({ secret: t.exposeString('secret') }),
  });
  const AsyncRecord = builder.objectRef<Own>('AsyncRecord').implement({
    extensions: ownerGuard<Own>(
      async (record, context) => record.owner === (context as unknown as Context).me,
    ),
    fields: (t) => ({ secret: t.exposeString('secret') }),
  });
  const of = (owner: string) => ({ owner, secret: `geheim van ${owner}` });
  builder.queryType({
    fields: (t) => ({
      one: t.field({
        type: Record,
        nullable: true,
        args: { owner: t.arg.string({ required: true }) },
        resolve: (_r, a) => of(a.owner),
      }),
      later: t.field({
        type: Record,
        nullable: true,
        args: { owner: t.arg.string({ required: true }) },
        resolve: async (_r, a) => of(a.owner),
      }),
      many: t.field({
        type: [Record],
        nullable: true,
        args: { owners: t.arg.stringList({ required: true }) },
        resolve: (_r, a) => a.owners.map(of),
      }),
      thing: t.field({
        type: Thing,
        nullable: true,
        args: { owner: t.arg.string({ required: true }) },
        resolve: (_r, a) => of(a.owner),
      }),
      asyncGuard: t.field({
        type: AsyncRecord,
        nullable: true,
        args: { owner: t.arg.string({ required: true }) },
        resolve: (_r, a) => of(a.owner),
      }),
    }),
  });
  return guardOwnedTypes(builder.toSchema());
}

const QUERY = `query q($me: String!, $other: String!) {
  ownOne: one(owner: $me) { secret }
  otherOne: one(owner: $other) { secret }
  ownLater: later(owner: $me) { secret }
  otherLater: later(owner: $other) { secret }
  mixed: many(owners: [$me, $other]) { secret }
  own: many(owners: [$me]) { secret }
  otherThing: thing(owner: $other) { secret }
  ownThing: thing(owner: $me) { secret }
  otherAsync: asyncGuard(owner: $other) { secret }
  ownAsync: asyncGuard(owner: $me) { secret }
}`;

describe('owner guards', () => {
  const schema = testSchema();
  const contextValue: Context = { me: 'a', state: { session: {} } };
  const variableValues = { me: 'a', other: 'b' };

  const expectGuarded = (result: { data?: unknown; errors?: readonly { path?: readonly unknown[] }[] }) => {
    expect(result.data).toEqual({
      ownOne: { secret: 'geheim van a' },
      otherOne: null,
      ownLater: { secret: 'geheim van a' },
      otherLater: null,
      mixed: null,
      own: [{ secret: 'geheim van a' }],
      otherThing: null,
      ownThing: { secret: 'geheim van a' },
      otherAsync: null,
      ownAsync: { secret: 'geheim van a' },
    });
    expect(JSON.stringify(result)).not.toContain('geheim van b');
    expect(result.errors?.map((error) => error.path?.[0]).sort()).toEqual(
      ['mixed', 'otherAsync', 'otherLater', 'otherOne', 'otherThing'].sort(),
    );
  };

  it('refuses another owner’s object in every shape through graphql-js', async () => {
    expectGuarded(await graphql({ schema, source: QUERY, contextValue, variableValues }));
  });

  it('refuses it the same when the query is compiled (graphql-jit)', async () => {
    const compiled = compileQuery(schema, parse(QUERY));
    if (!isCompiledQuery(compiled)) throw new Error('niet gecompileerd');
    expectGuarded(await compiled.query(undefined, contextValue, variableValues));
  });

  it("guards the professional's own types in the portal's schema", () => {
    for (const name of [
      'ProfessionalDetail',
      'Registration',
      'RegistrationItem',
      'Diploma',
      'VogRecord',
      'EmployerLink',
    ]) {
      expect(portalSchema.getType(name)?.extensions).toHaveProperty('portalOwnerGuard');
    }
  });
});
