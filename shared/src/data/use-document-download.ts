import { useCallback, useState } from 'react';
import {
  currentPortalEndpoints,
  dynamicTemplateUrl,
  readXsrfToken,
  XSRF_HEADER,
} from '@portal/shared-graphql';

/** What a document is made from: `{ template: 'registerCard' }`, `{ template: 'invoice', uuid }`. */
export type DocumentRequest = { template: string } & Record<string, string>;

export const DOCUMENT_FAILURE = 'Het document kon niet worden gemaakt. Probeer het later opnieuw.';

/** Hands bytes to the browser as a download with a file name (an object URL on a hidden link). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download would find no bytes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Fetches a document from `POST {base}/generate-dynamic-template` (SPEC section 7) with the session
 * cookie and the anti-forgery token, and saves it. `error` holds the Dutch message of a failure.
 */
export function useDocumentDownload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = useCallback(async (request: DocumentRequest, filename: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const token = readXsrfToken();
      // The same api as the portal's one client (its endpoints are remembered when the host makes it).
      const response = await fetch(dynamicTemplateUrl(currentPortalEndpoints()), {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', ...(token ? { [XSRF_HEADER]: token } : {}) },
        body: JSON.stringify(request),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      saveBlob(await response.blob(), filename);
      return true;
    } catch {
      setError(DOCUMENT_FAILURE);
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  return { download, busy, error };
}
