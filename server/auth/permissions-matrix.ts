// Who may do what: every JSON API route, every page and every page form, tried by
// server/auth/permissions-matrix.test.ts as each kind of person below against a real database,
// and rendered to docs/permissions.md (`npm run docs:permissions`). Public pages are open to all,
// member pages need a sign-in and role pages their role; each role reads and writes its own
// records and administrators everyone's; DESIGN.md "Privacy" keeps a requester's contact from
// providers until one accepts, docs/decisions/002 and 004 settle ownership. A route without a row
// fails the test.

export const ACTORS = ['anonymous', 'user', 'otherUser', 'helper', 'provider', 'otherProvider', 'admin', 'fieldTeam'] as const;
export type ActorName = (typeof ACTORS)[number];

/** Who each column is; "the request" in a row is always the requester's, "the listing" the provider's. */
export const ACTOR_LABELS: Record<ActorName, { title: string; who: string }> = {
  anonymous: { title: 'Visitor', who: 'not signed in' },
  user: { title: 'Requester', who: 'a member (role user) who asked for help: owns the requests, listings and applications the rows try' },
  otherUser: { title: 'Other member', who: 'another member (role user): owns nothing the rows try' },
  helper: { title: 'Helper', who: 'an approved volunteer (role helper) helping in Colorado, where the requests are' },
  provider: { title: 'Provider', who: 'an approved Boulder, CO rehabilitator: accepted the requester’s assigned requests' },
  otherProvider: { title: 'Other provider', who: 'another approved Boulder rehabilitator: may take open requests, accepted none of them' },
  admin: { title: 'Admin', who: 'an administrator' },
  fieldTeam: {
    title: 'Field team',
    who: 'a member (role user) on the Colorado field team (a pseudo-role: membership is a row in field_team_members, not a role)',
  },
};

/**
 * What happens. `ok`: it works (the page or answer, or the change is made). The rest refuse:
 * `login` sends to /login with the page to come back to, `home` to / (signed in without the role
 * the page needs), `signin` to /login without a way back, `dashboard` to one's own dashboard;
 * numbers are the HTTP status of the refusal (401 not signed in, 403 not allowed, 404 not yours:
 * never says it exists, 409 not in this state). A refusal changes nothing and shows nothing private.
 */
export type Outcome = 'ok' | 'login' | 'home' | 'signin' | 'dashboard' | 401 | 403 | 404 | 409;

