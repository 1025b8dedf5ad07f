// The route the router will match for the address the page opens at, found in main.js before the
// router (react-router, a shared module) has even downloaded: the early remote preload needs it
// (early-remote-preload.ts). It follows react-router 7's own rules for the host's flat table (every
// route a child of one pathless layout, no splats): optional segments exploded into paths of their own,
// the most specific path first (static segment 10, dynamic 3, empty 1, plus the number of segments),
// ties in table order; case-insensitive, a trailing slash allowed, segments percent-decoded.
// __tests__/start-route-match.test.ts compares it with the host's real router for every route.

/** '/a/:b?/:c?' → '/a/:b/:c', '/a/:b', '/a/:c', '/a', as react-router explodes it. */
function explodeOptionalSegments(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const restExploded = explodeOptionalSegments(rest.join('/'));
  const result = restExploded.map((sub) => (sub === '' ? required : `${required}/${sub}`));
  if (optional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded));
}

function score(path: string): number {
  const segments = path.split('/');
  return segments.reduce(
    (total, segment) => total + (segment.startsWith(':') ? 3 : segment === '' ? 1 : 10),
    segments.length,
  );
}

/** A path's pattern; each `:name` segment is a group, its name pushed onto `names` in order. */
function patternOf(path: string, names: string[] = []): RegExp {
  const source = path
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_segment, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  return new RegExp(`^${source}\\/*$`, 'i');
}

function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

interface Branch<Route> {
  route: Route;
  score: number;
  order: number;
  pattern: RegExp;
}

/**
 * Every path the routes match, most specific first, as react-router ranks them; ties in table order.
 * The host's build writes this ranking for its server too (build/start-routes.cjs), which preloads the
 * opened page's remote files from the page itself (decision 0019).
 */
export function rankRoutes<Route extends { readonly path: string }>(
  routes: readonly Route[],
): Branch<Route>[] {
  const branches = routes.flatMap((route, order) =>
    explodeOptionalSegments(route.path).map((path) => ({
      route,
      score: score(path),
      order,
      pattern: patternOf(path),
    })),
  );
  // Array.prototype.sort is stable: a route's exploded paths keep their order, as in react-router.
  branches.sort((a, b) => b.score - a.score || a.order - b.order);
  return branches;
}

/** The route react-router would match for `pathname`; none for an address only the not-found page takes. */
export function matchStartRoute<Route extends { readonly path: string }>(
  pathname: string,
  routes: readonly Route[],
): Route | undefined {
  const decoded = decodePath(pathname);
  // Only routes that can match are ranked (main.js runs this while the page starts): a route whose
  // first segment is a fixed, required word other than the address's first segment never matches.
  // Filtering keeps the table order, so ties rank as in the whole table.
  const first = decoded.split('/')[1]?.toLowerCase() ?? '';
  const candidates = routes.filter((route) => {
    const segment = route.path.split('/')[1] ?? '';
    return segment.startsWith(':') || segment.endsWith('?') || segment.toLowerCase() === first;
  });
  return rankRoutes(candidates).find((branch) => branch.pattern.test(decoded))?.route;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The parameters of `pathname` under a route's path, as react-router's useParams gives them (from the
 * most specific of the route's exploded paths that matches, values percent-decoded); null when the
 * path does not match. main.js sends the opened screen's first reads with them (early-screen-reads.ts).
 */
export function startRouteParams(pathname: string, routePath: string): Record<string, string> | null {
  const paths = explodeOptionalSegments(routePath).sort((a, b) => score(b) - score(a));
  for (const path of paths) {
    const names: string[] = [];
    const match = patternOf(path, names).exec(pathname);
    if (match)
      return Object.fromEntries(names.map((name, index) => [name, decodeSegment(match[index + 1]!)]));
  }
  return null;
}
