import { Kind, parse, print, visit } from 'graphql';
import { withTestApp } from '../../testing/test-app';
import { PORTAL_INIT_QUERY } from '../../testing/operations';
import { ARMOR_LIMITS } from '../graphql/armor';

const t = withTestApp();

const REFUSED = 'Syntax Error: Deze opvraging is te groot of te diep en wordt niet uitgevoerd.';

function refusedMessages(body: { errors?: Array<{ message: string }> }) {
  return (body.errors ?? []).map((error) => error.message);
}

describe('abuse limits', () => {
  it("runs the portal's deepest operation, portalInitQuery", async () => {
    const browser = t.browser();
    await browser.login('professional@demo.nl');
    const response = await browser.portalInit();
    expect(response.body.errors).toBeUndefined();
  });

  it('runs portalInitQuery as Apollo Client sends it, with __typename in every selection', async () => {
    const withTypenames = visit(parse(PORTAL_INIT_QUERY), {
      SelectionSet(node, _key, parent) {
        if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
        const hasTypename = node.selections.some(
          (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
        );
        if (hasTypename) return undefined;
        const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;
        return { ...node, selections: [...node.selections, typename] };
      },
    });
    const browser = t.browser();
    await browser.login('professional@demo.nl');
    const response = await browser.gql(print(withTypenames), { uri: '' });
    expect(response.body.errors).toBeUndefined();
  });

  it('refuses a query one level deeper, without naming the limit', async () => {
    // approvedRegistration.currentItem.registrationTarget.registrationBranch.value is depth 9;
    // going through editItem.medias.nodes.uuid one level further down is depth 10.
    const deeper = /* GraphQL */ `
      query tooDeep {
        portalInit {
          session {
            user {
              detail {
                ... on ProfessionalDetail {
                  approvedRegistration {
                    currentItem {
                      registrationTarget {
                        registrationBranch {
                          value
                        }
                      }
                    }
                  }
                  openRegistration {
                    editItem {
                      medias {
                        nodes {
                          uuid
                        }
                      }
                    }
                  }
                  latestReenterRequest {
                    professional {
                      approvedRegistration {
                        editItem {
                          medias {
                            nodes {
                              uuid
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    `;
    const response = await t.browser().gql(deeper);
    expect(response.status).toBe(200); // Armor answers 200 (STACK.md trap 9): assert on the body.
    expect(refusedMessages(response.body)).toContain(REFUSED);
    expect(response.text).not.toMatch(new RegExp(`\\b${ARMOR_LIMITS.maxDepth}\\b`));
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from(
      { length: ARMOR_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: portalInit { session { auth } }`,
    );
    const response = await t.browser().gql(`{ ${aliases.join(' ')} }`);
    expect(refusedMessages(response.body)).toContain(REFUSED);
  });

  it('refuses an operation over the token limit', async () => {
    const fields = Array.from({ length: ARMOR_LIMITS.maxTokens }, () => 'auth').join(' ');
    const response = await t.browser().gql(`{ portalInit { session { ${fields} } } }`);
    expect(response.body.data ?? null).toBeNull();
    expect(refusedMessages(response.body).join(' ')).toMatch(/te groot of te diep/);
  });

  it('refuses introspection in production, also hidden in a fragment', async () => {
    const direct = await t.browser().gql('{ __schema { types { name } } }');
    expect(direct.body.data ?? null).toBeNull();
    expect(direct.body.errors.length).toBeGreaterThan(0);
    const hidden = await t
      .browser()
      .gql('query { ...__schema } fragment __schema on Query { __schema { queryType { name } } }');
    expect(hidden.body.data ?? null).toBeNull();
    const typeQuery = await t.browser().gql('{ __type(name: "User") { fields { name } } }');
    expect(typeQuery.body.data ?? null).toBeNull();
  });

  it('does not suggest field names in production', async () => {
    const response = await t.browser().gql('{ portalInit { sesion { auth } } }');
    expect(response.body.errors.length).toBeGreaterThan(0);
    expect(response.text).not.toMatch(/Did you mean/);
    expect(response.text).not.toMatch(/"session"/);
  });
});
