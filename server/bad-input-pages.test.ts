import fc from 'fast-check';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { NAMED_STANDARDS_LEVELS, PROVIDER_KINDS, STANDARDS_LEVELS } from '../common/matching.ts';
import { ROLES } from '../common/roles.ts';
import { STATE_CODES } from '../common/us-states.ts';
import {
  CONTENT_TYPES,
  formEntries,
  formWithOneFieldWrong,
  MISSING,
  nastyText,
  pathSegment,
  queryString,
  wrongEmail,
  wrongFormChoice,
  wrongFormText,
  wrongIssueFields,
  type FormValues,
} from '../test/arbitraries.ts';
import { expectNoInternals } from '../test/bad-input-checks.ts';
import { fuzzOptions } from '../test/fuzz.ts';
import { changedTables, databaseDigest } from '../test/permissions/database-digest.ts';
import { useTestDatabase } from '../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser, TEST_PASSWORD } from '../test/factories.ts';
import { loadServerBuild } from '../test/server-build.ts';
import { createTestApp, IN_PROCESS_ORIGIN, postForm, sessionCookieFor, TEST_SESSION_SECRET, wizardCookie } from '../test/services.ts';
import { formQuestions, issueCategories, providerContacts, providers, standardsLevels, users, wildlifeIssues } from './db/schema.ts';
import { linkSignerFor } from './lib/signed-links.ts';
import { submitHelpRequest } from './features/help-requests/submit-help-request.ts';
import { submitApplication } from './features/volunteers/applications.ts';
import { eq } from 'drizzle-orm';

// Bad input to every page action (never a 500, nothing stored that should not be): the forms of the
// production build, served in process over a test database, get generated fields (odd names, SQL
// and HTML, NUL, RTL marks, emoji, huge text, odd numbers), the wrong content types, malformed
// forms, and valid forms with one field made wrong, signed in with the role the page is for. The
// answer is a 4xx, a 200 showing the form again or a redirect, never a 5xx; the page shows
// nothing of our insides; and no row changes, except in two tables that change by design:
// - rate_limits: sign-in, sign-up and reset attempts count against the address and e-mail
//   whether or not they are refused (that is what the counters are for);
// - wizard_drafts: the wizard keeps what was typed at each step, accepted or not, so the
//   page can show it again, and step 1 starts a draft for any choice.
// Sessions are made before the runs and no generated sign-in can succeed, so sessions are
// checked like every other table. The actions are read from the build, so a new one is
// fuzzed at once; ACTIONS must then say who it is for and what it takes.

const database = useTestDatabase({ resetBeforeEach: false });
const CHANGING_BY_DESIGN = ['rate_limits', 'wizard_drafts'];
const WIZARD_DRAFT = wizardCookie('6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b');

type Role = 'user' | 'helper' | 'provider' | 'admin';
type Wrong = Record<string, fc.Arbitrary<unknown>>;
type Variant = { valid: FormValues; wrong: Wrong };
interface PageAction {
  /** where the form posts; `:param`s are filled with odd text, or with `params` */
  path: string;
  role: Role | null;
  /** the form's field names */
  fields: readonly string[];
  /** ids of rows that exist, for the path's `:param`s, so some forms reach their checks */
  params?: () => Record<string, string>;
  /** valid forms, each with the fields that can be made wrong */
  variants?: () => Variant[];
  /** a wizard draft cookie */
  wizard?: boolean;
}

let seeded: {
  requestId: string;
  applicationId: string;
  questionId: string;
  categoryId: string;
  issueId: string;
  userId: string;
  userEmail: string;
  standardsVersion: string;
  /** a listing's "I can take this" link for the seeded request (decision 048) */
  listingToken: string;
};

/** Past MAX_PASSWORD_LENGTH, within the form body limit, and megabytes past it (never a 500). */
const tooLongPassword = fc.constantFrom('p'.repeat(129), 'p'.repeat(60_000), 'p'.repeat(1_000_000), 'p'.repeat(5_000_000));
const wrongZip = fc.oneof(wrongFormText(10), fc.constantFrom('1234', '123456', 'abcde', '80302-12'));
// A blank city or state is not wrong beside a known ZIP: the ZIP fills it (completeFromZip), so a
// hurried person is not sent back.
const tooLongCity = fc.integer({ min: 101, max: 310 }).map((n) => 'y'.repeat(n));
const notBlank = (wrong: fc.Arbitrary<string | typeof MISSING>) => wrong.filter((value) => value !== MISSING && value.trim() !== '');
const wrongPhone = fc.oneof(fc.constant(MISSING), fc.constantFrom('', '555', 'call me', '+++++++', '1'.repeat(40)));

/** What the new-listing form and the listing edit form both send. */
const LISTING_FORM_FIELDS = ['phone', 'email', 'website', 'description', 'services', 'animals', 'availabilityDays', 'availabilityHours', 'hotline24h'];

