import { useState } from 'react';
import { NoticeDialog } from './notice-dialog';

const COOKIE = 'portal_mobile_notice';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function isMobileDevice(): boolean {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(navigator.userAgent);
}

function alreadySeen(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${COOKIE}=`));
}

/** SPEC section 2: a one-time notice on phones and tablets, remembered in a cookie. */
export function MobileNotice() {
  const [open, setOpen] = useState(() => isMobileDevice() && !alreadySeen());
  if (!open) return null;
  const confirm = () => {
    document.cookie = `${COOKIE}=1; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
    setOpen(false);
  };
  return (
    <NoticeDialog title="Let op" confirmLabel="Oké, ik snap het" onConfirm={confirm}>
      <p>
        Dit deel van het portaal werkt minder goed op een mobiele telefoon of tablet. Gebruik bij voorkeur een
        computer.
      </p>
    </NoticeDialog>
  );
}
