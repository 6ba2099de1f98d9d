import { eq } from 'drizzle-orm';
import { NEW_AGENCY } from '../../common/state-agencies.ts';
import { standardsLevels, stateAgencies } from '../../server/db/schema.ts';
import { createPhoneLine, createUser } from '../factories.ts';
import { contains, visit, type Probe } from './probe.ts';
import {
  animalType,
  category,
  fieldTeamMember,
  guideIssue,
  guideIssueForm,
  pendingClaim,
  providerRating,
  firstAidRule,
  question,
  standardsRequest,
  stoppedListing,
  unique,
  volunteerApplication,
  type World,
} from './world.ts';

// Probes for the administrators' pages (/admin-dashboard and what is under it) and their forms.

const IMPORT_HEADER = 'first_name,last_name,organisation,listing_type,street,city,state,zip,phone,email,permit,raptors';
const importFile = () =>
  [IMPORT_HEADER, `,,Canyon Raptor Rescue ${unique()},Wildlife rehabilitator,12 Pearl St,Boulder,CO,80302,(303) 555-0100,,,Y`].join('\n');
const questionForm = (wording = `Is it near a road? (${unique()})`) => ({ question: wording, questionType: 'text', isAnimalSpecific: 'false' });

const guideForm =
  (intent: string, make: (w: World) => Promise<string>, message: string): Probe =>
  async (w) => ({
    path: '/admin-dashboard/guide',
    form: { intent, id: await make(w) },
    check: contains(message),
  });
const taxonomy =
  (form: (w: World) => Promise<Record<string, string>>, message: string): Probe =>
  async (w) => ({
    path: '/admin-dashboard/guide/taxonomy',
    form: await form(w),
    check: contains(message),
  });
const claimStep =
  (intent: string, make: (w: World) => Promise<{ id: string; name: string }>, message: string, more: Record<string, string> = {}): Probe =>
  async (w) => {
    const listing = await make(w);
    return { path: '/admin-dashboard/providers', form: { intent, id: listing.id, name: listing.name, ...more }, check: contains(message) };
  };
const questionIntent =
  (intent: string, make: (w: World) => Promise<string>, message: string): Probe =>
  async (w) => ({
    path: '/admin-dashboard/questions',
    form: { intent, id: await make(w) },
    check: contains(message),
  });
const decision =
  (intent: 'approve' | 'reject', message: string): Probe =>
  async (w) => {
    const application = await volunteerApplication(w);
    return { path: `/admin-dashboard/volunteer/${application.id}`, form: { intent }, check: contains(message) };
  };

/** A state line's form as an administrator fills it in (docs/decisions/046). */
const phoneLineForm = (version: string) => ({
  version,
  scope: 'state',
  state: 'AK',
  organisation: `Alaska Department of Fish and Game (${unique()})`,
  phone: '907-555-0101',
  purpose: 'wildlife',
  hours: '',
  hoursRule: 'Mon-Fri 08:00-17:00',
  callerNote: '',
  hoursEs: '',
  callerNoteEs: '',
  sourceUrl: 'https://www.adfg.alaska.gov/index.cfm?adfg=contacts.main',
  sourceExcerpt: '',
  checkedOn: '2026-11-20',
});

/** The version the edit form of the state's agency carries now (docs/decisions/016). */
async function agencyVersion(w: World, state: string) {
  const [row] = await w.db.select({ updatedAt: stateAgencies.updatedAt }).from(stateAgencies).where(eq(stateAgencies.state, state));
  return row?.updatedAt.toISOString() ?? NEW_AGENCY;
}

async function standardsLevelVersion(w: World, code: 'basic' | 'association' | 'certified') {
  const [row] = await w.db.select({ updatedAt: standardsLevels.updatedAt }).from(standardsLevels).where(eq(standardsLevels.code, code));
  return row!.updatedAt.toISOString();
}