const ACTIONS: Record<string, PageAction> = {
  'routes/login': {
    path: '/login',
    role: null,
    fields: ['email', 'password', 'rememberMe', 'flow'],
    variants: (): Variant[] => [
      {
        valid: { email: 'nobody@example.org', password: 'wrong-password-1' },
        wrong: { email: wrongEmail, password: fc.oneof(fc.constantFrom(MISSING, ''), tooLongPassword) },
      },
    ],
  },
  'routes/login-two-factor': { path: '/login/two-factor', role: null, fields: ['code'] },
  'routes/register': {
    path: '/register',
    role: null,
    fields: ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'acceptTerms', 'flow', '_js'],
    variants: (): Variant[] => [
      {
        valid: {
          firstName: 'Robin',
          lastName: 'Quill',
          email: 'robin.quill@example.org',
          password: 'heron-marsh-2025',
          confirmPassword: 'heron-marsh-2025',
          acceptTerms: 'on',
        },
        wrong: {
          firstName: wrongFormText(100),
          lastName: wrongFormText(100),
          email: wrongEmail,
          password: fc.oneof(fc.constantFrom(MISSING, '', 'abc', 'password', 'qwerty123'), tooLongPassword),
          confirmPassword: fc.constantFrom(MISSING, '', 'another-heron-9'),
          acceptTerms: fc.constantFrom(MISSING, '', 'off', 'true', 'ON'),
        },
      },
    ],
  },
  'routes/forgot-password': {
    path: '/forgot-password',
    role: null,
    fields: ['email'],
    variants: () => [{ valid: { email: 'nobody@example.org' }, wrong: { email: wrongEmail } }],
  },
  'routes/reset-password': {
    path: '/reset-password',
    role: null,
    fields: ['token', 'password', 'confirmPassword'],
    variants: (): Variant[] => [
      {
        valid: { token: 'no-such-token', password: 'heron-marsh-2025', confirmPassword: 'heron-marsh-2025' },
        wrong: {
          token: fc.constantFrom(MISSING, '', 't'.repeat(201)),
          password: fc.oneof(fc.constantFrom(MISSING, '', 'abc', 'password'), tooLongPassword),
          confirmPassword: fc.constantFrom(MISSING, 'other-heron-7'),
        },
      },
    ],
  },
  // Signing out changes the session whatever the form says: tried signed out only.
  'routes/logout': { path: '/logout', role: null, fields: ['scope'] },
  'routes/account': {
    path: '/account',
    role: 'user',
    fields: ['intent', 'fullName', 'phone', 'currentPassword', 'newPassword', 'confirmPassword', 'password', 'code', 'deletePassword'],
    variants: (): Variant[] => [
      {
        valid: { intent: 'profile', fullName: 'Renamed Person', phone: '' },
        wrong: { fullName: wrongFormText(200), phone: wrongPhone.filter((p) => p !== MISSING && p !== '') },
      },
      {
        valid: { intent: 'password', currentPassword: TEST_PASSWORD, newPassword: 'heron-marsh-2025', confirmPassword: 'heron-marsh-2025' },
        wrong: {
          currentPassword: fc.oneof(fc.constantFrom(MISSING, ''), tooLongPassword),
          newPassword: fc.oneof(fc.constantFrom(MISSING, '', 'abc', 'password'), tooLongPassword),
          confirmPassword: fc.constantFrom(MISSING, 'other-heron-7'),
        },
      },
      { valid: { intent: 'verify-2fa', code: '123456' }, wrong: { code: fc.constantFrom(MISSING, '', '12345', '1234567', 'abcdef') } },
      // A wrong password deletes nothing (the right one would: it is never sent here).
      {
        valid: { intent: 'delete-account', deletePassword: TEST_PASSWORD },
        wrong: { deletePassword: fc.oneof(fc.constantFrom(MISSING, '', 'not-the-password'), tooLongPassword) },
      },
    ],
  },
  'routes/find-help': {
    path: '/find-help?type=emergency&step=3',
    role: null,
    wizard: true,
    fields: ['type', 'address', 'city', 'state', 'zip', 'animalType', 'situationDetails', 'intent', 'choice', 'customAmount', 'mode', 'email', 'password'],
    variants: (): Variant[] => [
      {
        valid: { _step: '2', city: 'Boulder', state: 'CO', zip: '80302' },
        wrong: {
          city: tooLongCity,
          state: notBlank(wrongFormChoice(STATE_CODES)),
          zip: fc.oneof(wrongZip, fc.constantFrom('8'.repeat(60_000), '8'.repeat(1_000_000))),
        },
      },
      {
        valid: { _step: '3', animalType: 'Raccoon', situationDetails: 'It is stuck in the window well.' },
        wrong: { animalType: wrongFormText(100), situationDetails: wrongFormText(5000) },
      },
      {
        valid: { _step: '4', choice: 'custom', customAmount: '25' },
        wrong: {
          choice: fc.constantFrom(MISSING, 'bogus', 'preset:abc', 'preset:-5'),
          customAmount: fc.constantFrom(MISSING, '', '-1', 'abc', '1e400', '0.001', '100001'),
        },
      },
    ],
  },
  // The wizard's photos sent by its script; text where a file should be is no photo.
  'routes/find-help-photos': {
    path: '/find-help/photos',
    role: null,
    wizard: true,
    fields: ['photos'],
  },
  'routes/dashboard': {
    path: '/dashboard',
    role: 'user',
    fields: ['intent', 'requestId', 'situationDetails', 'reason', 'rating', 'comment'],
    variants: (): Variant[] => [
      {
        valid: { intent: 'cancel', requestId: seeded.requestId, reason: 'Someone else helped.' },
        wrong: { reason: wrongFormText(500), requestId: fc.constantFrom(MISSING, '', 'not-a-uuid', '00000000-0000-0000-0000-000000000000') },
      },
      {
        valid: { intent: 'update-situation', requestId: seeded.requestId, situationDetails: 'The hawk moved under a bush.' },
        wrong: { situationDetails: wrongFormText(5000) },
      },
      { valid: { intent: 'rate', requestId: seeded.requestId, rating: '5' }, wrong: { rating: fc.constantFrom(MISSING, '0', '6', '2.5', 'five', '-1') } },
    ],
  },
  'routes/volunteer': {
    path: '/volunteer',
    role: 'user',
    fields: ['adult', 'reason', 'experience', 'state', 'place', 'driveMiles', 'phone', 'availability', 'skills', 'interests', 'referenceInfo', 'background'],
    variants: (): Variant[] => [
      {
        valid: {
          adult: 'yes',
          reason: 'I would like to help injured wildlife near my home.',
          availability: ['Weekends'],
          interests: ['Transport driver'],
          state: 'CO',
          place: '80302',
          driveMiles: '25',
          phone: '303-555-0147',
        },
        wrong: {
          state: fc.constantFrom(MISSING, '', 'Colorado', 'XX'),
          place: fc.oneof(wrongFormText(100), fc.constant('')),
          driveMiles: fc.constantFrom(MISSING, '', '7', 'far'),
          phone: fc.constantFrom(MISSING, '', '555', 'call me'),
          adult: fc.constantFrom(MISSING, '', 'no', 'on'),
          reason: fc.oneof(wrongFormText(2000), fc.constant('Too short.')),
          availability: fc.constantFrom(MISSING, 'Never', 'weekends', ['Weekends', 'Fortnightly']),
          interests: fc.constantFrom(MISSING, 'Astronaut'),
          experience: fc.constant('e'.repeat(2001)),
        },
      },
    ],
  },
  'routes/claim-listing': {
    path: '/claim-listing',
    role: 'user',
    fields: ['intent', 'providerId', 'name', 'type', 'address', 'city', 'state', 'zip', ...LISTING_FORM_FIELDS],
    variants: (): Variant[] => [
      { valid: { intent: 'claim', providerId: '00000000-0000-0000-0000-000000000000' }, wrong: { providerId: fc.oneof(fc.constant(MISSING), pathSegment) } },
      {
        valid: { intent: 'create', name: 'Valley Wildlife Rescue', type: 'rehabilitator', city: 'Boulder', state: 'CO', zip: '80302', phone: '303-555-0100' },
        wrong: {
          name: wrongFormText(200),
          type: wrongFormChoice(PROVIDER_KINDS),
          city: wrongFormText(100),
          state: wrongFormChoice(STATE_CODES),
          zip: wrongZip,
          phone: wrongPhone,
          website: fc.constantFrom('ftp://example.org', 'not a url', "javascript:alert('x')"),
          email: fc.constantFrom('not-an-email', 'a@'),
          availabilityDays: fc.constantFrom('Funday', ['Monday', 'Someday']),
        },
      },
    ],
  },
  'routes/field-team-dashboard': { path: '/field-team-dashboard', role: 'user', fields: ['requestId'] },
  'routes/helper-dashboard': {
    path: '/helper-dashboard',
    role: 'helper',
    fields: ['intent', 'state', 'requestId', 'kind', 'message'],
    variants: (): Variant[] => [
      { valid: { intent: 'state', state: 'CO' }, wrong: { state: wrongFormChoice(STATE_CODES) } },
      {
        valid: { intent: 'offer', requestId: seeded.requestId, kind: 'transport', message: 'I can drive it to the rehabilitator tonight.' },
        wrong: { kind: wrongFormChoice(['transport', 'supplies', 'foster', 'other']), message: fc.oneof(wrongFormText(1000), fc.constant('Soon.')) },
      },
    ],
  },
  'routes/help-request': {
    path: '/help-request/:requestId',
    role: 'provider',
    fields: ['action', 'notes'],
    params: () => ({ requestId: seeded.requestId }),
    variants: (): Variant[] => [
      {
        valid: { action: 'decline', notes: 'Too far for us tonight.' },
        wrong: { action: wrongFormChoice(['accept', 'decline']), notes: fc.constant('n'.repeat(2001)) },
      },
    ],
  },
  'routes/provider-dashboard': {
    path: '/provider-dashboard',
    role: 'provider',
    fields: ['intent', 'until', 'animals', 'note'],
    variants: (): Variant[] => [
      {
        // tomorrow, read in the listing's zone: within the 30 days whatever the zone
        valid: { intent: 'capacity', until: new Date(Date.now() + 86_400_000).toISOString().slice(0, 16), note: 'Call for raptors.' },
        wrong: {
          until: fc.constantFrom('2020-01-01T10:00', '2999-01-01T10:00', 'Friday', '2026-02-30T10:00', MISSING),
          animals: fc.constantFrom('Dragon', 'x'.repeat(101)),
          note: fc.constant('n'.repeat(201)),
        },
      },
    ],
  },
  'routes/provider-listing': {
    path: '/provider-dashboard/listing',
    role: 'provider',
    fields: [...LISTING_FORM_FIELDS, 'standards', 'certifications', 'intent', 'emails'],
    variants: (): Variant[] => [
      {
        valid: { phone: '303-555-0100', email: '', website: '', description: '', services: '', availabilityHours: '', standards: 'none', certifications: '' },
        wrong: {
          phone: wrongPhone,
          standards: wrongFormChoice(STANDARDS_LEVELS).filter((v) => v !== MISSING), // left out, it is 'none'
          website: fc.constantFrom('ftp://example.org', 'not a url', "javascript:alert('x')"),
          email: fc.constantFrom('not-an-email', 'a@'),
          description: fc.constantFrom('d'.repeat(2001), MISSING), // left out, it would be cleared
          certifications: fc.constant(MISSING),
        },
      },
      {
        valid: { intent: 'emails', emails: 'stop' },
        wrong: { emails: wrongFormChoice(['stop', 'resume']) },
      },
    ],
  },
  'routes/admin-guide': { path: '/admin-dashboard/guide', role: 'admin', fields: ['intent', 'id'] },
  'admin-guide-new': {
    path: '/admin-dashboard/guide/new',
    role: 'admin',
    fields: [
      'id',
      'title',
      'description',
      'issueType',
      'severity',
      'animalType',
      'categoryId',
      'immediateActions',
      'longTermSolutions',
      'preventionTips',
      'searchKeywords',
      'active',
    ],
    variants: (): Variant[] => [
      {
        valid: { title: 'A new issue', description: 'A description long enough.', issueType: 'conflict', severity: 'low', animalType: 'Raccoon' },
        wrong: {
          ...wrongIssueFields(wrongFormText, wrongFormChoice),
          id: fc.constantFrom('Not A Slug', '-x-', 'a--b', 's'.repeat(81)),
          categoryId: fc.constantFrom('not-a-uuid', '1'),
        },
      },
    ],
  },
  'admin-guide-edit': {
    path: '/admin-dashboard/guide/:id',
    role: 'admin',
    fields: ['title', 'description', 'issueType', 'severity', 'animalType', 'active'],
    params: () => ({ id: seeded.issueId }),
  },
  'routes/admin-guide-taxonomy': {
    path: '/admin-dashboard/guide/taxonomy',
    role: 'admin',
    fields: ['intent', 'id', 'name', 'active'],
    variants: (): Variant[] => [
      { valid: { intent: 'create-category', name: 'A new category' }, wrong: { name: wrongFormText(100) } },
      { valid: { intent: 'rename-category', id: seeded.categoryId, name: 'Renamed category' }, wrong: { name: wrongFormText(100) } },
      { valid: { intent: 'create-animal', name: 'A new animal' }, wrong: { name: wrongFormText(100) } },
    ],
  },
  'routes/listing-request': {
    path: '/listing-request/:token',
    role: null,
    fields: ['intent', 'firstName', 'lastName', 'password', 'confirmPassword', 'acceptTerms', 'email'],
    params: () => ({ token: seeded.listingToken }),
    variants: (): Variant[] => [
      { valid: { intent: 'decline' }, wrong: { intent: fc.constantFrom(MISSING, '', 'maybe', 'ACCEPT', 'accept\u0000') } },
      {
        valid: { intent: 'take-over', firstName: 'Mia', lastName: 'Mailbox', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, acceptTerms: 'on' },
        wrong: { firstName: wrongFormText(100), password: tooLongPassword, acceptTerms: fc.constantFrom(MISSING, 'off') },
      },
    ],
  },
  'routes/admin-providers': { path: '/admin-dashboard/providers', role: 'admin', fields: ['intent', 'id', 'name', 'note'] },
  'routes/admin-import': {
    path: '/admin-dashboard/import',
    role: 'admin',
    fields: ['intent', 'csv', 'file'],
    variants: (): Variant[] => [
      {
        valid: { intent: 'preview', csv: 'name,type\nValley Rescue,rehabilitator' },
        wrong: { intent: wrongFormChoice(['preview', 'import']), csv: fc.constantFrom(MISSING, '', '  \n ') },
      },
    ],
  },
  'routes/admin-volunteer': {
    path: '/admin-dashboard/volunteer/:id',
    role: 'admin',
    fields: ['intent', 'confirm'],
    params: () => ({ id: seeded.applicationId }),
  },
  'routes/admin-field-team': {
    path: '/admin-dashboard/field-team',
    role: 'admin',
    fields: ['intent', 'email', 'state', 'memberId', 'name'],
    variants: (): Variant[] => [
      { valid: { intent: 'add', email: seeded.userEmail, state: 'CO' }, wrong: { email: wrongEmail, state: wrongFormChoice(STATE_CODES) } },
    ],
  },
  'routes/admin-questions': {
    path: '/admin-dashboard/questions',
    role: 'admin',
    fields: ['intent', 'id', 'formType', 'question', 'description', 'questionType', 'options', 'required', 'isAnimalSpecific', 'animalType'],
    variants: (): Variant[] => [
      {
        valid: { intent: 'create', formType: 'control', question: 'How many animals?', questionType: 'number' },
        wrong: {
          question: wrongFormText(300),
          questionType: wrongFormChoice(['text', 'textarea', 'select', 'radio', 'checkbox', 'number']),
          formType: wrongFormChoice(['rehabilitation', 'control']),
          options: fc.constantFrom('one\ntwo'),
          isAnimalSpecific: fc.constant('on'),
        },
      },
    ],
  },
  'routes/admin-first-aid-rules': {
    path: '/admin-dashboard/questions/first-aid',
    role: 'admin',
    fields: ['intent', 'id', 'issueId', 'animalTypes', 'conditions', 'priority', 'onlyIfDescribed'],
    variants: (): Variant[] => [
      {
        valid: { intent: 'create', issueId: seeded.issueId, animalTypes: 'Songbird', conditions: '', priority: '10' },
        wrong: {
          issueId: fc.constantFrom('', 'no-such-entry', 'x'.repeat(300)),
          priority: fc.constantFrom('-1', '1001', 'soon', '2.5'),
          animalTypes: fc.constantFrom('Unicorn', 'x'.repeat(300)),
          conditions: fc.constantFrom('feathers=maybe', 'no-such-question=yes'),
        },
      },
    ],
  },
  'routes/admin-question-edit': {
    path: '/admin-dashboard/questions/:id',
    role: 'admin',
    fields: ['question', 'description', 'questionType', 'options', 'required', 'isAnimalSpecific', 'animalType'],
    params: () => ({ id: seeded.questionId }),
    variants: (): Variant[] => [
      {
        valid: { question: 'How many now?', questionType: 'number' },
        wrong: { question: wrongFormText(300), questionType: wrongFormChoice(['text', 'number', 'select']) },
      },
    ],
  },
  'routes/admin-settings': {
    path: '/admin-dashboard/settings',
    role: 'admin',
    fields: ['intent', 'amounts', 'default', 'matchingRadiusMiles', 'listingsPerRound', 'emergencyMinutes', 'conflictMinutes'],
    variants: (): Variant[] => [
      {
        valid: { intent: 'donations', amounts: '25\n50', default: '25' },
        wrong: { amounts: fc.constantFrom(MISSING, '', 'abc', '-5', '0', '25\n25', '1.234', '999999'), default: fc.constantFrom(MISSING, '', '75', 'abc') },
      },
      {
        valid: { intent: 'radius', matchingRadiusMiles: '60' },
        wrong: { matchingRadiusMiles: fc.constantFrom(MISSING, '', '4', '251', '60.5', 'abc', 'NaN', 'Infinity', '-60') },
      },
      {
        valid: { intent: 'outreach', listingsPerRound: '3', emergencyMinutes: '20', conflictMinutes: '1440' },
        wrong: {
          listingsPerRound: fc.constantFrom(MISSING, '', '0', '11', '2.5', 'abc', 'Infinity'),
          emergencyMinutes: fc.constantFrom(MISSING, '', '4', '1441', '20.5', '-20', 'NaN'),
          conflictMinutes: fc.constantFrom(MISSING, '', '29', '10081', '1e9', 'soon'),
        },
      },
    ],
  },
  'routes/admin-agency-edit': {
    path: '/admin-dashboard/agencies/:state',
    role: 'admin',
    fields: ['version', 'name', 'website', 'notes', 'notesEs', 'checkedOn'],
    params: () => ({ state: 'AK' }),
    variants: (): Variant[] => [
      {
        valid: { version: 'new', name: 'Alaska Department of Fish and Game', website: '', notes: '', notesEs: '', checkedOn: '' },
        wrong: {
          name: fc.constantFrom(MISSING, '', '   ', 'n'.repeat(201)),
          website: fc.constantFrom(MISSING, 'adfg.alaska.gov', 'javascript:alert(1)', 'https://'),
          checkedOn: fc.constantFrom(MISSING, '2026-13-01', 'yesterday', '2999-01-01'),
          notes: fc.constantFrom(MISSING, 'n'.repeat(1001)),
          notesEs: fc.constantFrom('n'.repeat(1001)),
        },
      },
    ],
  },
  'routes/admin-phone-line': {
    path: '/admin-dashboard/agencies/lines/:lineId',
    role: 'admin',
    fields: [
      'version',
      'scope',
      'state',
      'region',
      'situations',
      'organisation',
      'phone',
      'purpose',
      'hours',
      'hoursRule',
      'callerNote',
      'sourceUrl',
      'checkedOn',
      'intent',
    ],
    params: () => ({ lineId: 'new' }),
    variants: (): Variant[] => [
      {
        valid: {
          version: 'new',
          scope: 'state',
          state: 'AK',
          organisation: 'Alaska Department of Fish and Game',
          phone: '907-555-0100',
          purpose: 'wildlife',
          hoursRule: '',
          sourceUrl: 'https://www.adfg.alaska.gov',
          checkedOn: '2026-11-20',
        },
        wrong: {
          scope: wrongFormChoice(['state', 'national']),
          state: fc.constantFrom(MISSING, '', 'DC', 'PR', 'ak '),
          organisation: fc.constantFrom(MISSING, '', '   ', 'n'.repeat(201)),
          phone: fc.constantFrom(MISSING, '', '555', 'call the troopers', '1'.repeat(70), '739-9912'),
          purpose: wrongFormChoice(['wildlife', 'rehab_referral', 'enforcement_24h', 'main', 'other']),
          hoursRule: fc.constantFrom('business hours', 'Mon-Fri 8-5', 'Mon-Fri 17:00-08:00', 'x'.repeat(201)),
          callerNote: fc.constantFrom('n'.repeat(501)),
          sourceUrl: fc.constantFrom(MISSING, '', 'adfg.alaska.gov', 'javascript:alert(1)', 'https://'),
          checkedOn: fc.constantFrom(MISSING, '', '2026-13-01', 'yesterday', '2999-01-01'),
        },
      },
      {
        valid: {
          version: 'new',
          scope: 'national',
          region: 'west-coast',
          situations: 'marine_mammal',
          organisation: 'NOAA Fisheries',
          phone: '1-866-767-6114',
          purpose: 'wildlife',
          sourceUrl: 'https://www.fisheries.noaa.gov',
          checkedOn: '2026-11-20',
        },
        wrong: {
          region: fc.constantFrom(MISSING, '', 'atlantis', 'DC'),
          situations: fc.constantFrom(MISSING, '', 'rescue', 'conflict,marine_mammal'),
        },
      },
    ],
  },
  'routes/admin-standards': {
    path: '/admin-dashboard/standards',
    role: 'admin',
    fields: ['level', 'version', 'name', 'nameEs'],
    variants: (): Variant[] => [
      {
        valid: { level: 'basic', version: seeded.standardsVersion, name: 'Basic listing', nameEs: 'Perfil básico' },
        wrong: {
          level: wrongFormChoice(NAMED_STANDARDS_LEVELS),
          name: fc.constantFrom(MISSING, '', '   ', 'n'.repeat(101)),
          nameEs: fc.constantFrom(MISSING, 'n'.repeat(101)),
        },
      },
    ],
  },
  'routes/admin-users': {
    path: '/admin-dashboard/users',
    role: 'admin',
    fields: ['id', 'role', 'name'],
    variants: (): Variant[] => [{ valid: { id: seeded.userId, role: 'helper' }, wrong: { role: wrongFormChoice(ROLES) } }],
  },
};

