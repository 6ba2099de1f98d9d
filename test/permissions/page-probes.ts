import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { dashboardPathFor } from '../../common/roles.ts';
import { providers, verifications } from '../../server/db/schema.ts';
import { TEST_PASSWORD } from '../factories.ts';
import { contains, visit, type Probe } from './probe.ts';
import { clearRateLimits, pendingTwoFactorCookies, wizardDraftCookie } from './sessions.ts';
import {
  freshPerson,
  linkedRequest,
  guideIssue,
  helpRequest,
  listingDocument,
  providerRating,
  pushDevice,
  releaseListings,
  unclaimedListing,
  unique,
  type World,
} from './world.ts';

// Probes for the pages a member, a helper or a provider uses, and the public and account pages.

const NEW_PASSWORD = 'fawn-rescue-7-otter';

/** A verification document as the file form sends it: a few bytes of PDF, unlike any other. */
const documentUpload = () => ({
  fields: { intent: 'upload-document' },
  field: 'document',
  name: 'permit.pdf',
  bytes: Buffer.from(`%PDF-1.4 permit ${unique()}`),
});

/** A fresh account of the person's kind, for a try that uses it up; a visitor has none. */
async function usedUpSession(w: World, actor: Parameters<Probe>[1]) {
  return actor === 'anonymous' ? null : (await freshPerson(w, actor)).cookie;
}

/** The person's own listing, its request e-mails stopped at `at` (null: on), so the try changes it. */
async function ownListingEmailsStopped(w: World, actor: Parameters<Probe>[1], at: Date | null) {
  const listingId = actor === 'anonymous' ? null : w.people[actor].providerId;
  if (listingId)
    await w.db
      .update(providers)
      .set({ outreachStoppedAt: at, outreachStoppedVia: at ? 'link' : null })
      .where(eq(providers.id, listingId));
}

