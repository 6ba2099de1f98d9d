import { ACTOR_LABELS, ACTORS, type Outcome, type PermissionRow } from './permissions-matrix.ts';

// docs/permissions.md, rendered from the permissions matrix so the documentation cannot drift
// from what the tests prove (`npm run docs:permissions` writes it; the matrix test compares).

export const PERMISSIONS_DOC_PATH = 'docs/permissions.md';
export const PERMISSIONS_DOC_COMMAND = 'npm run docs:permissions';

const CELL: Record<Exclude<Outcome, number>, string> = {
  ok: '✅',
  login: '→ login',
  home: '→ /',
  signin: '→ /login',
  dashboard: '→ own dashboard',
};

const LEGEND: [string, string][] = [
  ['✅', 'allowed: the page or answer, or the change is made'],
  ['→ login', 'not signed in: sent to /login, with this page to come back to after signing in'],
  ['→ /', 'sent home: signed in, but without the role the page needs'],
  ['→ /login', 'sent to /login without a way back (the volunteer applications, for administrators only)'],
  ['→ own dashboard', "already signed in: sent on to one's own dashboard"],
  ['401', 'not signed in'],
  ['403', 'not allowed'],
  ['404', "not found: someone else's, and the answer never says it exists"],
  ['409', 'refused in this state (for example a second listing for one account)'],
];

const cell = (outcome: Outcome) => (typeof outcome === 'number' ? String(outcome) : CELL[outcome]);
const escape = (text: string) => text.replaceAll('|', '\\|');

function table(rows: PermissionRow[]): string[] {
  const header = ['What', ...ACTORS.map((a) => ACTOR_LABELS[a].title), 'Why'];
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => {
      const what = `\`${row.method} ${row.path}\`${row.case ? ` _${escape(row.case)}_` : ''}`;
      return `| ${[what, ...ACTORS.map((a) => cell(row.expect[a])), escape(row.why)].join(' | ')} |`;
    }),
  ];
}

export function renderPermissionsDoc(rows: PermissionRow[]): string {
  return [
    '# Who may do what',
    '',
    '<!-- Generated from server/auth/permissions-matrix.ts: do not edit by hand. -->',
    `Generated from \`server/auth/permissions-matrix.ts\` by \`${PERMISSIONS_DOC_COMMAND}\`. Every row is tried as`,
    'every person below by `server/auth/permissions-matrix.test.ts`, on a real database through the',
    'production build: an allowed try must really work, a refused one must change nothing and show',
    'nothing private. A route without a row fails that test.',
    '',
    '## The people',
    '',
    '| Column | Who |',
    '|---|---|',
    ...ACTORS.map((a) => `| ${ACTOR_LABELS[a].title} | ${ACTOR_LABELS[a].who} |`),
    '',
    '## What the cells mean',
    '',
    '| Cell | Meaning |',
    '|---|---|',
    ...LEGEND.map(([mark, meaning]) => `| ${mark} | ${meaning} |`),
    '',
    '## JSON API and plain HTTP',
    '',
    "Not listed: `/api/auth/*`, better-auth's own endpoints: over HTTP only signing in (and its two-factor step), the session, signing out and asking for a reset mail answer; every other is 404 (`server/auth/open-auth-paths.ts`).",
    "Its admin plugin's endpoints (set a role, ban, impersonate …) are turned off for everyone: administrators act through the audited pages below.",
    '',
    ...table(rows.filter((r) => r.surface === 'api')),
    '',
    '## Pages and their forms',
    '',
    "A `POST` is the page's form, sent without JavaScript; the words after the path name the form (its `intent`) or the situation tried.",
    '',
    ...table(rows.filter((r) => r.surface === 'page')),
    '',
  ].join('\n');
}