let build: ServerBuild;
let app: ReturnType<typeof createTestApp>;
const cookies = {} as Record<Role, string>;
let digest: () => Promise<Record<string, string>>;
let baseline: Record<string, string>;

/** Every route with an action in the production build. */
/**
 * The English pages' actions. A Spanish page (id 'es/…') is the same module under /es:
 * fuzzing it again would run the same code twice (the Spanish wizard's form is e2e/spanish.test.ts's).
 */
async function pageActions(): Promise<string[]> {
  build ??= await loadServerBuild();
  return Object.values(build.routes).flatMap((route) =>
    route && !isSpanishRoute(route.id) && (route.module as { action?: unknown }).action ? [route.id] : [],
  );
}

const isSpanishRoute = (id: string) => id.startsWith('es/');

beforeAll(async () => {
  const db = database.db;
  build = await loadServerBuild();
  app = createTestApp(db, { build });
  const [admin, user, helper, provider, applicant] = [
    await createUser(db, { role: 'admin' }),
    await createUser(db),
    await createUser(db, { role: 'helper' }),
    await createProviderAccount(db),
    await createUser(db),
  ];
  await db.update(users).set({ state: 'CO' }).where(eq(users.id, helper.id));
  for (const [role, id] of [
    ['admin', admin.id],
    ['user', user.id],
    ['helper', helper.id],
    ['provider', provider.user.id],
  ] as const) {
    cookies[role] = await sessionCookieFor(app.auth, id);
  }
  const request = await submitHelpRequest(db, actorFor(user), BOULDER_REQUEST, 'bad-input-pages-seed');
  const application = await submitApplication(db, actorFor(applicant), {
    adult: 'yes',
    reason: 'I would like to help injured wildlife near my home.',
    availability: ['Weekends'],
    interests: ['Transport driver'],
    state: 'CO',
    place: '80302',
    driveMiles: '25',
    phone: '303-555-0147',
  });
  const [question] = await db
    .insert(formQuestions)
    .values({ formType: 'control', question: 'How many?', questionType: 'number', displayOrder: 1 })
    .returning({ id: formQuestions.id });
  const [category] = await db.insert(issueCategories).values({ name: 'Seeded category' }).returning();
  await db.insert(wildlifeIssues).values({
    id: 'seeded-page-issue',
    title: 'A seeded issue',
    description: 'What the page fuzz edits.',
    issueType: 'conflict',
    severity: 'low',
    animalType: 'Raccoon',
  });
  const [mailed] = await db
    .insert(providers)
    .values({ name: 'Mailed Rescue', type: 'rehabilitator', city: 'Boulder', state: 'CO', approved: true, email: 'mailed@example.org' })
    .returning({ id: providers.id });
  await db.insert(providerContacts).values({ providerId: mailed!.id, requestId: request.id, contactType: 'email' });
  seeded = {
    listingToken: linkSignerFor({ sessionSecret: TEST_SESSION_SECRET }).respond(mailed!.id, request.id, new Date()),
    requestId: request.id,
    applicationId: application.id,
    questionId: question!.id,
    categoryId: category!.id,
    issueId: 'seeded-page-issue',
    userId: user.id,
    userEmail: user.email,
    standardsVersion: (
      await database.db.select({ updatedAt: standardsLevels.updatedAt }).from(standardsLevels).where(eq(standardsLevels.code, 'basic'))
    )[0]!.updatedAt.toISOString(),
  };
  // The wizard's draft has a help type, a place and details, so its later steps check what they are sent.
  for (const [step, form] of [
    ['1', { type: 'emergency' }],
    ['2', { city: 'Boulder', state: 'CO', zip: '80302' }],
    ['3', { animalType: 'Raccoon', situationDetails: 'In the window well.' }],
  ] as const) {
    const res = await postForm(app.app, `/find-help?type=emergency&step=${step}`, form, { Cookie: WIZARD_DRAFT });
    expect(res.status).toBe(302);
  }
  digest = await databaseDigest(db, CHANGING_BY_DESIGN);
  baseline = await digest();
});

