import { derivePortalEndpoints, dynamicTemplateUrl } from '../endpoints';
import { readXsrfToken } from '../xsrf';

describe('derivePortalEndpoints', () => {
  it('derives the four endpoints and the base API URL from qoreGraphqlUrl', () => {
    const endpoints = derivePortalEndpoints('https://portaal.example/graphql');
    expect(endpoints).toEqual({
      portal: 'https://portaal.example/graphql/portal',
      portalPublic: 'https://portaal.example/graphql/portal_public',
      portalBatch: 'https://portaal.example/graphql/portal/batch',
      portalPublicBatch: 'https://portaal.example/graphql/portal_public/batch',
      baseApiUrl: 'https://portaal.example/',
    });
    expect(dynamicTemplateUrl(endpoints)).toBe('https://portaal.example/generate-dynamic-template');
  });

  it('fails start-up with the SPEC message when the URL is missing', () => {
    expect(() => derivePortalEndpoints(undefined)).toThrow('window.config.qoreGraphqlUrl not found!');
  });
});

describe('readXsrfToken', () => {
  it('reads and decodes the XSRF-TOKEN cookie', () => {
    expect(readXsrfToken('a=1; XSRF-TOKEN=abc%3D%3D; b=2')).toBe('abc==');
    expect(readXsrfToken('a=1')).toBeUndefined();
  });
});
