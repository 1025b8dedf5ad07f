/**
 * Sends one file to the api's upload path (`POST /files`, docs/contracts/professional-operations.md)
 * the way the GraphQL client sends its calls: with credentials and the anti-forgery token as a header.
 * XMLHttpRequest rather than fetch: only it reports upload progress (`upload.onprogress`).
 */
import { currentPortalEndpoints, filesUrl, readXsrfToken, XSRF_HEADER } from '@portal/shared-graphql';

export interface UploadedFile {
  uuid: string;
  filename: string;
  mimeType: string;
  sizeBytes: number;
}

export const UPLOAD_REFUSED = 'UploadRefusedError';
export const SESSION_EXPIRED_ON_UPLOAD = 'Je sessie is verlopen. Log opnieuw in en probeer het nog eens.';

/** The api (or the quick check before sending) refused the file; `message` is the Dutch reason to show. */
export class UploadRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = UPLOAD_REFUSED;
  }
}

/** By name, not `instanceof`: the field may live in another bundle than the class that threw. */
export function isUploadRefusal(error: unknown): error is Error {
  return error instanceof Error && error.name === UPLOAD_REFUSED;
}

export interface UploadFileOptions {
  onProgress?: (percent: number) => void;
  /** The upload path; the portal client's api by default. */
  url?: string;
}

function refusalMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as {
      errors?: Array<{ extensions?: { validation?: Record<string, string[]> } }>;
    };
    const validation = parsed.errors?.[0]?.extensions?.validation ?? {};
    return Object.values(validation).flat()[0] ?? null;
  } catch {
    return null;
  }
}

export function uploadFile(file: File, options: UploadFileOptions = {}): Promise<UploadedFile> {
  const url = options.url ?? filesUrl(currentPortalEndpoints());
  return new Promise<UploadedFile>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    const token = readXsrfToken();
    if (token) request.setRequestHeader(XSRF_HEADER, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.((event.loaded / event.total) * 100);
      }
    };
    request.onload = () => {
      if (request.status === 201) {
        try {
          resolve(JSON.parse(request.responseText) as UploadedFile);
        } catch {
          reject(new Error(`Upload answered an unreadable body`));
        }
        return;
      }
      const message = request.status === 422 ? refusalMessage(request.responseText) : null;
      if (message) reject(new UploadRefusedError(message));
      else if (request.status === 401 || request.status === 419)
        reject(new UploadRefusedError(SESSION_EXPIRED_ON_UPLOAD));
      else reject(new Error(`Upload failed with status ${request.status}`));
    };
    request.onerror = () => reject(new Error('Upload failed: network error'));
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}
