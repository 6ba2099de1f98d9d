import { index, route, type RouteConfig } from '@react-router/dev/routes';

// The route table, mirroring SPEC §2. Each feature adds its routes when it is built.
export default [
  index('routes/home.tsx'),
  route('standards', 'routes/standards.tsx'),
  route('about', 'routes/about.tsx'),
  route('mission-vision', 'routes/mission-vision.tsx'),
  route('volunteer', 'routes/volunteer.tsx'),
  route('help-guide', 'routes/help-guide.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
] satisfies RouteConfig;