function encode(entries: [string, string][], multipart: boolean): { body: BodyInit; headers: Record<string, string> } {
  if (!multipart) return { body: new URLSearchParams(entries).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return { body: form, headers: {} };
}

const entriesOf = (form: FormValues): [string, string][] =>
  Object.entries(form).flatMap(([name, value]) => (Array.isArray(value) ? value.map((v): [string, string] => [name, v]) : [[name, value]]));

/** Posts one form and checks the answer: never a 5xx, nothing of our insides, no row changed. */
async function postAndCheck(path: string, init: { body: BodyInit; headers: Record<string, string> }) {
  const where = `POST ${path.slice(0, 200)}`;
  const logged = app.logLines.length;
  const res = await app.app.request(path, { method: 'POST', body: init.body, headers: { Origin: IN_PROCESS_ORIGIN, ...init.headers } });
  expect(res.status, `${where} answered ${res.status}`).toBeLessThan(500);
  expect([200, 204, 302, 303].includes(res.status) || (res.status >= 400 && res.status < 500), `${where}: ${res.status}`).toBe(true);
  expectNoInternals(await res.text(), where);
  expect(
    app.logLines.slice(logged).filter((l) => Number(l.level) >= 50),
    `${where} logged an error`,
  ).toEqual([]);
  const after = await digest();
  const changed = changedTables(baseline, after);
  baseline = after; // one failure is reported once, not again by every later run
  expect(changed, `${where} (${res.status}) changed rows`).toEqual([]);
  return res;
}

function pathOf(action: PageAction, params: Record<string, string>) {
  return action.path.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? '');
}

