/**
 * Acts like the portal in a browser: keeps cookies between calls and sends the XSRF-TOKEN
 * cookie back as the X-XSRF-TOKEN header, unless a test says otherwise.
 */
import type { App } from '../src/app';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data';
import { PORTAL_INIT_QUERY, LOGIN_MUTATION } from './operations';

export interface TestResponse {
  status: number;
  headers: Headers;
  setCookies: string[];
  text: string;
  /** The body as received: a PDF's bytes, which `text` would mangle. */
  bytes: Buffer;
  // Tests read arbitrary GraphQL results; the shape is asserted, not typed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** true (default): send the token from the cookie; false: none; a string: send that value. */
  xsrf?: boolean | string;
}

export function setCookieLines(headers: Headers): string[] {
  const withGetter = headers as Headers & { getSetCookie?: () => string[] };
  return withGetter.getSetCookie?.() ?? headers.get('set-cookie')?.split(/,(?=\s*[\w-]+=)/) ?? [];
}

/** The api's request handler in-process, or `fetch` over HTTP to a running api (`pnpm bench`). */
export type Fetcher = Pick<App, 'fetch'>;

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  private readonly ip: string;
  private readonly baseUrl: string;

  constructor(
    private readonly app: Fetcher,
    options: { ip?: string; baseUrl?: string } = {},
  ) {
    this.ip = options.ip ?? '127.0.0.1';
    this.baseUrl = options.baseUrl ?? 'http://api.test';
  }

  async request(pathname: string, options: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...options.headers, ...this.credentials(options.xsrf) };
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await this.app.fetch(
      new Request(`${this.baseUrl}${pathname}`, {
        method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
      { clientIp: this.ip },
    );
    const setCookies = setCookieLines(response.headers);
    for (const line of setCookies) this.storeCookie(line);
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes); // strips a BOM, as response.text() does
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: response.status, headers: response.headers, setCookies, text, bytes, body };
  }

  gql(
    query: string,
    variables: Record<string, unknown> = {},
    options: Omit<RequestOptions, 'body'> & { endpoint?: 'public' | 'portal' } = {},
  ) {
    const path = options.endpoint === 'portal' ? '/graphql/portal' : '/graphql/portal_public';
    return this.request(path, { ...options, body: { query, variables } });
  }

  portalInit() {
    return this.gql(PORTAL_INIT_QUERY, { uri: '' });
  }

  /** Signs in like the portal: portalInit first (to get a token), then the login mutation. */
  async login(email: string, password: string = DEMO_PASSWORD): Promise<TestResponse> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.portalInit();
    return this.gql(LOGIN_MUTATION, { username: email, password });
  }

  /**
   * The cookie and anti-forgery headers the portal would send now; `pnpm bench` replays them on
   * every request of a measurement after signing in with `login`.
   */
  credentials(xsrf: boolean | string = true): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies]
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('; ');
    }
    const token = typeof xsrf === 'string' ? xsrf : xsrf ? this.cookies.get('XSRF-TOKEN') : undefined;
    if (token !== undefined) headers['x-xsrf-token'] = token;
    return headers;
  }

  private storeCookie(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const index = pair.indexOf('=');
    const name = pair.slice(0, index);
    const value = decodeURIComponent(pair.slice(index + 1));
    if (attributes.some((attribute) => attribute.toLowerCase() === 'max-age=0')) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
