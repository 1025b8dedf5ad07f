import { useState } from 'react';
import { NoticeDialog } from './notice-dialog';

declare global {
  interface Window {
    /** Set by the inline browser check in index.html (public/browser-check.js). */
    __portalBrowserSupport?: 'supported' | 'warning' | 'outdated';
  }
}

/** SPEC section 9: a moderately old browser gets this advice once per page load. */
export function OutdatedBrowserNotice() {
  const [open, setOpen] = useState(() => window.__portalBrowserSupport === 'warning');
  if (!open) return null;
  return (
    <NoticeDialog title="Jouw browser is verouderd" confirmLabel="Sluiten" onConfirm={() => setOpen(false)}>
      <p>
        Je gebruikt een oudere versie van je browser. Niet alles in het portaal werkt dan goed. Werk je
        browser bij naar de nieuwste versie.
      </p>
    </NoticeDialog>
  );
}
