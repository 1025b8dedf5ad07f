import { useEffect, useState } from 'react';

/** Below this width a list's rows are cards (issue 36: amount, status and action in view on a phone). */
export const CARDS_BELOW_PX = 600;
const QUERY = `(max-width: ${CARDS_BELOW_PX - 0.02}px)`;

const matches = () => typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches === true;

/** Whether the screen is narrower than 600 px, following rotation and resizing. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(matches);
  useEffect(() => {
    const media = window.matchMedia?.(QUERY);
    if (!media) return undefined;
    const follow = () => setNarrow(media.matches);
    follow();
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);
  return narrow;
}