export const pageProbes: Record<string, Probe> = {
  // ---- Public ----
  'GET /': visit('/'),
  'GET /standards': visit('/standards'),
  'GET /about': visit('/about'),
  'GET /mission-vision': visit('/mission-vision'),
  'GET /help-guide': visit('/help-guide'),
  'GET /privacy': visit('/privacy'),
  'GET /terms': visit('/terms'),
  'GET /offline': visit('/offline'),
  'GET /listing-request/:token': async (w) => ({ path: `/listing-request/${(await linkedRequest(w)).token}`, check: contains('Can you take it?') }),
  'POST /listing-request/:token [accept]': async (w) => ({
    path: `/listing-request/${(await linkedRequest(w)).token}`,
    form: { intent: 'accept' },
    check: contains('You took this request: contact the person now'),
  }),
  'POST /listing-request/:token [decline]': async (w) => ({
    path: `/listing-request/${(await linkedRequest(w)).token}`,
    form: { intent: 'decline' },
    check: contains('You said you cannot take this request.'),
  }),
  'POST /listing-request/:token [take-over]': async (w) => ({
    path: `/listing-request/${(await linkedRequest(w, { accepted: true })).token}`,
    form: { intent: 'take-over', firstName: 'Mia', lastName: 'Mailbox', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, acceptTerms: 'on' },
    redirectsTo: '/claim-listing',
  }),
  'GET /listing-emails/stop/:token': async (w) => ({
    path: `/listing-emails/stop/${(await linkedRequest(w)).stopToken}`,
    check: contains('Stop these e-mails'),
  }),
  // A page holds six issues, and the probes add many: the world's own is searched for by its title.
  'GET /resources': async (w) => ({ path: `/resources?q=${encodeURIComponent(`Hawk on the ground ${w.issueId.slice(-8)}`)}`, check: contains(w.issueId) }),
  'GET /resources/:id [an active issue]': async (w) => ({ path: `/resources/${w.issueId}`, check: contains('Keep people and pets away.') }),
  'GET /resources/:id [a hidden issue]': async (w) => ({ path: `/resources/${await guideIssue(w, { active: false })}` }),
  'GET /find-help': visit('/find-help'),
  'GET /find-help/photos': async () => ({ path: '/find-help/photos', redirectsTo: '/find-help' }),
  'POST /find-help/photos': async (w) => ({
    path: '/find-help/photos',
    upload: {
      fields: {},
      field: 'photos',
      name: 'hawk.png',
      bytes: await sharp({ create: { width: 8, height: 6, channels: 3, background: '#654321' } })
        .png()
        .toBuffer(),
    },
    extraCookies: [await wizardDraftCookie(w)],
    check: contains('"added":[{'),
  }),
  'POST /find-help [step 1: choose the help type]': async (w) => ({
    path: '/find-help?type=emergency&step=1',
    form: { type: 'conflict' },
    extraCookies: [await wizardDraftCookie(w)],
    redirectsTo: '/find-help?type=conflict&step=2',
  }),
  'GET /volunteer': visit('/volunteer'),
  'POST /volunteer [apply]': async () => ({
    path: '/volunteer',
    form: {
      adult: 'yes',
      reason: 'I would like to drive injured birds to the rehabilitator.',
      availability: 'Weekends',
      interests: 'Transport driver',
      state: 'CO',
      place: '80302',
      driveMiles: '25',
      phone: '303-555-0147',
    },
    redirectsTo: '/volunteer?applied=1#apply',
  }),
  'GET /dev/mailbox': visit('/dev/mailbox'),

  // ---- Accounts ----
  'GET /login': visit('/login'),
  'POST /login [own e-mail and password]': async (w, actor) => {
    await clearRateLimits(w);
    const account = actor === 'anonymous' ? w.visitor : w.people[actor];
    return { path: '/login', form: { email: account.email, password: TEST_PASSWORD }, redirectsTo: dashboardPathFor(account.role) };
  },
  'GET /login/two-factor': visit('/login/two-factor'),
  'POST /login/two-factor [the code after a right password]': async (w) => {
    await clearRateLimits(w);
    const pending = await pendingTwoFactorCookies(w);
    return { path: '/login/two-factor', form: { code: await pending.code() }, extraCookies: pending.cookies, redirectsTo: '/admin-dashboard' };
  },
  'GET /register': visit('/register'),
  'POST /register [a new account]': async (w) => {
    await clearRateLimits(w);
    return {
      path: '/register',
      form: {
        firstName: 'Avery',
        lastName: 'Finch',
        email: `avery-${unique()}@example.org`,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        acceptTerms: 'on',
      },
      redirectsTo: '/dashboard',
    };
  },
  'GET /forgot-password': visit('/forgot-password'),
  'POST /forgot-password [own e-mail]': async (w, actor) => {
    await clearRateLimits(w);
    const account = actor === 'anonymous' ? w.visitor : w.people[actor];
    return {
      path: '/forgot-password',
      form: { email: account.email },
      check: contains('If an account exists for this email, a password reset link has been sent.'),
    };
  },
  'GET /reset-password': visit('/reset-password'),
  'POST /reset-password [a valid link]': async (w) => {
    const account = await freshPerson(w, 'user');
    await w.auth.api.requestPasswordReset({ body: { email: account.email, redirectTo: '/reset-password' } });
    const [row] = await w.db.select({ identifier: verifications.identifier }).from(verifications).where(eq(verifications.value, account.id));
    const token = row!.identifier.replace(/^reset-password:/, '');
    return { path: '/reset-password', form: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, check: contains('Reset Password') };
  },
  'GET /logout': async () => ({ path: '/logout', redirectsTo: '/' }),
  'POST /logout [sign out]': async (w, actor) => {
    const cookie = await usedUpSession(w, actor);
    return {
      path: '/logout',
      form: {},
      cookie,
      redirectsTo: '/',
      check: async () => {
        const after = await w.app.request('http://localhost:3000/api/v1/me', { headers: { Cookie: cookie! } });
        if (after.status !== 401) throw new Error(`the session still works after signing out (${after.status})`);
      },
    };
  },
  'GET /account': async (w, actor) => ({ path: '/account', check: actor === 'anonymous' ? undefined : contains(w.people[actor].email) }),
  'POST /account [profile]': async (w, actor) => ({
    path: '/account',
    form: { intent: 'profile', fullName: 'Sam Kestrel', phone: '303-555-0188' },
    cookie: await usedUpSession(w, actor),
    check: contains('Your details have been saved.'),
  }),
  'POST /account [password]': async (w, actor) => ({
    path: '/account',
    form: { intent: 'password', currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    cookie: await usedUpSession(w, actor),
    check: contains('Your password has been changed.'),
  }),
  'POST /account [enable-2fa]': async (w, actor) => ({
    path: '/account',
    form: { intent: 'enable-2fa', password: TEST_PASSWORD },
    cookie: await usedUpSession(w, actor),
    check: contains('otpauth://'),
  }),
  'POST /account [disable-2fa]': async (w, actor) => ({
    path: '/account',
    form: { intent: 'disable-2fa', password: TEST_PASSWORD },
    cookie: await usedUpSession(w, actor),
    check: contains('Two-factor sign-in is off.'),
  }),
  'POST /account [alert-channel]': async () => ({
    path: '/account',
    form: { intent: 'alert-channel', alertChannel: 'both' },
    check: contains('New requests now reach you by: both e-mail and browser notifications.'),
  }),
  'POST /account [remove-device]': async (w, actor) => {
    const owner = actor === 'anonymous' ? w.people.provider : w.people[actor];
    return {
      path: '/account',
      form: { intent: 'remove-device', deviceId: (await pushDevice(w, owner.id)).id },
      check: contains('That device no longer gets notifications.'),
    };
  },
  'POST /account [delete-account]': async (w, actor) => {
    const cookie = await usedUpSession(w, actor);
    return {
      path: '/account',
      form: { intent: 'delete-account', deletePassword: TEST_PASSWORD },
      cookie,
      redirectsTo: '/?account=deleted',
      check: async () => {
        const after = await w.app.request('http://localhost:3000/api/v1/me', { headers: { Cookie: cookie! } });
        if (after.status !== 401) throw new Error(`the session still works after the account was deleted (${after.status})`);
      },
    };
  },
  'GET /account/data': async (w, actor) => {
    const request = await helpRequest(w, { acceptedBy: 'provider' });
    return {
      path: '/account/data',
      // The requester's contact and request are in their own export, and in nobody else's: not even the provider who accepted.
      privacy: { values: [...w.requesterContact, request.situationDetails], shownTo: ['user'] },
      check: actor === 'anonymous' ? undefined : contains(w.people[actor].email),
    };
  },

  // ---- Members ----
  "GET /request-submitted [the requester's request]": async (w) => {
    const request = await helpRequest(w);
    return { path: `/request-submitted?id=${request.id}`, privacy: { values: [w.requesterContact[2]!, request.situationDetails], shownTo: ['user'] } };
  },
  'GET /dashboard': async (w) => {
    const request = await helpRequest(w);
    return { path: '/dashboard', privacy: { values: [request.situationDetails], shownTo: ['user'] } };
  },
  'POST /dashboard [update-situation]': async (w) => ({
    path: '/dashboard',
    form: { intent: 'update-situation', requestId: (await helpRequest(w)).id, situationDetails: 'The hawk has moved under a bush by the fence.' },
    check: contains('The situation details are saved.'),
  }),
  'POST /dashboard [cancel]': async (w) => ({
    path: '/dashboard',
    form: { intent: 'cancel', requestId: (await helpRequest(w)).id, reason: 'The hawk flew off on its own.' },
    check: contains('Your request is cancelled.'),
  }),
  'POST /dashboard [resolve]': async (w) => ({
    path: '/dashboard',
    form: { intent: 'resolve', requestId: (await helpRequest(w, { acceptedBy: 'provider' })).id },
    check: contains('Your request is marked resolved.'),
  }),
  'POST /dashboard [rate]': async (w) => ({
    path: '/dashboard',
    form: { intent: 'rate', requestId: (await helpRequest(w, { acceptedBy: 'provider', resolved: true })).id, rating: '5', comment: 'Came within the hour.' },
    check: contains('your rating is saved'),
  }),
  'GET /view-providers': visit('/view-providers'),
  'GET /provider-resources': visit('/provider-resources'),
  'GET /faq': visit('/faq'),
  'GET /claim-listing': visit('/claim-listing'),
  'POST /claim-listing [claim]': async (w, actor) => {
    await releaseListings(w, actor);
    const listing = await unclaimedListing(w);
    return {
      path: '/claim-listing',
      form: { intent: 'claim', providerId: listing.id },
      redirectsTo: '/claim-listing?sent=1',
      check: async () => {
        const [row] = await w.db.select({ userId: providers.userId }).from(providers).where(eq(providers.id, listing.id));
        if (actor === 'anonymous' || row?.userId !== w.people[actor].id) throw new Error('the listing was not claimed by the person who asked');
      },
    };
  },
  'POST /claim-listing [create]': async (w, actor) => {
    await releaseListings(w, actor);
    return {
      path: '/claim-listing',
      form: {
        intent: 'create',
        name: `Mesa Wildlife Care ${unique()}`,
        type: 'rehabilitator',
        city: 'Boulder',
        state: 'CO',
        zip: '80302',
        phone: '303-555-0100',
      },
      redirectsTo: '/claim-listing?sent=1',
    };
  },
  'POST /claim-listing [upload a document]': async (w, actor) => {
    await releaseListings(w, actor);
    // The requester's claim waits for approval; the providers' listings are approved; nobody else has one.
    if (actor === 'user')
      await w.db
        .insert(providers)
        .values({ name: `Claimed Rescue ${unique()}`, type: 'rehabilitator', city: 'Boulder', state: 'CO', claimed: true, userId: w.people.user.id });
    return { path: '/claim-listing', upload: documentUpload(), redirectsTo: '/claim-listing?documents=uploaded#documents' };
  },
  'GET /field-team-dashboard': async (w) => {
    const request = await helpRequest(w, { acceptedBy: 'provider' });
    return {
      path: '/field-team-dashboard',
      privacy: { values: [w.requesterContact[1]!, w.requesterContact[2]!, request.situationDetails], shownTo: ['fieldTeam'] },
    };
  },
  'POST /field-team-dashboard [pickup done]': async (w) => ({
    path: '/field-team-dashboard',
    form: { requestId: (await helpRequest(w, { acceptedBy: 'provider' })).id },
    check: contains('Pickup marked done.'),
  }),
  'POST /field-team-dashboard [pickup done in another state]': async (w) => ({
    path: '/field-team-dashboard',
    form: { requestId: (await helpRequest(w, { acceptedBy: 'provider', elsewhere: true })).id },
  }),

  // ---- Helpers: open emergencies in their state, never who asked (docs/decisions/004) ----
  'GET /helper-dashboard': async (w) => {
    const request = await helpRequest(w);
    return { path: '/helper-dashboard', privacy: { values: w.requesterContact, shownTo: [] }, check: contains(request.situationDetails) };
  },
  'POST /helper-dashboard [state]': async () => ({
    path: '/helper-dashboard',
    form: { intent: 'state', state: 'CO' },
    check: contains('Saved: these are the open emergencies in your state.'),
  }),
  'POST /helper-dashboard [offer]': async (w) => ({
    path: '/helper-dashboard',
    form: { intent: 'offer', requestId: (await helpRequest(w)).id, kind: 'transport', message: 'I can drive it to Boulder tonight after six.' },
    check: contains('your offer is sent'),
  }),
  'POST /helper-dashboard [offer on a request in another state]': async (w) => ({
    path: '/helper-dashboard',
    form: {
      intent: 'offer',
      requestId: (await helpRequest(w, { elsewhere: true })).id,
      kind: 'transport',
      message: 'I can drive it to Boulder tonight after six.',
    },
  }),

  // ---- Providers: contact only once they accept (DESIGN.md privacy) ----
  'GET /provider-dashboard': async (w) => {
    await helpRequest(w, { acceptedBy: 'provider' });
    const open = await helpRequest(w);
    // Customer feedback is monitored: a listing's comments from requesters are its own provider's (and administrators') to read.
    const { comment } = await providerRating(w);
    return {
      path: '/provider-dashboard',
      privacy: { values: [...w.requesterContact, comment], shownTo: ['provider'] },
      check: contains(open.situationDetails, 'Your rating:'),
    };
  },
  'POST /provider-dashboard [mark the listing full]': async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
    return {
      path: '/provider-dashboard',
      form: { intent: 'capacity', until: tomorrow, note: 'Call for raptors' },
      redirectsTo: '/provider-dashboard?capacity=set#capacity',
    };
  },
  'POST /provider-dashboard [end capacity]': async () => ({
    path: '/provider-dashboard',
    form: { intent: 'end-capacity' },
    redirectsTo: '/provider-dashboard?capacity=ended#capacity',
  }),
  'GET /provider-dashboard/listing': visit('/provider-dashboard/listing'),
  'POST /provider-dashboard/listing [own listing]': async () => ({
    path: '/provider-dashboard/listing',
    form: {
      phone: '303-555-0100',
      email: '',
      website: '',
      description: 'Raptors and songbirds, day and night.',
      services: '',
      availabilityHours: '8:00 AM - 8:00 PM',
      standards: 'none',
      certifications: '',
    },
    redirectsTo: '/provider-dashboard/listing?saved=1',
  }),
  'POST /provider-dashboard/listing [upload a document]': async () => ({
    path: '/provider-dashboard/listing',
    upload: documentUpload(),
    redirectsTo: '/provider-dashboard/listing?documents=uploaded#documents',
  }),
  'POST /provider-dashboard/listing [delete a document]': async (w, actor) => {
    const owner = actor === 'otherProvider' ? w.people.otherProvider : w.people.provider;
    const document = await listingDocument(w, owner.providerId!, owner.id);
    return {
      path: '/provider-dashboard/listing',
      form: { intent: 'delete-document', documentId: document.id },
      redirectsTo: '/provider-dashboard/listing?documents=deleted#documents',
    };
  },
  "POST /provider-dashboard/listing [delete another listing's document]": async (w) => {
    const stranger = await freshPerson(w, 'provider');
    const document = await listingDocument(w, stranger.providerId!, stranger.id);
    return { path: '/provider-dashboard/listing', form: { intent: 'delete-document', documentId: document.id } };
  },
  'POST /provider-dashboard/listing [stop request e-mails]': async (w, actor) => {
    await ownListingEmailsStopped(w, actor, null);
    return {
      path: '/provider-dashboard/listing',
      form: { intent: 'emails', emails: 'stop' },
      redirectsTo: '/provider-dashboard/listing?emails=stopped#request-emails',
    };
  },
  'POST /provider-dashboard/listing [resume request e-mails]': async (w, actor) => {
    await ownListingEmailsStopped(w, actor, new Date());
    return {
      path: '/provider-dashboard/listing',
      form: { intent: 'emails', emails: 'resume' },
      redirectsTo: '/provider-dashboard/listing?emails=resumed#request-emails',
    };
  },
  'GET /help-request/:requestId [a request the provider accepted]': async (w) => {
    const accepted = await helpRequest(w, { acceptedBy: 'provider' });
    return { path: `/help-request/${accepted.id}`, privacy: { values: [...w.requesterContact, accepted.situationDetails], shownTo: ['provider'] } };
  },
  'GET /help-request/:requestId [an open request near both providers]': async (w) => {
    const open = await helpRequest(w);
    return { path: `/help-request/${open.id}`, privacy: { values: w.requesterContact, shownTo: [] }, check: contains(open.situationDetails) };
  },
  'POST /help-request/:requestId [accept an open request]': async (w) => {
    const { id } = await helpRequest(w, { byStranger: true });
    return { path: `/help-request/${id}`, form: { action: 'accept' }, redirectsTo: `/help-request/${id}` };
  },
  'POST /help-request/:requestId [accept a request the provider accepted]': async (w) => {
    const { id } = await helpRequest(w, { acceptedBy: 'provider' });
    return { path: `/help-request/${id}`, form: { action: 'accept' }, privacy: { values: w.requesterContact, shownTo: ['provider'] } };
  },
  'POST /help-request/:requestId [decline an open request]': async (w) => {
    const { id } = await helpRequest(w, { byStranger: true });
    return { path: `/help-request/${id}`, form: { action: 'decline', notes: 'We are full tonight.' }, redirectsTo: `/help-request/${id}` };
  },
};
