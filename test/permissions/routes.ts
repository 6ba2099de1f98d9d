import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from 'react-router';

// What the permissions matrix must cover, read from the running code rather than from a list
// someone has to remember: Hono's routes, and the pages and forms of React Router's build.

/** better-auth's own endpoints: its rules and throttles are tested in server/auth/auth.test.ts. */
export const NOT_IN_MATRIX = ['/api/auth/*'];

/** `METHOD /path` of every Hono route: middleware and the catch-alls are `ALL` and left out. */
export function honoRoutes(app: { routes: { method: string; path: string }[] }): string[] {
  const routes = app.routes.filter((r) => r.method !== 'ALL' && !NOT_IN_MATRIX.includes(r.path)).map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)].sort();
}

/** `GET /path` of every page, and `POST /path` of every page with a form action. */
export function pageRoutes(build: ServerBuild): string[] {
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return [parent, route.path ?? ''].filter(Boolean).join('/').replace(/\/+/g, '/');
  };
  const keys: string[] = [];
  for (const [id, route] of Object.entries(routes)) {
    // root and layouts (no path of their own) are not pages: their children are
    if (!route || id === 'root' || (!route.path && !route.index)) continue;
    const pagePath = `/${fullPath(id)}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
    keys.push(`GET ${pagePath}`);
    if (route.module.action) keys.push(`POST ${pagePath}`);
  }
  return [...new Set(keys)].sort();
}

interface DeclaredRoute {
  path?: string;
  index?: boolean;
  file: string;
  children?: DeclaredRoute[];
}

/**
 * `GET /path` of every page app/routes.ts declares, and `POST /path` of those whose module
 * exports an action: what pageRoutes() finds in a build made from the sources as they are now.
 */
export function declaredPageRoutes(config: DeclaredRoute[], parent = ''): string[] {
  return config
    .flatMap((entry) => {
      if (!entry.path && !entry.index) return declaredPageRoutes(entry.children ?? [], parent);
      // An index route under a prefix ('/es') carries the prefix as its path.
      const own = entry.index && !entry.path ? parent || '/' : `${parent}/${entry.path ?? ''}`.replace(/\/+/g, '/');
      const source = readFileSync(path.join('app', entry.file), 'utf8');
      const hasAction = /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source);
      return [`GET ${own}`, ...(hasAction ? [`POST ${own}`] : []), ...declaredPageRoutes(entry.children ?? [], own === '/' ? '' : own)];
    })
    .sort();
}

/** `GET /path` (and `POST /path`) of every page declared under the layout route of `layoutFile`. */
export function pagesUnderLayout(config: DeclaredRoute[], layoutFile: string, parent = ''): string[] {
  return config.flatMap((entry) => {
    const isLayout = !entry.path && !entry.index;
    if (isLayout && entry.file === layoutFile) return declaredPageRoutes(entry.children ?? [], parent);
    const own = isLayout || entry.index ? parent : `${parent}/${entry.path}`.replace(/\/+/g, '/');
    return pagesUnderLayout(entry.children ?? [], layoutFile, own);
  });
}
