/**
 * Focus around the drawer. Where the drawer slides over the page (up to 1023 px) it is a modal dialog:
 * on open focus moves into it and the page behind is inert (see AppShell); closing it with Escape or
 * its close button returns focus to the button that opened it. On wider screens Escape returns focus
 * to the drawer's own toggle. A close caused by following a link leaves focus to the new page.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

const OVERLAY_QUERY = '(max-width: 1023px)';

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

const isShown = (element: HTMLElement | null): element is HTMLElement =>
  !!element && element.getClientRects().length > 0;

export interface DrawerFocus {
  /** The drawer covers the page: render it as a modal dialog and make the rest inert. */
  modal: boolean;
  /** The drawer slides over the page when open (up to 1023 px): closed, nothing of it shows. */
  overlay: boolean;
  /** Closes the drawer and sends focus back to its opener (Escape, close button, swipe). */
  dismiss: () => void;
  /**
   * Notes the focused element as the drawer's opener, before it opens: once open the page behind is
   * inert and the browser takes focus off it.
   */
  rememberOpener: () => void;
  drawerRef: RefObject<HTMLDivElement | null>;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

export function useDrawerFocus(open: boolean, setOpen: (open: boolean) => void): DrawerFocus {
  const overlay = useMediaQuery(OVERLAY_QUERY);
  const drawerRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // The button that opened the drawer (the header's or the footer's menu button): focus goes back there.
  const opener = useRef<HTMLElement | null>(null);

  const dismiss = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, [setOpen]);

  const rememberOpener = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);

  useEffect(() => {
    if (open) {
      if (overlay) drawerRef.current?.querySelector<HTMLElement>('button, a[href], summary')?.focus();
      return;
    }
    if (!returnFocus.current) return;
    returnFocus.current = false;
    const openedBy = opener.current && opener.current !== document.body ? opener.current : null;
    const target = overlay ? (openedBy ?? menuButtonRef.current) : toggleRef.current;
    (isShown(target) ? target : menuButtonRef.current)?.focus();
    // Only the open state decides; a resize while open must not move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- overlay is read, not a trigger
  }, [open]);

  return { modal: open && overlay, overlay, dismiss, rememberOpener, drawerRef, menuButtonRef, toggleRef };
}
