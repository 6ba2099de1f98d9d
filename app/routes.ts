import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

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
  // What the service worker shows with no connection (issue 19)
  route('offline', 'routes/offline.tsx'),

  // Find help: the request wizard and its result (SPEC §2)
  route('find-help', 'routes/find-help.tsx'),
  route('find-help/photos', 'routes/find-help-photos.ts'),
  route('request-submitted', 'routes/request-submitted.tsx'),

  // The wildlife-issues guide (SPEC §2 Issues list, Issue detail)
  route('resources', 'routes/resources.tsx'),
  route('resources/:id', 'routes/resource-detail.tsx'),

  // Accounts (SPEC §2 Login, Register, Forgot and reset password)
  route('login', 'routes/login.tsx'),
  route('login/two-factor', 'routes/login-two-factor.tsx'),
  route('register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('account', 'routes/account.tsx'),
  route('account/data', 'routes/account-data.tsx'),

  // Dashboards: /dashboard by role, and one per role (SPEC §2 "Routes needing a role")
  route('dashboard', 'routes/dashboard.tsx'),
  route('provider-dashboard', 'routes/provider-dashboard.tsx'),
  route('provider-dashboard/listing', 'routes/provider-listing.tsx'),
  route('help-request/:requestId', 'routes/help-request.tsx'),
  route('view-providers', 'routes/view-providers.tsx'),
  route('helper-dashboard', 'routes/helper-dashboard.tsx'),

  // Signed-in information for providers (SPEC §2 "Routes needing a logged-in user")
  route('provider-resources', 'routes/provider-resources.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('claim-listing', 'routes/claim-listing.tsx'),

  // The field team's own page: a member's work (SPEC §2 "Routes needing a logged-in user")
  route('field-team-dashboard', 'routes/field-team-dashboard.tsx'),

  // The administrators' pages: the layout's middleware lets only administrators in (SPEC §2)
  layout('routes/admin-layout.tsx', [
    route('admin-dashboard', 'routes/admin-dashboard.tsx'),

    // Administration of the guide (issue 4)
    route('admin-dashboard/guide', 'routes/admin-guide.tsx'),
    route('admin-dashboard/guide/new', 'routes/admin-guide-edit.tsx', { id: 'admin-guide-new' }),
    route('admin-dashboard/guide/taxonomy', 'routes/admin-guide-taxonomy.tsx'),
    route('admin-dashboard/guide/:id', 'routes/admin-guide-edit.tsx', { id: 'admin-guide-edit' }),

    // Listing claims waiting for approval (issue 6)
    route('admin-dashboard/providers', 'routes/admin-providers.tsx'),
    // Provider listings from a state agency's CSV (issue 7)
    route('admin-dashboard/import', 'routes/admin-import.tsx'),

    // The volunteer programme (issue 7)
    route('admin-dashboard/volunteers', 'routes/admin-volunteers.tsx'),
    route('admin-dashboard/volunteer/:id', 'routes/admin-volunteer.tsx'),

    // The field team's administration (SPEC §2, issue 7)
    route('admin-dashboard/field-team', 'routes/admin-field-team.tsx'),

    // The wizard's questions and the system settings (issue 7)
    route('admin-dashboard/questions', 'routes/admin-questions.tsx'),
    route('admin-dashboard/questions/:id', 'routes/admin-question-edit.tsx'),
    route('admin-dashboard/settings', 'routes/admin-settings.tsx'),

    // Each state's wildlife agency, the fallback when no provider can help (issue 13)
    route('admin-dashboard/agencies', 'routes/admin-agencies.tsx'),
    route('admin-dashboard/agencies/:state', 'routes/admin-agency-edit.tsx'),

    // Users and the audit log (issue 7)
    route('admin-dashboard/users', 'routes/admin-users.tsx'),
    route('admin-dashboard/audit', 'routes/admin-audit.tsx'),
  ]),

  // Development only (404 in production)
  route('dev/mailbox', 'routes/dev-mailbox.tsx'),
] satisfies RouteConfig;
