import { lazy, type ComponentType } from 'react';

type ScreenModule = { default: ComponentType };

/** Screens whose chunk failed: they start a fresh import when the parcel is mounted again. */
const failedScreens = new Set<() => void>();

/**
 * A screen loaded with its own chunk that can be tried again. React.lazy keeps a rejected import for
 * good, so a screen whose chunk failed gets a fresh import on the next mount of the parcel (webpack
 * forgets a chunk that failed): the host's 'Opnieuw proberen' then really fetches the chunk again.
 * Not sooner: React retries a failed render at once, and a fresh import there would never settle.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): ComponentType {
  const create = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedScreens.add(reset);
        throw error;
      }),
    );
  const reset = () => {
    Current = create();
  };
  let Current = create();
  return function LazyScreen() {
    return <Current />;
  };
}

/** Called as the parcel mounts: failed screens load afresh. */
export function resetFailedScreens(): void {
  for (const reset of failedScreens) reset();
  failedScreens.clear();
}
