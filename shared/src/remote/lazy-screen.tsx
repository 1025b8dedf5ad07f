import { lazy, type ComponentType } from 'react';

type ScreenModule = { default: ComponentType };

/**
 * A screen loaded with its own chunk that can be tried again. React.lazy keeps a rejected import
 * for good, so after a failed chunk the next render starts a fresh import (webpack forgets a chunk
 * that failed): the host's 'Opnieuw proberen' then really fetches the chunk again.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): ComponentType {
  const create = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        Current = create();
        throw error;
      }),
    );
  let Current = create();
  return function LazyScreen() {
    return <Current />;
  };
}