export const adminProbes: Record<string, Probe> = {
  'GET /admin-dashboard': visit('/admin-dashboard'),
  'GET /admin-dashboard/users': async (w) => ({
    path: `/admin-dashboard/users?q=${encodeURIComponent(w.people.user.email)}`,
    privacy: { values: [w.people.user.email], shownTo: ['admin'] },
  }),
  'POST /admin-dashboard/users [change role]': async (w) => {
    const member = await createUser(w.db, { role: 'user' });
    return { path: '/admin-dashboard/users', form: { id: member.id, role: 'helper', name: member.fullName }, check: contains('is now: Volunteer helper.') };
  },
  'GET /admin-dashboard/audit': visit('/admin-dashboard/audit'),

  'GET /admin-dashboard/guide': async (w) => ({ path: '/admin-dashboard/guide', check: contains(w.issueId) }),
  'POST /admin-dashboard/guide [deactivate]': guideForm('deactivate', (w) => guideIssue(w), 'The issue is hidden from the guide.'),
  'POST /admin-dashboard/guide [activate]': guideForm('activate', (w) => guideIssue(w, { active: false }), 'The issue is published again.'),
  'POST /admin-dashboard/guide [delete]': guideForm('delete', (w) => guideIssue(w), 'The issue has been deleted.'),
  'GET /admin-dashboard/guide/new': visit('/admin-dashboard/guide/new'),
  'POST /admin-dashboard/guide/new [create]': async () => ({
    path: '/admin-dashboard/guide/new',
    form: guideIssueForm(),
    redirectsTo: /^\/admin-dashboard\/guide\/a-fox-den-under-the-shed-[a-z0-9-]+\?created=1$/,
  }),
  'GET /admin-dashboard/guide/:id': async (w) => ({ path: `/admin-dashboard/guide/${w.issueId}`, check: contains(w.issueId) }),
  'POST /admin-dashboard/guide/:id [update]': async (w) => ({
    path: `/admin-dashboard/guide/${await guideIssue(w)}`,
    form: guideIssueForm(),
    check: contains('Saved.'),
  }),
  'GET /admin-dashboard/guide/taxonomy': visit('/admin-dashboard/guide/taxonomy'),
  'POST /admin-dashboard/guide/taxonomy [create-category]': taxonomy(
    async () => ({ intent: 'create-category', name: `Nesting ${unique()}` }),
    'Category added.',
  ),
  'POST /admin-dashboard/guide/taxonomy [rename-category]': taxonomy(
    async (w) => ({ intent: 'rename-category', id: (await category(w)).id, name: `Renamed ${unique()}` }),
    'Category renamed.',
  ),
  'POST /admin-dashboard/guide/taxonomy [delete-category]': taxonomy(
    async (w) => ({ intent: 'delete-category', id: (await category(w)).id }),
    'Category deleted.',
  ),
  'POST /admin-dashboard/guide/taxonomy [create-animal]': taxonomy(async () => ({ intent: 'create-animal', name: `Heron ${unique()}` }), 'Animal type added.'),
  'POST /admin-dashboard/guide/taxonomy [update-animal]': taxonomy(
    async (w) => ({ intent: 'update-animal', id: (await animalType(w)).id, name: `Egret ${unique()}`, active: 'on' }),
    'Animal type saved.',
  ),
  'POST /admin-dashboard/guide/taxonomy [delete-animal]': taxonomy(
    async (w) => ({ intent: 'delete-animal', id: (await animalType(w)).id }),
    'Animal type deleted.',
  ),

  'GET /admin-dashboard/providers': async (w) => ({
    path: '/admin-dashboard/providers',
    privacy: { values: [(await providerRating(w)).comment], shownTo: ['admin'] },
  }),
  'POST /admin-dashboard/providers [documents]': claimStep('documents', (w) => pendingClaim(w), 'is recorded as reviewed.', {
    note: 'Permit found on the state’s list of licensed rehabilitators',
  }),
  'POST /admin-dashboard/providers [standards]': claimStep('standards', (w) => pendingClaim(w, { documents: true }), 'are recorded as verified.'),
  'POST /admin-dashboard/providers [approve]': claimStep('approve', (w) => pendingClaim(w, { documents: true, standards: true }), 'is approved.'),
  'POST /admin-dashboard/providers [reject]': claimStep('reject', (w) => pendingClaim(w), 'is rejected.'),
  'POST /admin-dashboard/providers [verify-standards]': claimStep('verify-standards', (w) => standardsRequest(w), 'is verified.'),
  'POST /admin-dashboard/providers [decline-standards]': claimStep('decline-standards', (w) => standardsRequest(w), 'is declined'),
  'POST /admin-dashboard/providers [resume-emails]': claimStep('resume-emails', (w) => stoppedListing(w), 'are on again.'),
  'GET /admin-dashboard/import': visit('/admin-dashboard/import'),
  'POST /admin-dashboard/import [preview]': async () => ({
    path: '/admin-dashboard/import',
    form: { intent: 'preview', csv: importFile() },
    readOnly: true,
    check: contains('Canyon Raptor Rescue'),
  }),
  'POST /admin-dashboard/import [import]': async () => ({
    path: '/admin-dashboard/import',
    form: { intent: 'import', csv: importFile() },
    check: contains('Canyon Raptor Rescue'),
  }),
  'GET /admin-dashboard/volunteers': async (w) => {
    const application = await volunteerApplication(w);
    return { path: '/admin-dashboard/volunteers', privacy: { values: [application.email], shownTo: ['admin'] } };
  },
  'GET /admin-dashboard/volunteer/:id': async (w) => {
    const application = await volunteerApplication(w);
    return { path: `/admin-dashboard/volunteer/${application.id}`, privacy: { values: [application.email], shownTo: ['admin'] } };
  },
  'POST /admin-dashboard/volunteer/:id [approve]': decision('approve', 'The application is approved'),
  'POST /admin-dashboard/volunteer/:id [reject]': decision('reject', 'The application is rejected.'),
  'GET /admin-dashboard/field-team': async (w) => ({
    path: '/admin-dashboard/field-team',
    privacy: { values: [w.people.fieldTeam.email], shownTo: ['admin'] },
  }),
  'POST /admin-dashboard/field-team [add]': async (w) => {
    // Only an approved helper can join: a field team is made of vetted volunteers.
    const member = await createUser(w.db, { role: 'helper' });
    return { path: '/admin-dashboard/field-team', form: { intent: 'add', email: member.email, state: 'CO' }, check: contains('they are on the field team') };
  },
  'POST /admin-dashboard/field-team [remove]': async (w) => {
    const member = await fieldTeamMember(w);
    return {
      path: '/admin-dashboard/field-team',
      form: { intent: 'remove', memberId: member.id, name: member.fullName },
      check: contains('is off the field team.'),
    };
  },

  'GET /admin-dashboard/questions': visit('/admin-dashboard/questions?form=control'),
  'POST /admin-dashboard/questions [create]': async () => ({
    path: '/admin-dashboard/questions',
    form: { intent: 'create', formType: 'control', ...questionForm() },
    redirectsTo: /^\/admin-dashboard\/questions\?form=control&created=[0-9a-f-]{36}$/,
  }),
  // Moves act within a question's group: two new questions at its end, the second moved up, the first down.
  // The second's order is one more: two rows inserted in the same millisecond would otherwise tie,
  // and the tie-break by id put them either way (a 409 "already the last" half the time).
  'POST /admin-dashboard/questions [move-up]': questionIntent('move-up', async (w) => (await question(w), question(w, { displayOrder: 1001 })), 'Moved up.'),
  'POST /admin-dashboard/questions [move-down]': questionIntent(
    'move-down',
    async (w) => {
      const first = await question(w);
      await question(w, { displayOrder: 1001 });
      return first;
    },
    'Moved down.',
  ),
  'POST /admin-dashboard/questions [deactivate]': questionIntent('deactivate', (w) => question(w), 'The question is no longer asked.'),
  'POST /admin-dashboard/questions [activate]': questionIntent('activate', (w) => question(w, { active: false }), 'The question is back in the wizard.'),
  'POST /admin-dashboard/questions [delete]': questionIntent('delete', (w) => question(w), 'The question has been deleted.'),
  'GET /admin-dashboard/questions/first-aid': visit('/admin-dashboard/questions/first-aid'),
  'POST /admin-dashboard/questions/first-aid [create]': async (w) => ({
    path: '/admin-dashboard/questions/first-aid',
    form: { intent: 'create', issueId: await guideIssue(w), animalTypes: '', conditions: '', priority: '900' },
    redirectsTo: /^\/admin-dashboard\/questions\/first-aid\?created=1$/,
  }),
  'POST /admin-dashboard/questions/first-aid [update]': async (w) => ({
    path: '/admin-dashboard/questions/first-aid',
    form: { intent: 'update', id: await firstAidRule(w), issueId: await guideIssue(w), animalTypes: '', conditions: '', priority: '901' },
    check: contains('Rule saved.'),
  }),
  'POST /admin-dashboard/questions/first-aid [delete]': async (w) => ({
    path: '/admin-dashboard/questions/first-aid',
    form: { intent: 'delete', id: await firstAidRule(w), issueId: '', priority: '0' },
    redirectsTo: /^\/admin-dashboard\/questions\/first-aid\?deleted=1$/,
  }),
  'GET /admin-dashboard/questions/:id': async (w) => ({ path: `/admin-dashboard/questions/${await question(w)}` }),
  'POST /admin-dashboard/questions/:id [update]': async (w) => ({
    path: `/admin-dashboard/questions/${await question(w)}`,
    form: questionForm('Is it near a busy road?'),
    check: contains('Saved.'),
  }),
  'GET /admin-dashboard/settings': visit('/admin-dashboard/settings'),
  'POST /admin-dashboard/settings [donations]': async () => ({
    path: '/admin-dashboard/settings',
    form: { intent: 'donations', amounts: '25\n50\n100\n250', default: '50' },
    check: contains('Donation suggestions saved.'),
  }),
  'POST /admin-dashboard/settings [radius]': async () => ({
    path: '/admin-dashboard/settings',
    form: { intent: 'radius', matchingRadiusMiles: '60' },
    check: contains('Matching radius saved.'),
  }),
  'GET /admin-dashboard/agencies': visit('/admin-dashboard/agencies'),
  'GET /admin-dashboard/agencies/:state': visit('/admin-dashboard/agencies/AK'),
  'POST /admin-dashboard/agencies/:state [update]': async (w) => ({
    path: '/admin-dashboard/agencies/AK',
    form: {
      version: await agencyVersion(w, 'AK'),
      name: 'Alaska Department of Fish and Game',
      website: 'https://www.adfg.alaska.gov',
      notes: `After hours, call the troopers (${unique()})`,
      checkedOn: '2026-11-20',
    },
    redirectsTo: '/admin-dashboard/agencies?saved=AK',
  }),
  'GET /admin-dashboard/agencies/lines/:lineId': async (w) => ({
    path: `/admin-dashboard/agencies/lines/${(await createPhoneLine(w.db)).id}`,
    check: contains('907-555-0100'),
  }),
  'POST /admin-dashboard/agencies/lines/:lineId [create]': async () => ({
    path: '/admin-dashboard/agencies/lines/new',
    form: phoneLineForm('new'),
    redirectsTo: /^\/admin-dashboard\/agencies\/AK\?saved=[0-9a-f-]{36}$/,
  }),
  'POST /admin-dashboard/agencies/lines/:lineId [update]': async (w) => {
    const line = await createPhoneLine(w.db);
    return {
      path: `/admin-dashboard/agencies/lines/${line.id}`,
      form: phoneLineForm(line.updatedAt.toISOString()),
      redirectsTo: `/admin-dashboard/agencies/AK?saved=${line.id}`,
    };
  },
  'POST /admin-dashboard/agencies/lines/:lineId [remove]': async (w) => {
    const line = await createPhoneLine(w.db);
    return {
      path: `/admin-dashboard/agencies/lines/${line.id}`,
      form: { intent: 'remove', version: line.updatedAt.toISOString() },
      redirectsTo: '/admin-dashboard/agencies/AK?removed=1',
    };
  },
  'GET /admin-dashboard/standards': visit('/admin-dashboard/standards'),
  'POST /admin-dashboard/standards [update]': async (w) => ({
    path: '/admin-dashboard/standards',
    form: {
      level: 'certified',
      version: await standardsLevelVersion(w, 'certified'),
      name: 'Humane-practice certification',
      nameEs: `Certificación (${unique()})`,
    },
    check: contains('Saved: “Humane-practice certification”.'),
  }),
};
