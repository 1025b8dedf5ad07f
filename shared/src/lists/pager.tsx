import { useEffect, useRef } from 'react';
import { buttonClass } from '../ui/button-class';
import './pager.css';

export const PAGER_TEXT = {
  label: 'Paginering',
  previous: 'Vorige pagina',
  next: 'Volgende pagina',
  page: (page: number) => `Pagina ${page}`,
  pageOfPages: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
} as const;

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** A phone: 'Pagina 2 van 5' between the two arrows instead of the page numbers. */
  narrow: boolean;
  onChange: (page: number) => void;
}

type Item = number | 'gap';

/** The pages to offer: the first, the last, the current one and its neighbours, a gap between them. */
export function pagerItems(page: number, pages: number): Item[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((candidate) => candidate >= 1 && candidate <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((candidate, index): Item[] => {
    const before = shown[index - 1];
    if (before === undefined || candidate === before + 1) return [candidate];
    // A gap of one page shows that page instead of an ellipsis standing for it.
    return candidate === before + 2 ? [before + 1, candidate] : ['gap', candidate];
  });
}

/**
 * A paged list's pages as a navigation landmark of plain buttons in the portal's button scale (it
 * replaced antd's Pagination): previous and next, the pages around the current one, which says so with
 * `aria-current`. Nothing when everything fits on one page.
 */
export function Pager({ page, pageSize, total, narrow, onChange }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const nav = useRef<HTMLElement>(null);
  // 'Vorige' or 'Volgende' pressed onto the first or last page turns disabled and would drop the
  // keyboard's focus to the page: it goes to the current page's button (the other arrow on a phone).
  const arrowPressed = useRef(false);
  useEffect(() => {
    if (!arrowPressed.current) return;
    arrowPressed.current = false;
    const active = document.activeElement;
    if (active instanceof HTMLButtonElement && !active.disabled && nav.current?.contains(active)) return;
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    (current ?? nav.current?.querySelector<HTMLElement>('button:not(:disabled)'))?.focus();
  }, [page]);
  const go = (next: number) => {
    arrowPressed.current = true;
    onChange(next);
  };
  if (pages <= 1) return null;
  return (
    <nav ref={nav} className="portal-pager" aria-label={PAGER_TEXT.label}>
      <button
        type="button"
        className={buttonClass()}
        aria-label={PAGER_TEXT.previous}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      {narrow ? (
        <span className="portal-pager__where">{PAGER_TEXT.pageOfPages(page, pages)}</span>
      ) : (
        pagerItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <span key={`gap-${index}`} className="portal-pager__gap" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={item}
              type="button"
              className={`${buttonClass(item === page ? 'primary' : 'default')} portal-pager__page`}
              aria-label={PAGER_TEXT.page(item)}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => onChange(item)}
            >
              {item}
            </button>
          ),
        )
      )}
      <button
        type="button"
        className={buttonClass()}
        aria-label={PAGER_TEXT.next}
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
