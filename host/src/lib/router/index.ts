export { HistoryRouter, useLocation, useNavigate } from './history-router';
export type { NavigateFunction, PortalLocation } from './history-router';
export { Link, NavLink, Navigate } from './links';
export { bestMatch, matchPath } from './match-path';
export type { RouteParams } from './match-path';