function headersFor(action: PageAction, signedIn: boolean): Record<string, string> {
  const cookie = [signedIn && action.role ? cookies[action.role] : null, action.wizard ? WIZARD_DRAFT : null].filter(Boolean).join('; ');
  return cookie ? { Cookie: cookie } : {};
}

it('every page action says who it is for and what its form holds', async () => {
  const ids = await pageActions();
  expect(
    ids.filter((id) => !(id in ACTIONS)),
    'page actions missing from ACTIONS',
  ).toEqual([]);
  expect(
    Object.keys(ACTIONS).filter((id) => !ids.includes(id)),
    'ACTIONS rows for actions that are gone',
  ).toEqual([]);
});

describe.each(Object.keys(ACTIONS))('the %s action', (id) => {
  const action = ACTIONS[id]!;
  const paramNames = [...action.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

  it('answers odd fields, odd forms and the wrong content types without a 5xx, changing nothing', async () => {
    const garbage = fc.record({
      entries: formEntries(action.fields),
      params: fc.record(Object.fromEntries(paramNames.map((name) => [name, fc.oneof(pathSegment, fc.constant(null))]))),
      signedIn: action.role ? fc.boolean() : fc.constant(false),
      encoding: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('urlencoded', 'multipart') }, { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) }),
      raw: nastyText,
    });
    await fc.assert(
      fc.asyncProperty(garbage, async (g) => {
        const existing = action.params?.() ?? {};
        const params = Object.fromEntries(paramNames.map((name) => [name, g.params[name] ?? existing[name] ?? '']));
        const path = pathOf(action, params as Record<string, string>);
        const headers = headersFor(action, g.signedIn);
        const sent =
          g.encoding === 'urlencoded' || g.encoding === 'multipart'
            ? encode(g.entries, g.encoding === 'multipart')
            : { body: g.raw, headers: { 'Content-Type': g.encoding } };
        await postAndCheck(path, { body: sent.body, headers: { ...sent.headers, ...headers } });
      }),
      fuzzOptions(15),
    );
  });

  if (action.variants) {
    it('refuses a valid form with one field made wrong, changing nothing', async () => {
      const variants = action.variants!();
      const forms = fc.constantFrom(...variants.keys()).chain((index) => formWithOneFieldWrong(variants[index]!.valid, variants[index]!.wrong));
      await fc.assert(
        fc.asyncProperty(forms, fc.boolean(), async (form, multipart) => {
          const { _step: step, ...fields } = form;
          const path = step ? `/find-help?type=emergency&step=${String(step)}` : pathOf(action, action.params?.() ?? {});
          const sent = encode(entriesOf(fields), multipart);
          const res = await postAndCheck(path, { body: sent.body, headers: { ...sent.headers, ...headersFor(action, true) } });
          expect(res.status, `POST ${path} with ${JSON.stringify(form).slice(0, 300)}`).toBeGreaterThanOrEqual(400);
        }),
        fuzzOptions(15),
      );
    });
  }
});

