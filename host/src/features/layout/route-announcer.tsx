import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@portal/shared/router';
import { DOCUMENT_TITLE_DELAY_MS } from '@portal/shared/options';
import { focusNewPage } from './focus-new-page';

/**
 * After every client-side navigation (sign-in, back and forward included) focus moves to the new
 * page and its title is announced in a polite live region, which is on the page from the start so
 * screen readers pick up its changes. The first load is left to the browser, and so is a move
 * within one route (a form's next step, the keuzehulp's level): the screen puts focus there itself.
 */
export function RouteAnnouncer({ routeName }: { routeName: string | undefined }) {
  const location = useLocation();
  const [message, setMessage] = useState('');
  const previousRoute = useRef<string | undefined | null>(null);
  // Stopped only by the next route change or unmount, not by a re-render of the same route.
  const stopPrevious = useRef<() => void>(() => undefined);

  useEffect(() => {
    const previous = previousRoute.current;
    previousRoute.current = routeName ?? '';
    if (previous === null || previous === (routeName ?? '')) return;
    stopPrevious.current();
    const stopFocus = focusNewPage();
    setMessage('');
    // The title is set DOCUMENT_TITLE_DELAY_MS after the route renders (use-document-title.ts).
    const timer = window.setTimeout(() => setMessage(document.title), DOCUMENT_TITLE_DELAY_MS + 50);
    stopPrevious.current = () => {
      stopFocus();
      window.clearTimeout(timer);
    };
  }, [location.key, routeName]);

  useEffect(() => () => stopPrevious.current(), []);

  return (
    <div className="portal-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
