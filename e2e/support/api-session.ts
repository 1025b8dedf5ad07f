import { request, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORTS } from './ports';

/**
 * A signed-in session on the test stack's api, outside the browser: for steps of a flow whose
 * screens do not exist yet (the employer portal), done as that user would through the api.
 */
// Tests read arbitrary GraphQL results; the shape is asserted, not typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type GqlResult = any;

export class ApiSession {
  private constructor(private readonly context: APIRequestContext) {}

  static async signIn(email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
    const context = await request.newContext({ baseURL: `http://localhost:${E2E_PORTS.api}` });
    const session = new ApiSession(context);
    await session.gql('public', 'query portalInitQuery { portalInit { session { auth } } }');
    const login = await session.gql(
      'public',
      'mutation loginPortalUser($username: String!, $password: String!) { loginPortalUser(username: $username, password: $password) { status } }',
      { username: email, password },
    );
    if (login.data?.loginPortalUser?.status !== 'LOGGED_IN')
      throw new Error(`Inloggen als ${email} mislukte`);
    return session;
  }

  async gql(
    endpoint: 'public' | 'portal',
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GqlResult> {
    const cookies = (await this.context.storageState()).cookies;
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    const response = await this.context.post(
      endpoint === 'portal' ? '/graphql/portal' : '/graphql/portal_public',
      {
        data: { query, variables },
        headers: xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {},
      },
    );
    return response.json();
  }

  dispose(): Promise<void> {
    return this.context.dispose();
  }
}
