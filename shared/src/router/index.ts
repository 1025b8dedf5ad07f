// react-router for host and remotes: the one way portal code imports it (lint refuses react-router and
// react-router-dom imports in the host, the remotes and the rest of shared). This folder is a package of
// its own, @portal/shared-router, shared as '@portal/shared/router' (a strict federation singleton) that
// holds the part of react-router exported here: host and remotes use one instance of react-router's
// contexts. The builds send any other import of react-router or react-router-dom by name here too
// (docs/decisions/0005-react-router.md, 0008, 0018). Need another export? Add it here and give this
// package a new minor (a changeset, then pnpm shared:exports): a remote that uses it runs on hosts built
// at that version or later; an older host refuses it before it loads.
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  RouterProvider,
  Routes,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Blocker, Location, NavigateFunction, NavigateOptions, Navigator, To } from 'react-router';