export interface PermissionRow {
  /** `api`: served by Hono (the JSON API and plain HTTP endpoints); `page`: a React Router page or its form */
  surface: 'api' | 'page';
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** the route as declared (Hono path, or the page's path with its :params) */
  path: string;
  /** which form (its intent) or which situation is tried, where a route has several */
  case?: string;
  /** the rule, and where it comes from */
  why: string;
  expect: Record<ActorName, Outcome>;
}

export const rowKey = (row: Pick<PermissionRow, 'method' | 'path' | 'case'>) => `${row.method} ${row.path}${row.case ? ` [${row.case}]` : ''}`;

const all = (outcome: Outcome): Record<ActorName, Outcome> => Object.fromEntries(ACTORS.map((a) => [a, outcome])) as Record<ActorName, Outcome>;

const EVERYONE = all('ok');
const SIGNED_IN_PAGE = { ...all('ok'), anonymous: 'login' } as const;
const SIGNED_IN_API = { ...all('ok'), anonymous: 401 } as const;
const ADMIN_PAGE = { ...all('home'), anonymous: 'login', admin: 'ok' } as const;
const ADMIN_API = { ...all(403), anonymous: 401, admin: 'ok' } as const;
const PROVIDER_PAGE = { ...all('home'), anonymous: 'login', provider: 'ok', otherProvider: 'ok' } as const;
const PROVIDER_API = { ...all(403), anonymous: 401, provider: 'ok', otherProvider: 'ok' } as const;
/** browser notifications, for providers with a listing and field-team members: the people who answer new requests */
const PUSH_API = { ...all(403), anonymous: 401, provider: 'ok', otherProvider: 'ok', fieldTeam: 'ok' } as const;
const PUSH_PAGE_FORM = { ...all(403), anonymous: 'login', provider: 'ok', otherProvider: 'ok', fieldTeam: 'ok' } as const;
const PUSH_WHO = 'browser notifications are for the people who answer new requests: providers with a listing and field-team members';
const HELPER_PAGE = { ...all('home'), anonymous: 'login', helper: 'ok' } as const;
/** docs/decisions/002: only the owner; anyone else, administrators too, is told it is not found */
const OWNER_ONLY_PAGE = { ...all(404), anonymous: 'login', user: 'ok' } as const;
/** administrators only; everyone else, signed in or not, is sent to /login */
const ADMIN_ONLY_TO_LOGIN = { ...all('signin'), anonymous: 'login', admin: 'ok' } as const;
const SIGNED_OUT_ONLY = { ...all('dashboard'), anonymous: 'ok' } as const;

const rowsOf =
  (surface: PermissionRow['surface']) =>
  (method: PermissionRow['method'], path: string, expect: Record<ActorName, Outcome>, why: string, kase?: string): PermissionRow => ({
    surface,
    method,
    path,
    ...(kase ? { case: kase } : {}),
    why,
    expect,
  });
const api = rowsOf('api');
const page = rowsOf('page');

const PUBLIC_PAGE = 'a public page: open to everyone, signed in or not';
const LISTING_LINK =
  'docs/decisions/048: a listing’s e-mail link is its key, with or without an account; it shows nothing of who asked until the listing takes the request';
const ADMIN_ONLY = 'the administration pages are for administrators only: they manage the whole system';
const GUIDE_WRITE = 'the guide is read by everyone and written only by administrators, so what the public reads is reviewed';

export const PERMISSIONS: PermissionRow[] = [
  // ---- Plain HTTP and the JSON API (Hono) ----
  api('GET', '/healthz', EVERYONE, 'operations: the process is up (README "Health and operations")'),
  api('GET', '/readyz', EVERYONE, 'operations: the database answers'),
  api(
    'GET',
    '/metrics',
    all(404),
    'operations: off unless METRICS_TOKEN is set, then answered only to that bearer token (README "Operating"); no session opens it',
  ),
  api('GET', '/robots.txt', EVERYONE, 'search engines: the private pages are disallowed'),
  api('GET', '/sitemap.xml', EVERYONE, 'search engines: public pages and active guide issues only'),
  api(
    'GET',
    '/listing-documents/:id',
    { ...all(404), provider: 'ok', admin: 'ok' },
    "a verification document (a licence, an insurance certificate) is for its listing's provider and the administrators who review it; to anyone else it does not exist",
  ),
  api(
    'GET',
    '/request-photos/:id',
    { ...all(404), anonymous: 'login', user: 'ok', provider: 'ok', otherProvider: 'ok' },
    "a request's photos are for its requester and the providers who may take it (both listings are near it); a visitor is sent to sign in and back (the new-request e-mail links each photo); to anyone else signed in they do not exist",
  ),
  api(
    'GET',
    '/es/request-photos/:id',
    { ...all(404), anonymous: 'login', user: 'ok', provider: 'ok', otherProvider: 'ok' },
    "docs/decisions/040: the same photo, linked from a Spanish reader's e-mail, and the same rule; a visitor is sent to sign in in Spanish (/es/login) and back",
  ),
  api('GET', '/listing-request/:token/photos/:id', EVERYONE, LISTING_LINK),
  api('POST', '/listing-emails/stop/:token', EVERYONE, 'docs/decisions/048: RFC 8058 one-click unsubscribe, with nothing but the link'),
  api(
    'GET',
    '/find-help/photos/:id',
    EVERYONE,
    "a photo in the wizard's draft is seen by whoever holds the draft's cookie, its only key: the wizard is used before any sign-in",
    "the visitor's own draft",
  ),
  api('GET', '/find-help/photos/:id', all(404), "another draft's photo does not exist for this visitor", "another draft's photo"),
  api('GET', '/api/openapi.json', EVERYONE, 'DESIGN.md "API": the API is described publicly'),
  api('GET', '/api/docs', EVERYONE, 'DESIGN.md "API": the same description as a page a person reads'),
  api('GET', '/api/v1/animal-types', EVERYONE, 'the wizard lists the animal types, and anyone may use the wizard up to its sign-in step'),
  api('GET', '/api/v1/issue-categories', EVERYONE, 'the guide (/resources) is public'),
  api('GET', '/api/v1/issues', EVERYONE, 'the guide (/resources) is public'),
  api('GET', '/api/v1/issues/:id', EVERYONE, 'a guide issue page (/resources/{id}) is public', 'an active issue'),
  api('GET', '/api/v1/issues/:id', all(404), "a hidden issue is only in the administrators' guide pages", 'a hidden issue'),
  api('POST', '/api/v1/issues', ADMIN_API, GUIDE_WRITE),
  api('PUT', '/api/v1/issues/:id', ADMIN_API, GUIDE_WRITE),
  api('PATCH', '/api/v1/issues/:id/active', ADMIN_API, GUIDE_WRITE),
  api('DELETE', '/api/v1/issues/:id', ADMIN_API, GUIDE_WRITE),
  api('POST', '/api/v1/issue-categories', ADMIN_API, GUIDE_WRITE),
  api('PUT', '/api/v1/issue-categories/:id', ADMIN_API, GUIDE_WRITE),
  api('DELETE', '/api/v1/issue-categories/:id', ADMIN_API, GUIDE_WRITE),
  api('POST', '/api/v1/animal-types', ADMIN_API, GUIDE_WRITE),
  api('PUT', '/api/v1/animal-types/:id', ADMIN_API, GUIDE_WRITE),
  api('DELETE', '/api/v1/animal-types/:id', ADMIN_API, GUIDE_WRITE),
  api('GET', '/api/v1/me', SIGNED_IN_API, 'everyone reads their own profile, and only their own'),
  api('GET', '/api/v1/users', ADMIN_API, 'only administrators list all users'),
  api('GET', '/api/v1/providers/match', EVERYONE, 'the wizard counts matching providers before sign-in (listings are public)'),
  api('GET', '/api/v1/places/suggestions', EVERYONE, "address suggestions: the wizard's location step is public"),
  api('GET', '/api/v1/places/nearest', EVERYONE, 'the wizard\'s "Use my location": a position to its nearest ZIP, public like the wizard'),
  api('POST', '/api/v1/help-requests', SIGNED_IN_API, 'a help request needs a signed-in account, so the provider has someone to reach'),
  api(
    'GET',
    '/api/v1/provider/help-requests',
    PROVIDER_API,
    'a provider sees the requests it may take and those it answered; DESIGN.md privacy: contact only of requests it accepted',
  ),
  api(
    'GET',
    '/api/v1/provider/help-requests/:id',
    { ...PROVIDER_API, otherProvider: 409 },
    "once assigned, a request is the accepting provider's: another it could have gone to is told it was taken, and sees nothing of it",
    'a request the provider accepted',
  ),
  api(
    'GET',
    '/api/v1/provider/help-requests/:id',
    PROVIDER_API,
    "DESIGN.md privacy: any provider it may go to sees it, without the requester's contact",
    'an open request near both providers',
  ),
  api(
    'POST',
    '/api/v1/provider/help-requests/:id/responses',
    PROVIDER_API,
    'any provider the request may go to (kind, animal, radius) may answer it',
    'accept an open request',
  ),
  api(
    'POST',
    '/api/v1/provider/help-requests/:id/responses',
    { ...PROVIDER_API, provider: 409, otherProvider: 409 },
    'the first provider to accept takes the request; nobody answers twice',
    'accept a request the provider accepted',
  ),
  api('GET', '/api/v1/push-subscriptions', PUSH_API, PUSH_WHO),
  api('POST', '/api/v1/push-subscriptions', PUSH_API, PUSH_WHO),
  api('DELETE', '/api/v1/push-subscriptions/:id', PUSH_API, `${PUSH_WHO}: each removes their own devices`, 'own device'),
  api(
    'DELETE',
    '/api/v1/push-subscriptions/:id',
    { ...PUSH_API, otherProvider: 404, fieldTeam: 404 },
    "another person's device is not found, and stays",
    "the provider's device",
  ),
  api('GET', '/api/v1/events', SIGNED_IN_API, 'realtime for signed-in pages; each hears only of its own requests (server/features/realtime)'),

  // ---- Public pages ----
  page('GET', '/', EVERYONE, PUBLIC_PAGE),
  page('GET', '/standards', EVERYONE, PUBLIC_PAGE),
  page('GET', '/about', EVERYONE, PUBLIC_PAGE),
  page('GET', '/mission-vision', EVERYONE, PUBLIC_PAGE),
  page('GET', '/help-guide', EVERYONE, PUBLIC_PAGE),
  page('GET', '/privacy', EVERYONE, PUBLIC_PAGE),
  page('GET', '/terms', EVERYONE, PUBLIC_PAGE),
  page('GET', '/offline', EVERYONE, 'what the service worker shows with no connection; first aid and public guide links only, nothing personal'),
  page('GET', '/listing-request/:token', EVERYONE, LISTING_LINK),
  page('POST', '/listing-request/:token', EVERYONE, LISTING_LINK, 'accept'),
  page('POST', '/listing-request/:token', EVERYONE, LISTING_LINK, 'decline'),
  page(
    'POST',
    '/listing-request/:token',
    { ...all(403), anonymous: 'ok' },
    'docs/decisions/048: the listing’s own mailbox takes it over, with an account for its address; an account with another address is refused',
    'take-over',
  ),
  page('GET', '/listing-emails/stop/:token', EVERYONE, LISTING_LINK),
  page('GET', '/resources', EVERYONE, PUBLIC_PAGE),
  page('GET', '/resources/:id', EVERYONE, PUBLIC_PAGE, 'an active issue'),
  page('GET', '/resources/:id', all(404), '"Issue Not Found": a hidden issue is only in the administrators\' guide pages', 'a hidden issue'),
  page('GET', '/find-help', EVERYONE, 'anyone may use the wizard up to step 5, where they sign in or register'),
  page('POST', '/find-help', EVERYONE, 'anyone may use the wizard up to step 5, where they sign in or register', 'step 1: choose the help type'),
  page('GET', '/find-help/photos', EVERYONE, "only the wizard's script posts here; a visit goes to the wizard"),
  page('POST', '/find-help/photos', EVERYONE, 'anyone using the wizard adds photos to their own draft: the wizard is open to all up to its sign-in step'),
  page('GET', '/volunteer', EVERYONE, PUBLIC_PAGE),
  page(
    'POST',
    '/volunteer',
    { ...SIGNED_IN_PAGE, helper: 409, provider: 409, otherProvider: 409, admin: 409 },
    'a member applies and, once approved, becomes a helper; helpers, providers and administrators already have a role',
    'apply',
  ),
  page('GET', '/dev/mailbox', all(404), 'development only: in production nobody reads the outbox'),

  // ---- Accounts: sign in, register, forgot and reset password ----
  page('GET', '/login', SIGNED_OUT_ONLY, "signed in already, one is sent to one's own dashboard, chosen by role"),
  page('POST', '/login', EVERYONE, 'anyone with a right password signs in', 'own e-mail and password'),
  page('GET', '/login/two-factor', EVERYONE, 'the second step of sign-in: a form only'),
  page(
    'POST',
    '/login/two-factor',
    { ...all(401), anonymous: 'ok' },
    'whoever has just given a right password and holds the code; signed in already, the code is checked for that account instead (sign out first)',
    'the code after a right password',
  ),
  page('GET', '/register', SIGNED_OUT_ONLY, 'creating an account is for visitors; a signed-in person goes to their dashboard'),
  page('POST', '/register', EVERYONE, 'new accounts are always role user: any other role is given by an administrator', 'a new account'),
  page('GET', '/forgot-password', EVERYONE, PUBLIC_PAGE),
  page('POST', '/forgot-password', EVERYONE, 'the same answer whether or not the account exists, so the form does not reveal who has one', 'own e-mail'),
  page('GET', '/reset-password', EVERYONE, PUBLIC_PAGE),
  page('POST', '/reset-password', EVERYONE, 'whoever holds a valid reset link: the link is the proof of the mailbox', 'a valid link'),
  page('GET', '/logout', EVERYONE, 'only sends home: signing out is a form (POST)'),
  page('POST', '/logout', { ...all('ok'), anonymous: 'home' }, "signing out ends one's own session; a visitor has none", 'sign out'),
  page('GET', '/account', SIGNED_IN_PAGE, 'everyone reads and writes their own profile'),
  page('POST', '/account', SIGNED_IN_PAGE, 'everyone changes their own profile, and only their own', 'profile'),
  page('POST', '/account', SIGNED_IN_PAGE, 'everyone changes their own password, and only their own', 'password'),
  page(
    'POST',
    '/account',
    { ...all(403), anonymous: 'login', provider: 'ok', otherProvider: 'ok', admin: 'ok' },
    "two-factor sign-in is for the accounts that see other people's data (providers and administrators)",
    'enable-2fa',
  ),
  page(
    'POST',
    '/account',
    { ...all(403), anonymous: 'login', provider: 'ok', otherProvider: 'ok', admin: 'ok' },
    "two-factor sign-in is for the accounts that see other people's data (providers and administrators)",
    'disable-2fa',
  ),
  page('POST', '/account', SIGNED_IN_PAGE, 'everyone deletes their own account with its password (the last administrator is refused)', 'delete-account'),
  page('POST', '/account', { ...PUSH_PAGE_FORM, fieldTeam: 403 }, 'a provider with a listing chooses how it hears of new requests', 'alert-channel'),
  page('POST', '/account', PUSH_PAGE_FORM, `${PUSH_WHO}: each removes their own devices`, 'remove-device'),
  page('GET', '/account/data', SIGNED_IN_PAGE, "everyone downloads their own data, and nobody else's"),

  // ---- Members: pages that need a sign-in, whatever the role ----
  page(
    'GET',
    '/request-submitted',
    { ...OWNER_ONLY_PAGE },
    "the request-submitted page shows the requester's own request; another's id is not found",
    "the requester's request",
  ),
  page('GET', '/dashboard', SIGNED_IN_PAGE, "/dashboard shows the dashboard of one's role, each with their own requests"),
  page('POST', '/dashboard', OWNER_ONLY_PAGE, 'a requester cancels or updates their own request, nobody else; docs/decisions/002', 'update-situation'),
  page('POST', '/dashboard', OWNER_ONLY_PAGE, 'a requester cancels or updates their own request, nobody else; docs/decisions/002', 'cancel'),
  page('POST', '/dashboard', OWNER_ONLY_PAGE, 'docs/decisions/002: only an assigned request is resolved, by its owner', 'resolve'),
  page(
    'POST',
    '/dashboard',
    OWNER_ONLY_PAGE,
    'docs/decisions/002: the owner rates the provider who helped; the ratings are how providers stay monitored after approval',
    'rate',
  ),
  page('GET', '/view-providers', SIGNED_IN_PAGE, 'a member page: any signed-in account'),
  page('GET', '/provider-resources', SIGNED_IN_PAGE, 'a member page: any signed-in account'),
  page('GET', '/faq', SIGNED_IN_PAGE, 'a member page: any signed-in account'),
  page('GET', '/claim-listing', SIGNED_IN_PAGE, "a member page: any signed-in account (visitors to the claim flow's sign-in)"),
  page(
    'POST',
    '/claim-listing',
    { ...SIGNED_IN_PAGE, provider: 409, otherProvider: 409 },
    'an unclaimed listing can be claimed, only while still unclaimed; one listing per account',
    'claim',
  ),
  page(
    'POST',
    '/claim-listing',
    { ...SIGNED_IN_PAGE, provider: 409, otherProvider: 409 },
    'a new listing is claimed by its creator but waits for approval; one listing per account',
    'create',
  ),
  page(
    'POST',
    '/claim-listing',
    { ...SIGNED_IN_PAGE, otherUser: 404, helper: 404, admin: 404, fieldTeam: 404 },
    'the owner of a listing (its claimant while the claim waits) uploads its documents; an account without a listing has nowhere to send them',
    'upload a document',
  ),
  page('GET', '/field-team-dashboard', SIGNED_IN_PAGE, 'any signed-in account opens the page; docs/decisions/004: only members see the work'),
  page(
    'POST',
    '/field-team-dashboard',
    { ...all(403), anonymous: 'login', fieldTeam: 'ok' },
    'docs/decisions/004: membership is checked on the server, never a browser flag',
    'pickup done',
  ),
  page(
    'POST',
    '/field-team-dashboard',
    { ...all(403), anonymous: 'login', fieldTeam: 404 },
    "docs/decisions/004: only assigned emergencies in the member's state",
    'pickup done in another state',
  ),

  // ---- Helpers: the helper dashboard is for role helper ----
  page('GET', '/helper-dashboard', HELPER_PAGE, "helpers only; docs/decisions/004: never the requester's contact"),
  page('POST', '/helper-dashboard', HELPER_PAGE, 'a helper sets its own state, and only its own', 'state'),
  page('POST', '/helper-dashboard', HELPER_PAGE, 'a helper offers to help with a request; docs/decisions/004', 'offer'),
  page(
    'POST',
    '/helper-dashboard',
    { ...HELPER_PAGE, helper: 404 },
    "docs/decisions/004: only open emergencies in the helper's state",
    'offer on a request in another state',
  ),

  // ---- Providers: the provider dashboard and /help-request/{id} are for role provider ----
  page('GET', '/provider-dashboard', PROVIDER_PAGE, 'providers only; DESIGN.md privacy'),
  page(
    'POST',
    '/provider-dashboard',
    PROVIDER_PAGE,
    "docs/decisions/032: a provider marks its own listing full: the form names no listing, it is always one's own",
    'mark the listing full',
  ),
  page('POST', '/provider-dashboard', PROVIDER_PAGE, "docs/decisions/032: a provider ends its own listing's capacity early", 'end capacity'),
  page('GET', '/provider-dashboard/listing', PROVIDER_PAGE, 'a provider reads and writes its own listing, and only its own'),
  page(
    'POST',
    '/provider-dashboard/listing',
    PROVIDER_PAGE,
    "a provider updates its own listing: the form names no listing, it is always one's own",
    'own listing',
  ),
  page('POST', '/provider-dashboard/listing', PROVIDER_PAGE, "verification documents go to one's own listing: the form names no listing", 'upload a document'),
  page('POST', '/provider-dashboard/listing', PROVIDER_PAGE, "a provider deletes its own listing's documents", 'delete a document'),
  page(
    'POST',
    '/provider-dashboard/listing',
    PROVIDER_PAGE,
    "docs/decisions/058: a provider stops its own listing's request e-mails: the form names no listing",
    'stop request e-mails',
  ),
  page(
    'POST',
    '/provider-dashboard/listing',
    PROVIDER_PAGE,
    "docs/decisions/048, 058: only the listing's provider (or an administrator) starts its request e-mails again",
    'resume request e-mails',
  ),
  page(
    'POST',
    '/provider-dashboard/listing',
    { ...PROVIDER_PAGE, provider: 404, otherProvider: 404 },
    "another listing's document is not found, and stays",
    "delete another listing's document",
  ),
  page(
    'GET',
    '/help-request/:requestId',
    { ...PROVIDER_PAGE, otherProvider: 409 },
    "providers only; an assigned request is the accepting provider's: another it could have gone to is told it was taken, and sees nothing of it",
    'a request the provider accepted',
  ),
  page(
    'GET',
    '/help-request/:requestId',
    PROVIDER_PAGE,
    'DESIGN.md privacy: before accepting, no street address, phone or e-mail',
    'an open request near both providers',
  ),
  page('POST', '/help-request/:requestId', PROVIDER_PAGE, 'a provider the request may go to accepts or declines it', 'accept an open request'),
  page('POST', '/help-request/:requestId', PROVIDER_PAGE, 'a provider the request may go to accepts or declines it', 'decline an open request'),
  page(
    'POST',
    '/help-request/:requestId',
    { ...PROVIDER_PAGE, provider: 409, otherProvider: 409 },
    'the first provider to accept takes the request; nobody answers twice',
    'accept a request the provider accepted',
  ),

  // ---- Administrators: the administration pages are for role admin ----
  page('GET', '/admin-dashboard', ADMIN_PAGE, ADMIN_ONLY),
  page('GET', '/admin-dashboard/users', ADMIN_PAGE, 'only administrators list all users, newest first'),
  page('POST', '/admin-dashboard/users', ADMIN_PAGE, "only administrators change a user's role: roles grant access to other people's data", 'change role'),
  page('GET', '/admin-dashboard/audit', ADMIN_PAGE, ADMIN_ONLY),
  page('GET', '/admin-dashboard/guide', ADMIN_PAGE, ADMIN_ONLY),
  page('POST', '/admin-dashboard/guide', ADMIN_PAGE, GUIDE_WRITE, 'deactivate'),
  page('POST', '/admin-dashboard/guide', ADMIN_PAGE, GUIDE_WRITE, 'activate'),
  page('POST', '/admin-dashboard/guide', ADMIN_PAGE, GUIDE_WRITE, 'delete'),
  page('GET', '/admin-dashboard/guide/new', ADMIN_PAGE, ADMIN_ONLY),
  page('POST', '/admin-dashboard/guide/new', ADMIN_PAGE, GUIDE_WRITE, 'create'),
  page('GET', '/admin-dashboard/guide/:id', ADMIN_PAGE, ADMIN_ONLY),
  page('POST', '/admin-dashboard/guide/:id', ADMIN_PAGE, GUIDE_WRITE, 'update'),
  page('GET', '/admin-dashboard/guide/taxonomy', ADMIN_PAGE, ADMIN_ONLY),
  page('POST', '/admin-dashboard/guide/taxonomy', ADMIN_PAGE, GUIDE_WRITE, 'create-category'),
  page('POST', '/admin-dashboard/guide/taxonomy', ADMIN_PAGE, GUIDE_WRITE, 'rename-category'),
  page('POST', '/admin-dashboard/guide/taxonomy', ADMIN_PAGE, GUIDE_WRITE, 'delete-category'),
  page('POST', '/admin-dashboard/guide/taxonomy', ADMIN_PAGE, GUIDE_WRITE, 'create-animal'),
  page('POST', '/admin-dashboard/guide/taxonomy', ADMIN_PAGE, GUIDE_WRITE, 'update-animal'),
  page('POST', '/admin-dashboard/guide/taxonomy', ADMIN_PAGE, GUIDE_WRITE, 'delete-animal'),
  page('GET', '/admin-dashboard/providers', ADMIN_PAGE, 'only administrators approve providers: a listing is shown as verified on their word'),
  page('POST', '/admin-dashboard/providers', ADMIN_PAGE, "verification, first step: staff review the listing's documents", 'documents'),
  page('POST', '/admin-dashboard/providers', ADMIN_PAGE, 'verification, second step: staff verify the standards level', 'standards'),
  page('POST', '/admin-dashboard/providers', ADMIN_PAGE, 'verification, last step: only administrators approve a provider, which gives its badge', 'approve'),
  page('POST', '/admin-dashboard/providers', ADMIN_PAGE, 'only administrators approve (or reject) providers', 'reject'),
  page('POST', '/admin-dashboard/providers', ADMIN_PAGE, 'a standards level is shown only once staff verified it', 'verify-standards'),
  page('POST', '/admin-dashboard/providers', ADMIN_PAGE, 'a standards level is shown only once staff verified it', 'decline-standards'),
  page(
    'POST',
    '/admin-dashboard/providers',
    ADMIN_PAGE,
    'docs/decisions/048, 058: an administrator starts a listing’s stopped request e-mails again',
    'resume-emails',
  ),
  page('GET', '/admin-dashboard/import', ADMIN_PAGE, 'docs/decisions/003'),
  page('POST', '/admin-dashboard/import', ADMIN_PAGE, 'docs/decisions/003: a preview writes nothing', 'preview'),
  page('POST', '/admin-dashboard/import', ADMIN_PAGE, 'docs/decisions/003', 'import'),
  page('GET', '/admin-dashboard/volunteers', ADMIN_PAGE, 'only administrators see volunteer applications: they hold personal details'),
  page('GET', '/admin-dashboard/volunteer/:id', ADMIN_ONLY_TO_LOGIN, 'administrators only; others are redirected to /login'),
  page('POST', '/admin-dashboard/volunteer/:id', ADMIN_ONLY_TO_LOGIN, 'approval makes the applicant a helper', 'approve'),
  page('POST', '/admin-dashboard/volunteer/:id', ADMIN_ONLY_TO_LOGIN, 'rejection is final: a rejected application cannot be approved later', 'reject'),
  page('GET', '/admin-dashboard/field-team', ADMIN_PAGE, 'docs/decisions/004: only administrators add members'),
  page('POST', '/admin-dashboard/field-team', ADMIN_PAGE, 'docs/decisions/004: only administrators add members', 'add'),
  page('POST', '/admin-dashboard/field-team', ADMIN_PAGE, 'docs/decisions/004', 'remove'),
  page('GET', '/admin-dashboard/questions', ADMIN_PAGE, "the wizard's extra questions are managed by administrators only"),
  page('POST', '/admin-dashboard/questions', ADMIN_PAGE, 'docs/decisions/005', 'create'),
  page('POST', '/admin-dashboard/questions', ADMIN_PAGE, 'docs/decisions/005', 'move-up'),
  page('POST', '/admin-dashboard/questions', ADMIN_PAGE, 'docs/decisions/005', 'move-down'),
  page('POST', '/admin-dashboard/questions', ADMIN_PAGE, 'docs/decisions/005', 'deactivate'),
  page('POST', '/admin-dashboard/questions', ADMIN_PAGE, 'docs/decisions/005', 'activate'),
  page('POST', '/admin-dashboard/questions', ADMIN_PAGE, 'docs/decisions/005: only a question nobody answered', 'delete'),
  page('GET', '/admin-dashboard/questions/first-aid', ADMIN_PAGE, 'docs/decisions/050: the first-aid rules beside the questions'),
  page('POST', '/admin-dashboard/questions/first-aid', ADMIN_PAGE, 'docs/decisions/050', 'create'),
  page('POST', '/admin-dashboard/questions/first-aid', ADMIN_PAGE, 'docs/decisions/050', 'update'),
  page('POST', '/admin-dashboard/questions/first-aid', ADMIN_PAGE, 'docs/decisions/050', 'delete'),
  page('GET', '/admin-dashboard/questions/:id', ADMIN_PAGE, ADMIN_ONLY),
  page('POST', '/admin-dashboard/questions/:id', ADMIN_PAGE, 'docs/decisions/005', 'update'),
  page('GET', '/admin-dashboard/settings', ADMIN_PAGE, 'the system settings are managed by administrators only'),
  page('POST', '/admin-dashboard/settings', ADMIN_PAGE, 'the donation amounts the wizard suggests', 'donations'),
  page('POST', '/admin-dashboard/settings', ADMIN_PAGE, 'DESIGN.md "Matching": the radius', 'radius'),
  page('GET', '/admin-dashboard/agencies', ADMIN_PAGE, 'DESIGN.md "Matching": the state agency fallback, kept by administrators only'),
  page('GET', '/admin-dashboard/agencies/:state', ADMIN_PAGE, ADMIN_ONLY),
  page('POST', '/admin-dashboard/agencies/:state', ADMIN_PAGE, 'docs/decisions/016: administrators keep each state’s agency', 'update'),
  page('GET', '/admin-dashboard/agencies/lines/:lineId', ADMIN_PAGE, 'docs/decisions/046: the numbers people are given, with their sources'),
  page('POST', '/admin-dashboard/agencies/lines/:lineId', ADMIN_PAGE, 'docs/decisions/046: administrators add a checked number', 'create'),
  page('POST', '/admin-dashboard/agencies/lines/:lineId', ADMIN_PAGE, 'docs/decisions/046: administrators correct a number', 'update'),
  page('POST', '/admin-dashboard/agencies/lines/:lineId', ADMIN_PAGE, 'docs/decisions/046: administrators remove a wrong number', 'remove'),
  page('GET', '/admin-dashboard/standards', ADMIN_PAGE, 'the standards levels are kept by administrators only'),
  page('POST', '/admin-dashboard/standards', ADMIN_PAGE, 'docs/decisions/039: administrators name the standards levels', 'update'),
];
