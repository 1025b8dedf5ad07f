/**
 * Path matching for the route table: static segments, `:param`, optional `:param?` and a final `*`.
 * When several routes match, the most specific wins (static over dynamic over optional), as
 * '/herintreden/afgewezen' must beat '/herintreden/:uuid?/:step?'.
 */
export type RouteParams = Record<string, string | undefined>;

export interface PathMatch {
  params: RouteParams;
  score: number;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const patternSegments = pattern.split('/').filter(Boolean);
  const pathSegments = pathname.split('/').filter(Boolean);
  const params: RouteParams = {};
  let score = 0;
  let index = 0;
  for (const segment of patternSegments) {
    if (segment === '*') return { params, score: score + 1 };
    const value = pathSegments[index];
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (!optional) return null;
        params[name] = undefined;
        continue;
      }
      params[name] = decode(value);
      score += optional ? 2 : 3;
    } else {
      if (value !== segment) return null;
      score += 10;
    }
    index += 1;
  }
  return index === pathSegments.length ? { params, score } : null;
}

/** The best match of a pathname among patterns, or null. */
export function bestMatch<T extends { path: string }>(items: readonly T[], pathname: string) {
  let best: { item: T; params: RouteParams; score: number } | null = null;
  for (const item of items) {
    const match = matchPath(item.path, pathname);
    if (match && (!best || match.score > best.score)) best = { item, ...match };
  }
  return best;
}
