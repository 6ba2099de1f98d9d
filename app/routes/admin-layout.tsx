import { adminOnly } from '../lib/session.server.ts';

// The administrators' pages (/admin-dashboard and below): one guard for all of them,
// so no page can forget it. Without a component, React Router renders the page inside.
export const middleware = [adminOnly];
