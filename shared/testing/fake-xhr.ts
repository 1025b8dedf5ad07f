/**
 * Test helper: a stand-in XMLHttpRequest for the upload path. `installFakeXhr()` puts it in place;
 * `FakeXhr.last` is the request sent last, which the test answers as the api would. Jest only.
 */
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';

export class FakeXhr {
  static last: FakeXhr | null = null;
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

/** The api the upload path goes to in tests: `https://api.test/files`. */
export const FAKE_API_GRAPHQL_URL = 'https://api.test/graphql';

export function installFakeXhr(): typeof FakeXhr {
  // The upload path is found from the portal client's endpoints, as when the host created it.
  rememberPortalEndpoints(derivePortalEndpoints(FAKE_API_GRAPHQL_URL));
  FakeXhr.last = null;
  FakeXhr.all = [];
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  return FakeXhr;
}

/** The api's 422 answer to an upload. */
export function uploadRefusalBody(message: string) {
  return {
    errors: [{ message: 'Validation failed', extensions: { code: 422, validation: { file: [message] } } }],
  };
}
