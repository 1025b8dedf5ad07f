import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * The host's router: the browser history and the current location, nothing more. The portal has no
 * loaders, actions or nested data routes, and react-router's bundle (about 57 KB gzip, hardly
 * tree-shakeable) would not fit the login route's budget (docs/decisions/0004-own-router.md).
 */
export interface PortalLocation {
  pathname: string;
  search: string;
  hash: string;
}

export type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

interface RouterValue {
  location: PortalLocation;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);

function readLocation(): PortalLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

export function HistoryRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);

  useEffect(() => {
    const onPopState = () => setLocation(readLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const value = useMemo<RouterValue>(
    () => ({
      location,
      navigate: (to, options) => {
        const url = new URL(to, window.location.href);
        if (url.origin !== window.location.origin) {
          window.location.assign(url.href);
          return;
        }
        const target = `${url.pathname}${url.search}${url.hash}`;
        if (options?.replace) window.history.replaceState(null, '', target);
        else window.history.pushState(null, '', target);
        setLocation(readLocation());
        if (!options?.replace) window.scrollTo(0, 0);
      },
    }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('The router hooks are used outside HistoryRouter');
  return value;
}

export const useLocation = (): PortalLocation => useRouter().location;
export const useNavigate = (): NavigateFunction => useRouter().navigate;
