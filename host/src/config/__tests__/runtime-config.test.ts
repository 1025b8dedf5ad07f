import { readRuntimeConfig } from '../runtime-config';

const remotes = { account: 'a', professional: 'p', employer: 'e', educator: 'o' };

describe('readRuntimeConfig', () => {
  it('fails with the SPEC message when the GraphQL URL is missing', () => {
    expect(() => readRuntimeConfig({ remotes })).toThrow('window.config.qoreGraphqlUrl not found!');
  });

  it('names the remotes that are missing', () => {
    expect(() =>
      readRuntimeConfig({ qoreGraphqlUrl: '/graphql', remotes: { ...remotes, educator: '' } }),
    ).toThrow('educator');
  });

  it('keeps chat off unless switched on and fills defaults', () => {
    const config = readRuntimeConfig({ qoreGraphqlUrl: 'http://x/graphql', remotes });
    expect(config.chat).toBe(false);
    expect(config.release).toBe('2.44.0');
  });
});
