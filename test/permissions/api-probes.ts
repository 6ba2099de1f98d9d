import { expect } from 'vitest';
import { contains, type Answer, type Probe } from './probe.ts';
import {
  animalType,
  ANIMAL,
  category,
  guideIssue,
  guideIssueForm,
  helpRequest,
  linkedRequest,
  listingDocument,
  pushDevice,
  requestPhoto,
  unique,
} from './world.ts';
import { wizardDraftCookie } from './sessions.ts';
import { browserPushKeys } from '../push-keys.ts';

// Probes for the JSON API and the plain HTTP endpoints (server/api.ts, server/http.ts).

const issueJson = () => {
  const form = guideIssueForm();
  const lines = (text: string) => text.split('\n');
  return {
    ...form,
    immediateActions: lines(form.immediateActions),
    longTermSolutions: lines(form.longTermSolutions),
    preventionTips: lines(form.preventionTips),
    searchKeywords: lines(form.searchKeywords),
  };
};

const isJpeg = (answer: Answer) => expect(answer.headers.get('content-type')).toBe('image/jpeg');

export const apiProbes: Record<string, Probe> = {
  'GET /healthz': async () => ({ path: '/healthz', check: contains('"ok"') }),
  'GET /readyz': async () => ({ path: '/readyz', check: contains('"ready"') }),
  // Off in the matrix's app (no METRICS_TOKEN): its own test tries the token (server/features/operations/metrics.test.ts).
  'GET /metrics': async () => ({ path: '/metrics', check: contains('wildline_') }),
  'GET /robots.txt': async () => ({ path: '/robots.txt', check: contains('Disallow: /admin-dashboard') }),
  'GET /sitemap.xml': async (w) => ({ path: '/sitemap.xml', check: contains(`/resources/${w.issueId}`) }),
  'GET /listing-documents/:id': async (w) => {
    const provider = w.people.provider;
    const document = await listingDocument(w, provider.providerId!, provider.id);
    return { path: `/listing-documents/${document.id}`, privacy: { values: [document.text], shownTo: ['provider', 'admin'] } };
  },
  'GET /request-photos/:id': async (w) => ({ path: `/request-photos/${await requestPhoto(w, 'request')}`, check: isJpeg }),
  'GET /listing-request/:token/photos/:id': async (w) => {
    const { token, photoId } = await linkedRequest(w);
    return { path: `/listing-request/${token}/photos/${photoId}`, check: isJpeg };
  },
  'POST /listing-emails/stop/:token': async (w) => ({
    path: `/listing-emails/stop/${(await linkedRequest(w)).stopToken}`,
    form: { 'List-Unsubscribe': 'One-Click' },
  }),
  'GET /es/request-photos/:id': async (w) => ({ path: `/es/request-photos/${await requestPhoto(w, 'request')}`, check: isJpeg }),
  "GET /find-help/photos/:id [the visitor's own draft]": async (w) => {
    const draftCookie = await wizardDraftCookie(w);
    return { path: `/find-help/photos/${await requestPhoto(w, { draftCookie })}`, extraCookies: [draftCookie], check: isJpeg };
  },
  "GET /find-help/photos/:id [another draft's photo]": async (w) => ({
    path: `/find-help/photos/${await requestPhoto(w, { draftCookie: await wizardDraftCookie(w) })}`,
    extraCookies: [await wizardDraftCookie(w)],
  }),
  'GET /api/openapi.json': async () => ({ path: '/api/openapi.json', check: contains('"openapi"') }),
  'GET /api/docs': async () => ({ path: '/api/docs', check: contains('<h1>Wildline API</h1>') }),
  'GET /api/v1/animal-types': async () => ({ path: '/api/v1/animal-types', check: contains(ANIMAL) }),
  'GET /api/v1/issue-categories': async (w) => {
    const { name } = await category(w);
    return { path: '/api/v1/issue-categories', check: contains(name) };
  },
  'GET /api/v1/issues': async (w) => ({ path: '/api/v1/issues', check: contains(w.issueId) }),
  'GET /api/v1/issues/:id [an active issue]': async (w) => ({ path: `/api/v1/issues/${w.issueId}`, check: contains(w.issueId) }),
  'GET /api/v1/issues/:id [a hidden issue]': async (w) => ({ path: `/api/v1/issues/${await guideIssue(w, { active: false })}` }),

  'POST /api/v1/issues': async () => ({ path: '/api/v1/issues', json: issueJson() }),
  'PUT /api/v1/issues/:id': async (w) => ({ path: `/api/v1/issues/${await guideIssue(w)}`, json: issueJson() }),
  'PATCH /api/v1/issues/:id/active': async (w) => ({ path: `/api/v1/issues/${await guideIssue(w)}/active`, json: { active: false } }),
  'DELETE /api/v1/issues/:id': async (w) => ({ path: `/api/v1/issues/${await guideIssue(w)}` }),
  'POST /api/v1/issue-categories': async () => ({ path: '/api/v1/issue-categories', json: { name: `Nesting ${unique()}` } }),
  'PUT /api/v1/issue-categories/:id': async (w) => ({ path: `/api/v1/issue-categories/${(await category(w)).id}`, json: { name: `Renamed ${unique()}` } }),
  'DELETE /api/v1/issue-categories/:id': async (w) => ({ path: `/api/v1/issue-categories/${(await category(w)).id}` }),
  'POST /api/v1/animal-types': async () => ({ path: '/api/v1/animal-types', json: { name: `Heron ${unique()}` } }),
  'PUT /api/v1/animal-types/:id': async (w) => ({
    path: `/api/v1/animal-types/${(await animalType(w)).id}`,
    json: { name: `Egret ${unique()}`, active: false },
  }),
  'DELETE /api/v1/animal-types/:id': async (w) => ({ path: `/api/v1/animal-types/${(await animalType(w)).id}` }),

  'GET /api/v1/me': async (w, actor) => ({
    path: '/api/v1/me',
    privacy: { values: w.requesterContact.slice(0, 2), shownTo: ['user'] },
    check: actor === 'anonymous' ? undefined : contains(w.people[actor].email),
  }),
  'GET /api/v1/users': async (w) => ({ path: '/api/v1/users', privacy: { values: [w.people.user.email], shownTo: ['admin'] } }),
  'GET /api/v1/providers/match': async () => ({
    path: '/api/v1/providers/match?state=CO&type=rehabilitator&lat=40.015&lng=-105.27',
    check: contains('Flatirons Wildlife Rescue'),
  }),
  'GET /api/v1/places/suggestions': async () => ({ path: '/api/v1/places/suggestions?q=Boulder', check: contains('Boulder') }),
  'GET /api/v1/places/nearest': async () => ({ path: '/api/v1/places/nearest?lat=40.0172&lng=-105.2851', check: contains('80302') }),
  'POST /api/v1/help-requests': async () => ({
    path: '/api/v1/help-requests',
    json: {
      type: 'emergency',
      address: '12 Pearl St',
      city: 'Boulder',
      state: 'CO',
      zip: '80302',
      animalType: ANIMAL,
      situationDetails: 'A hawk is sitting on the ground and cannot fly.',
      donationAmount: 25,
    },
    check: contains('"id"'),
  }),

  'GET /api/v1/push-subscriptions': async (w, actor) => {
    if (actor === 'anonymous') return { path: '/api/v1/push-subscriptions' };
    const device = await pushDevice(w, w.people[actor].id);
    return { path: '/api/v1/push-subscriptions', check: contains(device.label, '"publicKey"') };
  },
  'POST /api/v1/push-subscriptions': async () => ({
    path: '/api/v1/push-subscriptions',
    json: {
      endpoint: `https://fcm.googleapis.com/fcm/send/${unique()}`,
      keys: browserPushKeys(),
      label: 'Chrome on Android',
    },
    check: contains('Chrome on Android'),
  }),
  'DELETE /api/v1/push-subscriptions/:id [own device]': async (w, actor) => {
    const owner = actor === 'anonymous' ? w.people.provider : w.people[actor];
    return { path: `/api/v1/push-subscriptions/${(await pushDevice(w, owner.id)).id}` };
  },
  "DELETE /api/v1/push-subscriptions/:id [the provider's device]": async (w) => ({
    path: `/api/v1/push-subscriptions/${(await pushDevice(w, w.people.provider.id)).id}`,
  }),

  // DESIGN.md privacy: the provider's list and detail show contact only of requests it accepted.
  'GET /api/v1/provider/help-requests': async (w) => {
    await helpRequest(w, { acceptedBy: 'provider' });
    const open = await helpRequest(w);
    return { path: '/api/v1/provider/help-requests', privacy: { values: w.requesterContact, shownTo: ['provider'] }, check: contains(open.id) };
  },
  'GET /api/v1/provider/help-requests/:id [a request the provider accepted]': async (w) => {
    const accepted = await helpRequest(w, { acceptedBy: 'provider' });
    return {
      path: `/api/v1/provider/help-requests/${accepted.id}`,
      privacy: { values: [...w.requesterContact, accepted.situationDetails], shownTo: ['provider'] },
    };
  },
  'GET /api/v1/provider/help-requests/:id [an open request near both providers]': async (w) => {
    const open = await helpRequest(w);
    return { path: `/api/v1/provider/help-requests/${open.id}`, privacy: { values: w.requesterContact, shownTo: [] }, check: contains(open.situationDetails) };
  },
  'POST /api/v1/provider/help-requests/:id/responses [accept an open request]': async (w) => {
    const open = await helpRequest(w, { byStranger: true });
    return { path: `/api/v1/provider/help-requests/${open.id}/responses`, json: { action: 'accept' }, check: contains('accepted') };
  },
  'POST /api/v1/provider/help-requests/:id/responses [accept a request the provider accepted]': async (w) => {
    const accepted = await helpRequest(w, { acceptedBy: 'provider' });
    return {
      path: `/api/v1/provider/help-requests/${accepted.id}/responses`,
      json: { action: 'accept' },
      privacy: { values: w.requesterContact, shownTo: [] },
    };
  },
  // An event stream: the runner reads its first event, then hangs up.
  'GET /api/v1/events': async () => ({ path: '/api/v1/events', check: contains('event: ready') }),
};
