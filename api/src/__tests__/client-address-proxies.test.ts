/**
 * Behind a load balancer and the host's server (two proxies, TRUST_PROXY=2), each real client keeps
 * its own sign-in limit: one client past 20 attempts a minute is throttled, another is not. Requests
 * travel over real HTTP through both proxies; the clients connect from different loopback addresses.
 */
import { withTestApp } from '../../testing/test-app';
import { startProxyChain, type ProxyChain } from '../../testing/proxy-chain';
import { LOGIN_MUTATION } from '../../testing/operations';
import { TestBrowser } from '../../testing/test-browser';
import { ATTEMPTS_PER_CLIENT_PER_MINUTE } from '../auth/login-throttle';
import { loginFailures } from '../db/schema';

const WRONG = 'Fout-Wachtwoord-1!';

describe.each([
  { hops: '2', separate: true },
  // Trusting one hop too few makes the load balancer the client: everyone shares one limit.
  { hops: '1', separate: false },
])('two proxies in front, TRUST_PROXY=$hops', ({ hops, separate }) => {
  const t = withTestApp({ env: { TRUST_PROXY: hops } });
  let chain: ProxyChain;
  beforeAll(async () => {
    chain = await startProxyChain(t.app, 2);
  });
  afterAll(() => chain.close());
  beforeEach(() => t.db.delete(loginFailures));

  it(separate ? 'counts sign-ins per real client' : 'counts every client as one', async () => {
    const first = new TestBrowser(chain.fetcherFrom('127.0.0.2'));
    const second = new TestBrowser(chain.fetcherFrom('127.0.0.3'));
    const statuses: string[] = [];
    for (let attempt = 0; attempt <= ATTEMPTS_PER_CLIENT_PER_MINUTE; attempt += 1) {
      const response = await first.login(`spray-${attempt}@proxy.test`, WRONG);
      statuses.push(response.body.data.loginPortalUser.status);
    }
    expect(statuses.at(-1)).toBe('THROTTLED');
    expect(statuses.filter((status) => status === 'INVALID_CREDENTIALS')).toHaveLength(
      ATTEMPTS_PER_CLIENT_PER_MINUTE,
    );
    const other = (await second.login('other@proxy.test', WRONG)).body.data.loginPortalUser.status;
    expect(other).toBe(separate ? 'INVALID_CREDENTIALS' : 'THROTTLED');
    // A client cannot pick its own address by writing the header itself.
    const forged = await first.gql(
      LOGIN_MUTATION,
      { username: 'forged@proxy.test', password: WRONG },
      { headers: { 'x-forwarded-for': '198.51.100.77' } },
    );
    expect(forged.body.data.loginPortalUser.status).toBe('THROTTLED');
  });
});
