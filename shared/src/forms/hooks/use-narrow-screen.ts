/** Whether the viewport is narrower than `breakpoint` pixels, following resizes (via matchMedia). */
import { useSyncExternalStore } from 'react';

function query(breakpoint: number): string {
  return `(max-width: ${breakpoint - 0.02}px)`;
}

export function useNarrowScreen(breakpoint: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query(breakpoint));
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    () =>
      typeof window !== 'undefined' && window.matchMedia
        ? window.matchMedia(query(breakpoint)).matches
        : false,
    () => false,
  );
}
