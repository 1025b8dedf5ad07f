// react-router for host and remotes: the one way portal code imports it. Shared as one instance
// through the '@portal/shared/' singleton, and only what is listed here is built in: react-router's
// whole bundle as a federation singleton cost 65 KB gzip and broke the login route's 300 KB budget,
// this selection costs about 33 KB (docs/decisions/0005-react-router.md). Need another export? Add it
// here; the host's build is what every remote gets.
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
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, NavigateOptions, Navigator, To } from 'react-router';
