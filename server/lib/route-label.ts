import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

// The route a request is counted under in the metrics (server/lib/metrics.ts): a pattern the
// code declares, never the raw path, so a thousand odd addresses make no thousand series.
// - a Hono route declared for a method (the JSON API, /healthz, photos): its pattern;
// - otherwise a page of React Router's route table (whoever answered: the page, a kept copy,
//   a refusal before it): the page's pattern, '/resources/:id';
// - a static file: '/assets/*' or 'static', set where it is served (the `routeLabel` variable of server/http.ts);
// - anything else: 'unmatched'.

/** The patterns of React Router's routes, for matching a path against them. */
export function pagePatterns(build: ServerBuild | undefined): (pathname: string) => string | undefined {
  if (!build) return () => undefined;
  const manifest = Object.values(build.routes).filter((route) => route !== undefined);
  const objects = new Map(manifest.map((route) => [route.id, { id: route.id, path: route.path, index: route.index, children: [] as RouteObject[] }]));
  const roots: RouteObject[] = [];
  for (const route of manifest) {
    const object = objects.get(route.id)! as RouteObject;
    const parent = route.parentId ? objects.get(route.parentId) : undefined;
    if (parent) parent.children.push(object);
    else roots.push(object);
  }
  return (pathname) => {
    const matches = matchRoutes(roots, pathname);
    if (!matches) return undefined;
    const path = matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join('/');
    return `/${path}`.replace(/\/+/g, '/');
  };
}

/** The label of the request `c` answered; `staticLabel`, the one a static file set. */
export function routeLabel(c: Context, pageOf: (pathname: string) => string | undefined, staticLabel?: string): string {
  if (staticLabel) return staticLabel;
  // Every route the path matched, reached or not: a declared handler names the request even
  // when a middleware before it answered (a body too large, a wrong content type).
  const declared = matchedRoutes(c).findLast((route) => route.method !== 'ALL');
  if (declared) return declared.path;
  return pageOf(c.req.path) ?? 'unmatched';
}
