import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

// The route table. Each feature adds its routes when it is built.
// Every page a visitor, a requester, a helper, a field-team member or a provider sees is also in
// Spanish under /es (docs/decisions/033): the same modules, with ids of their own.
// Administration stays English.

/** The public and signed-in pages, in one language: English ids are the modules', Spanish ones say 'es/'. */
function pages(language: 'en' | 'es') {
  const id = (file: string) => (language === 'es' ? { id: `es/${file}` } : {});
  const page = (path: string, file: string) => route(path, file, id(file));
  return [
    index('routes/home.tsx', id('routes/home.tsx')),
    page('standards', 'routes/standards.tsx'),
    page('about', 'routes/about.tsx'),
    page('mission-vision', 'routes/mission-vision.tsx'),
    page('volunteer', 'routes/volunteer.tsx'),
    page('help-guide', 'routes/help-guide.tsx'),
    page('privacy', 'routes/privacy.tsx'),
    page('terms', 'routes/terms.tsx'),
    // What the service worker shows with no connection
    page('offline', 'routes/offline.tsx'),

    // Find help: the request wizard and its result
    page('find-help', 'routes/find-help.tsx'),
    page('request-submitted', 'routes/request-submitted.tsx'),

    // The wildlife-issues guide: the list and each issue
    page('resources', 'routes/resources.tsx'),
    page('resources/:id', 'routes/resource-detail.tsx'),

    // Accounts: sign-in, registration, password reset and the account's own pages
    page('login', 'routes/login.tsx'),
    page('login/two-factor', 'routes/login-two-factor.tsx'),
    page('register', 'routes/register.tsx'),
    page('forgot-password', 'routes/forgot-password.tsx'),
    page('reset-password', 'routes/reset-password.tsx'),
    page('logout', 'routes/logout.tsx'),
    page('account', 'routes/account.tsx'),
    page('account/data', 'routes/account-data.tsx'),

    // Dashboards: /dashboard by role, and one per role (each page checks its role itself)
    page('dashboard', 'routes/dashboard.tsx'),
    page('provider-dashboard', 'routes/provider-dashboard.tsx'),
    page('provider-dashboard/listing', 'routes/provider-listing.tsx'),
    page('help-request/:requestId', 'routes/help-request.tsx'),
    page('view-providers', 'routes/view-providers.tsx'),
    page('helper-dashboard', 'routes/helper-dashboard.tsx'),

    // Signed-in information for providers (any signed-in person may read it)
    page('provider-resources', 'routes/provider-resources.tsx'),
    page('faq', 'routes/faq.tsx'),
    page('claim-listing', 'routes/claim-listing.tsx'),

    // The field team's own page: a member's work (signed in; the page itself checks membership)
    page('field-team-dashboard', 'routes/field-team-dashboard.tsx'),
  ];
}

export default [
  ...pages('en'),
  ...prefix('es', pages('es')),
  // Photos sent by the wizard's script, in either language
  route('find-help/photos', 'routes/find-help-photos.ts'),
  // A listing without an account, from its e-mail (docs/decisions/048): English, as the e-mail is
  route('listing-request/:token', 'routes/listing-request.tsx'),
  route('listing-emails/stop/:token', 'routes/listing-emails-stop.tsx'),

  // The administrators' pages: the layout's middleware lets only administrators in
  layout('routes/admin-layout.tsx', [
    route('admin-dashboard', 'routes/admin-dashboard.tsx'),

    // Administration of the guide
    route('admin-dashboard/guide', 'routes/admin-guide.tsx'),
    route('admin-dashboard/guide/new', 'routes/admin-guide-edit.tsx', { id: 'admin-guide-new' }),
    route('admin-dashboard/guide/taxonomy', 'routes/admin-guide-taxonomy.tsx'),
    route('admin-dashboard/guide/:id', 'routes/admin-guide-edit.tsx', { id: 'admin-guide-edit' }),

    // Listing claims waiting for approval
    route('admin-dashboard/providers', 'routes/admin-providers.tsx'),
    // Provider listings from a state agency's CSV (docs/decisions/003)
    route('admin-dashboard/import', 'routes/admin-import.tsx'),

    // The volunteer programme
    route('admin-dashboard/volunteers', 'routes/admin-volunteers.tsx'),
    route('admin-dashboard/volunteer/:id', 'routes/admin-volunteer.tsx'),

    // The field team's administration
    route('admin-dashboard/field-team', 'routes/admin-field-team.tsx'),

    // The wizard's questions and the system settings
    route('admin-dashboard/questions', 'routes/admin-questions.tsx'),
    route('admin-dashboard/questions/first-aid', 'routes/admin-first-aid-rules.tsx'),
    route('admin-dashboard/questions/:id', 'routes/admin-question-edit.tsx'),
    route('admin-dashboard/settings', 'routes/admin-settings.tsx'),

    // Each state's wildlife agency, the fallback when no provider can help
    route('admin-dashboard/agencies', 'routes/admin-agencies.tsx'),
    route('admin-dashboard/agencies/:state', 'routes/admin-agency-edit.tsx'),
    route('admin-dashboard/agencies/lines/:lineId', 'routes/admin-phone-line.tsx'),

    // The standards levels' names, in English and Spanish (decision 039)
    route('admin-dashboard/standards', 'routes/admin-standards.tsx'),

    // Users and the audit log
    route('admin-dashboard/users', 'routes/admin-users.tsx'),
    route('admin-dashboard/audit', 'routes/admin-audit.tsx'),
  ]),

  // Development only (404 in production)
  route('dev/mailbox', 'routes/dev-mailbox.tsx'),
] satisfies RouteConfig;
