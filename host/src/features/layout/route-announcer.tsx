import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DOCUMENT_TITLE_DELAY_MS } from '@portal/shared/options';
import { focusNewPage } from './focus-new-page';

/**
 * After every client-side navigation (sign-in, back and forward included) focus moves to the new
 * page and its title is announced in a polite live region, which is on the page from the start so
 * screen readers pick up its changes. The first load is left to the browser.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const [message, setMessage] = useState('');
  const firstLoad = useRef(true);

  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const stopFocus = focusNewPage();
    setMessage('');
    // The title is set DOCUMENT_TITLE_DELAY_MS after the route renders (use-document-title.ts).
    const timer = window.setTimeout(() => setMessage(document.title), DOCUMENT_TITLE_DELAY_MS + 50);
    return () => {
      stopFocus();
      window.clearTimeout(timer);
    };
  }, [location.key]);

  return (
    <div className="portal-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
