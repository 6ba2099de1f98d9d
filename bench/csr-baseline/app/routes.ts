import { index, route, type RouteConfig } from '@react-router/dev/routes';

// The pages bench/lighthouse.ts measures, at the same addresses as in app/routes.ts.
export default [
  index('routes/home.tsx'),
  route('find-help', 'routes/find-help.tsx'),
  route('resources', 'routes/resources.tsx'),
  route('resources/:id', 'routes/resource-detail.tsx'),
] satisfies RouteConfig;
