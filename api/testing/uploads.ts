/** Sends a file to `POST /files` the way the portal's upload field does (multipart, cookies, XSRF). */
import type { App } from '../src/app';
import type { TestBrowser } from './test-browser';

export async function uploadFile(
  app: App,
  browser: TestBrowser,
  bytes: Uint8Array,
  filename = 'diploma.pdf',
  options: { xsrf?: boolean } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes) as Uint8Array<ArrayBuffer>]), filename);
  const headers: Record<string, string> = {
    cookie: [...browser.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
  };
  const token = browser.cookies.get('XSRF-TOKEN');
  if (token && options.xsrf !== false) headers['x-xsrf-token'] = token;
  const response = await app.fetch(
    new Request('http://api.test/files', { method: 'POST', headers, body: form }),
    { clientIp: '127.0.0.1' },
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert the JSON shape
  const body: any = await response.json();
  return { status: response.status, body };
}

/** Fetches a signed download link through the app (no cookies: the signature is the key). */
export async function download(app: App, url: string) {
  const { pathname, search } = new URL(url);
  return app.fetch(new Request(`http://api.test${pathname}${search}`), { clientIp: '127.0.0.1' });
}