const QUERY_PARAMS = ['q', 'type', 'step', 'returnUrl', 'category', 'animal', 'zip', 'city', 'state', 'kind', 'page', 'id', 'token', 'form', 'created', 'role'];

describe('every page', () => {
  const pagePaths = () =>
    Object.values(build.routes).flatMap((route) =>
      route?.path && !isSpanishRoute(route.id) && (route.module as { loader?: unknown }).loader ? [route.path] : [],
    );

  /** Loads one page and checks the answer: never a 5xx, nothing of our insides, no error logged, no row changed. */
  async function getAndCheck(path: string, role: Role | null) {
    const where = `GET ${path.slice(0, 200)}`;
    const logged = app.logLines.length;
    const res = await app.app.request(path, { headers: role ? { Cookie: cookies[role] } : {} });
    expect(res.status, `${where} answered ${res.status}`).toBeLessThan(500);
    expectNoInternals(await res.text(), where);
    expect(
      app.logLines.slice(logged).filter((l) => Number(l.level) >= 50),
      `${where} logged an error`,
    ).toEqual([]);
    const after = await digest();
    const changed = changedTables(baseline, after);
    baseline = after;
    expect(changed, `${where} changed rows`).toEqual([]);
  }

  it('answers a NUL or a lone surrogate in any path segment or query parameter without a 5xx', async () => {
    for (const path of pagePaths()) {
      for (const sharp of ['%00', '%ED%A0%80']) {
        const query = QUERY_PARAMS.map((name) => `${name}=${sharp}`).join('&');
        for (const role of [null, 'admin'] as const) await getAndCheck(`/${path.replace(/:\w+/g, `x${sharp}`)}?${query}`, role);
      }
    }
  });

  it('answers odd query strings and path segments, signed in or not, without a 5xx, changing nothing', async () => {
    const visit = fc.record({
      path: fc.constantFrom(...pagePaths()),
      segment: pathSegment,
      query: queryString(QUERY_PARAMS),
      role: fc.constantFrom(null, 'user', 'helper', 'provider', 'admin'),
    });
    await fc.assert(
      fc.asyncProperty(visit, async (v) => getAndCheck(`/${v.path.replace(/:\w+/g, v.segment)}?${v.query}`, v.role)),
      fuzzOptions(100),
    );
  });
});

describe('the donation step', () => {
  // Found by the fuzz above: a missing amount was coerced to $0 and the step moved on.
  it('refuses "custom" with a blank or missing amount instead of reading it as $0', async () => {
    const forms: Record<string, string>[] = [{ choice: 'custom', customAmount: '' }, { choice: 'custom', customAmount: '   ' }, { choice: 'custom' }];
    for (const form of forms) {
      const res = await postForm(app.app, '/find-help?type=emergency&step=4', form, { Cookie: WIZARD_DRAFT });
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(await res.text()).toContain('Choose an amount, or continue without donating.');
    }
  });
});
