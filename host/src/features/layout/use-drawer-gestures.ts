import { useEffect } from 'react';
import { MOBILE_BREAKPOINT, SWIPE_THRESHOLD } from '@portal/shared/options';

const EDGE_WIDTH = 24;

/**
 * On small screens a swipe of 75 px or more opens the drawer (starting at the left edge) or closes
 * it (to the left), as SPEC section 9 sets the threshold; Escape closes it on any screen.
 */
export function useDrawerGestures(
  open: boolean,
  setOpen: (open: boolean) => void,
  /** Closes the drawer returning focus to its opener; used for Escape. */
  dismiss: () => void = () => setOpen(false),
): void {
  useEffect(() => {
    let startX: number | null = null;
    const onStart = (event: TouchEvent) => {
      const x = event.touches[0]?.clientX;
      if (x === undefined || window.innerWidth > MOBILE_BREAKPOINT) return;
      startX = open || x <= EDGE_WIDTH ? x : null;
    };
    const onEnd = (event: TouchEvent) => {
      const x = event.changedTouches[0]?.clientX;
      if (startX === null || x === undefined) return;
      const distance = x - startX;
      if (!open && distance >= SWIPE_THRESHOLD) setOpen(true);
      if (open && distance <= -SWIPE_THRESHOLD) setOpen(false);
      startX = null;
    };
    // Escape closes an open drawer, as it would any overlay.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) dismiss();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [open, setOpen, dismiss]);
}
