import { localeOfPath } from '../../common/locales.ts';
import { redirect } from 'react-router';
import { fieldErrorsOf, missingCredentialsError, ZLogin, ZRegisterForRequest, type FieldErrors } from '../../common/auth-schemas.ts';
import { matchQueryFor } from '../../common/matching.ts';
import { ANIMAL_FIELD_ANCHOR, authStep, wizardUrl, type RequestType, type WizardDraft } from '../../common/wizard.ts';
import { ZDetailsBase, ZDonation, ZLocation } from '../../common/wizard-schemas.ts';
import type { Actor } from '../../server/auth/actor.ts';
import type { RequestContext } from '../../server/context.ts';
import { claimSubmissionKey, loadDraft, markDraftSubmitted, replaceDraft, saveDraft } from '../../server/features/help-requests/drafts.ts';
import { draftIdFromCookie } from '../../server/features/help-requests/draft-id.ts';

/** The draft's id and, for a new one, its cookie (the find-help page's loader and action). */
export { draftIdOf } from '../../server/features/help-requests/draft-id.ts';
/** What the pages that read a draft say to caches. */
export { PERSONAL } from '../../server/lib/personal-answers.ts';
import { formTypeFor, getFormQuestions, readAnswers } from '../../server/features/help-requests/wizard-questions.ts';
import { completeFromZip, locateRequest, placeOutsideCoverage } from '../../server/features/help-requests/locate.ts';
import { submitHelpRequest, type HelpRequestInput } from '../../server/features/help-requests/submit-help-request.ts';
import { addDraftPhotos, photoUploadOf, removeDraftPhoto, type DraftPhotosResult } from '../../server/features/help-requests/request-photos.ts';
import { withUploadForm } from '../../server/lib/upload-form.ts';
import { ADD_PHOTOS, MAX_PHOTO_BYTES, PHOTO_FIELD, REMOVE_PHOTO } from '../../common/request-photos.ts';
import { hitApiLimit } from '../../server/lib/api-limits.ts';
import { retryAfterSeconds } from '../../server/lib/rate-limit.ts';
import { actionDone, actionRefused, parseForm } from './forms.server.ts';
import { FAILED, failureMessage, refusalOf } from './page-errors.server.ts';
import { clientIp } from './session.server.ts';
import { signIn } from './sign-in.server.ts';
import { sessionActor, signUp } from './sign-up.server.ts';
import { message } from '../../common/i18n.ts';

// The wizard's server half: each step's form posts here, is checked, saved in the
// visitor's draft, and redirects to the next step. Works the same with JavaScript off.

/**
 * `values` hands back what was typed (never passwords), so a refused form keeps it without
 * JavaScript; `locked` says the sign-in or sign-up was refused for too many attempts, so the
 * page puts the numbers to call beside the message.
 */
const fail = (fieldErrors: FieldErrors, formError: string | null = null, status = 400, values?: Record<string, string>, headers?: HeadersInit) =>
  actionRefused({ formError, fieldErrors, values, status, headers }, status === 429 ? { locked: true } : {});

/** A sign-in or sign-up whose session does not read back (it did not stick) sends nothing: a request must have its owner. */
export const AUTHENTICATION_FAILED = message('Authentication failed. Please try again.');

const KEPT_FIELDS = ['address', 'city', 'state', 'zip', 'firstName', 'lastName', 'email', 'phone'];
const typedValues = (form: FormData) =>
  Object.fromEntries(KEPT_FIELDS.flatMap((key) => (typeof form.get(key) === 'string' ? [[key, String(form.get(key)).slice(0, 200)]] : [])));

/** The files sent in the photo field (none without a multipart form). */
const photoUploadsOf = (form: FormData) =>
  form
    .getAll(PHOTO_FIELD)
    .filter((value): value is File => value instanceof File)
    .map(photoUploadOf);

/** Photos refused for now (too many sent, or the server busy) say so with their status and when to try again. */
const photosRefusal = (photos: DraftPhotosResult) =>
  photos.refused ? { status: photos.refused.status, headers: { 'Retry-After': retryAfterSeconds(photos.refused.retryAfterMs) } } : { status: 400 };

const NO_DRAFT = message('Please allow cookies for this site: your answers and photos are kept between steps with a cookie.');

/** Photos sent on their own by step 3's script (app/routes/find-help-photos.ts), answered as JSON. */
export async function sendDraftPhotos(services: RequestContext, request: Request): Promise<Response> {
  const draftId = draftIdFromCookie(services.config.sessionSecret, request.headers.get('cookie'));
  const refused = (text: string) => Response.json({ added: [], fieldErrors: { [PHOTO_FIELD]: [text] } }, { status: 400 });
  // Without a draft of the server's making nothing is read, decoded or stored.
  if (!draftId) return refused(NO_DRAFT);
  return withUploadForm(request, MAX_PHOTO_BYTES, async (form) => {
    if ('unreadable' in form) return refused(form.unreadable);
    const uploads = photoUploadsOf(form);
    if (!uploads.length) return refused(message('Choose photos to send.'));
    const photos = await addDraftPhotos(services, draftId, uploads, { clientIp: clientIp(request), signal: services.signal ?? request.signal });
    const { status, headers } = photosRefusal(photos);
    return Response.json(
      { added: photos.added, fieldErrors: photos.fieldErrors },
      { status: Object.keys(photos.fieldErrors).length ? status : 200, headers: photos.refused ? headers : undefined },
    );
  });
}

/**
 * The draft as this kind of help's steps read it: one of the other kind (a shortcut link from
 * another page) is a new request, keeping the place typed so far. Opening a step only reads it
 * this way; the first form sent from the step stores it (opening a page writes nothing,
 * docs/decisions/064).
 */
export function draftForType(draft: WizardDraft, type: RequestType): WizardDraft {
  return draft.type === type ? draft : { type, location: draft.location };
}

/** The first step whose answers are missing: nobody skips ahead past an empty step. */
export function firstIncompleteStep(draft: WizardDraft, type: RequestType, signedIn: boolean): number {
  if (!draft.location) return 2;
  if (!draft.details) return 3;
  if (type === 'emergency' && !draft.donation) return 4;
  return signedIn ? authStep(type) - 1 : authStep(type);
}

export async function nearbyProviders(services: Pick<RequestContext, 'match' | 'actor'>, draft: WizardDraft, type: RequestType, animal?: string) {
  if (!draft.location) return null;
  return services.match(services.actor, matchQueryFor({ ...draft.location, type, animalType: animal }));
}

/** A matching failure is only logged; the wizard goes on (the submit matches again), since a person in trouble must not be stopped by it. */
export async function nearbyProvidersOrNone(
  services: Pick<RequestContext, 'match' | 'actor' | 'logger'>,
  draft: WizardDraft,
  type: RequestType,
  animal?: string,
) {
  try {
    return await nearbyProviders(services, draft, type, animal);
  } catch (error) {
    services.logger.error({ err: error }, 'Error fetching matching providers');
    return null;
  }
}

/**
 * `newDraftCookie`: the cookie of a draft the first answer starts, sent with the next step. Step
 * 3's form may carry photos: it is read once, its files kept on disk while the step runs.
 */
export function runStep(services: RequestContext, request: Request, type: RequestType, step: number, draftId: string, newDraftCookie?: string) {
  return withUploadForm(request, MAX_PHOTO_BYTES, (form) =>
    'unreadable' in form ? Promise.resolve(fail({}, form.unreadable)) : runStepWith(services, request, form, type, step, draftId, newDraftCookie),
  );
}

async function runStepWith(
  services: RequestContext,
  request: Request,
  form: FormData,
  type: RequestType,
  step: number,
  draftId: string,
  newDraftCookie?: string,
) {
  const { db, actor } = services;
  const stored = await loadDraft(db, draftId);
  const draft = step === 1 ? stored : draftForType(stored, type);
  // A draft of the other kind of help becomes this kind's, as its step showed it.
  if (stored.type && draft !== stored) await replaceDraft(db, draftId, draft);
  const signedIn = actor.kind === 'user';

  if (step === 1) {
    const chosen: RequestType = form.get('type') === 'conflict' ? 'conflict' : 'emergency';
    // A new choice of help type starts a new request; the location typed so far is kept.
    await replaceDraft(db, draftId, { type: chosen, location: draft.location });
    throw redirect(wizardUrl(chosen, 2), newDraftCookie ? { headers: { 'Set-Cookie': newDraftCookie } } : undefined);
  }

  if (step === 2) {
    const sent = Object.fromEntries(form);
    const outside = await placeOutsideCoverage(services.geocoder, sent);
    if (outside) return actionRefused({ formError: null, fieldErrors: outside.fieldErrors, values: typedValues(form) }, { outside: outside.outside });
    const parsed = ZLocation.safeParse(await completeFromZip(services.geocoder, sent));
    if (!parsed.success) return fail(fieldErrorsOf(parsed.error), null, 400, typedValues(form));
    // The suggestion chosen while typing, if any (PlaceField): its own coordinates beat the ZIP's.
    const placeId = form.get('placeId');
    const located = await locateRequest(services.geocoder, parsed.data, typeof placeId === 'string' ? placeId : null);
    if ('fieldErrors' in located) return fail(located.fieldErrors, null, 400, typedValues(form));
    const { location } = located;
    const matches = await nearbyProvidersOrNone(services, { location }, type);
    await saveDraft(db, draftId, { type, location, matchCount: matches?.providers.length ?? 0 });
    throw redirect(wizardUrl(type, 3));
  }

  if (step === 3) {
    const animalType = String(form.get('animalType') ?? '').trim();
    const situationDetails = String(form.get('situationDetails') ?? '');
    const intent = form.get('intent');
    // Photos come with any post but the autosave; a refused one is said next to its
    // field, with everything else answered kept in the draft.
    const photos: DraftPhotosResult =
      intent === 'autosave'
        ? { added: [], fieldErrors: {} }
        : await addDraftPhotos(services, draftId, photoUploadsOf(form), { clientIp: clientIp(request), signal: services.signal ?? request.signal });
    if (typeof intent === 'string' && intent.startsWith(`${REMOVE_PHOTO}:`)) await removeDraftPhoto(db, draftId, intent.slice(REMOVE_PHOTO.length + 1));
    const questions = await getFormQuestions(db, formTypeFor(type), animalType || null).catch((error: unknown) => {
      services.logger.error({ err: error }, 'Error loading questions');
      return null;
    });
    if (!questions) return fail({}, message('Failed to load form questions. Please try again.'), 503);
    const { answers, errors } = readAnswers(questions, form, localeOfPath(new URL(request.url).pathname));
    const staysOnStep = intent === 'refresh' || intent === ADD_PHOTOS || (typeof intent === 'string' && intent.startsWith(`${REMOVE_PHOTO}:`));
    if (intent === 'autosave' || staysOnStep) {
      // Kept as typed, not checked: only the questions that were on the form count (another
      // animal's questions are not this one's answers). Autosave (JavaScript, while typing) keeps
      // it through a reload or a sign-in; refresh (the animal changed) shows that animal's questions.
      // One field of ids separated by spaces (ShownQuestions); a field per id is read the same.
      const shown = new Set(form.getAll('shown').flatMap((ids) => String(ids).split(/\s+/).filter(Boolean)));
      const kept = Object.fromEntries(Object.entries(answers).filter(([id]) => shown.has(id)));
      await saveDraft(db, draftId, { detailsDraft: { animalType, situationDetails, responses: kept } });
      if (intent === 'autosave') return actionDone(null, { saved: true });
      if (Object.keys(photos.fieldErrors).length) {
        const { status, headers } = photosRefusal(photos);
        return fail(photos.fieldErrors, null, status, undefined, headers);
      }
      // The animal chosen: the page opens again at its field, not at the top.
      throw redirect(intent === 'refresh' ? `${wizardUrl(type, 3)}#${ANIMAL_FIELD_ANCHOR}` : wizardUrl(type, 3));
    }
    const parsed = ZDetailsBase.safeParse({ animalType, situationDetails });
    const fieldErrors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...errors, ...photos.fieldErrors };
    if (!parsed.success || Object.keys(fieldErrors).length) {
      // Keep what was typed: the page shows it again with the messages.
      await saveDraft(db, draftId, { detailsDraft: { animalType, situationDetails, responses: answers } });
      // Photos refused for now are said with that answer's status; the request can go on without them.
      const { status, headers } = photosRefusal(photos);
      return fail(fieldErrors, null, status, undefined, headers);
    }
    const details = { ...parsed.data, responses: answers };
    await saveDraft(db, draftId, { details, detailsDraft: details });
    if (type === 'emergency') throw redirect(wizardUrl(type, 4));
    return signedIn ? submitDraft(services, request, draftId, actor, null) : redirect(wizardUrl(type, authStep(type)));
  }

  if (step === 4 && type === 'emergency') {
    // An absent or blank amount is no amount (emptying the field clears it): coercion would read it as 0.
    const typed = form.get('customAmount');
    const customAmount = typeof typed === 'string' && typed.trim() !== '' ? typed : undefined;
    // Money never gets in the way of help (docs/decisions/049): nothing chosen is no pledge, as
    // "No pledge" (the choice the step starts with) is, unless an amount was typed: that amount
    // is then the one chosen. A typed amount with no choice at all is not a form of ours: refused.
    const sent = String(form.get('choice') ?? '');
    const picked = sent === 'none' && customAmount !== undefined ? 'custom' : sent || (customAmount === undefined ? 'none' : '');
    const choice =
      form.get('intent') === 'none' || picked === 'none'
        ? { choice: 'none' }
        : picked.startsWith('preset:')
          ? { choice: 'preset', amount: picked.slice(7) }
          : { choice: picked, customAmount };
    const parsed = ZDonation.safeParse(choice);
    if (!parsed.success) return fail(fieldErrorsOf(parsed.error), message('Choose an amount, or continue without donating.'));
    const donation =
      parsed.data.choice === 'none'
        ? { amount: 0, custom: false, none: true }
        : parsed.data.choice === 'preset'
          ? { amount: parsed.data.amount, custom: false, none: false }
          : { amount: parsed.data.customAmount, custom: true, none: false };
    await saveDraft(db, draftId, { donation });
    return signedIn ? submitDraft(services, request, draftId, actor, null) : redirect(wizardUrl(type, authStep(type)));
  }

  if (step === authStep(type)) {
    if (signedIn) return submitDraft(services, request, draftId, actor, null);
    const sent = Object.fromEntries(form);
    let cookies: Headers;
    if (form.get('mode') === 'login') {
      const parsed = await parseForm(form, ZLogin);
      if (!parsed.ok) return fail(parsed.fieldErrors, missingCredentialsError(sent), 400, typedValues(form));
      const result = await signIn(services, request, parsed.data);
      if (!result.ok) return fail({}, result.message, result.status, typedValues(form));
      if (result.twoFactor) throw redirect(`/login/two-factor?returnUrl=${encodeURIComponent(wizardUrl(type, authStep(type)))}`, { headers: result.cookies });
      cookies = result.cookies;
    } else {
      const parsed = await parseForm(form, ZRegisterForRequest);
      if (!parsed.ok) return fail(parsed.fieldErrors, missingCredentialsError(sent), 400, typedValues(form));
      const result = await signUp(services, request, parsed.data);
      if (!result.ok) return fail({}, result.message, result.status, typedValues(form));
      // A request cannot wait for an e-mail: the person is told to sign in (docs/decisions, user enumeration).
      if (!result.userId)
        return fail(
          {},
          message('There is already an account with this e-mail address: choose Login above to sign in and send your request.'),
          409,
          typedValues(form),
        );
      cookies = result.cookies;
    }
    // The request is sent as the account whose session the browser now holds, or not at all.
    const user = await sessionActor(services, cookies);
    if (!user) return fail({}, AUTHENTICATION_FAILED, 401, typedValues(form), cookies);
    return submitDraft(services, request, draftId, user, cookies);
  }

  throw redirect(wizardUrl(type, 1));
}

/**
 * The final submit: one request per draft (its submission key is the Idempotency-Key), within the
 * limit per client address that POST /api/v1/help-requests shares (server/lib/api-limits.ts).
 */
async function submitDraft(services: RequestContext, request: Request, draftId: string, actor: Actor, cookies: Headers | null) {
  const { db, logger } = services;
  const draft = await loadDraft(db, draftId);
  const type = draft.type ?? 'emergency';
  if (draft.location && draft.details) {
    // The draft is kept: the same submit works once the wait is over.
    const limit = await hitApiLimit(services, 'help-request-submissions', clientIp(request));
    if (!limit.allowed) {
      const headers = new Headers(cookies ?? undefined);
      headers.set('Retry-After', retryAfterSeconds(limit.retryAfterMs));
      return actionRefused({ formError: failureMessage(FAILED.creatingHelpRequest, limit.message), status: 429, headers });
    }
  }
  const submissionKey = draft.location && draft.details ? await claimSubmissionKey(db, draftId) : null;
  if (!draft.location || !draft.details || !submissionKey) {
    // Already sent (a second tap, a stale tab): show the request it made, not an empty wizard.
    const { submittedRequestId } = await loadDraft(db, draftId);
    if (submittedRequestId) throw redirect(`/request-submitted?id=${submittedRequestId}`, cookies ? { headers: cookies } : undefined);
    throw redirect(wizardUrl(type, firstIncompleteStep(draft, type, true)));
  }
  const input: HelpRequestInput = {
    type,
    ...draft.location,
    animalType: draft.details.animalType,
    situationDetails: draft.details.situationDetails,
    donationAmount: type === 'emergency' && draft.donation && !draft.donation.none ? draft.donation.amount : null,
    responses: draft.details.responses,
    // A Spanish wizard's request is confirmed in Spanish, and its providers are told in their own language.
    locale: localeOfPath(new URL(request.url).pathname),
  };
  try {
    const { id } = await submitHelpRequest(db, actor, input, submissionKey, { photosFromDraft: draftId, match: services.match });
    await markDraftSubmitted(db, draftId, id);
    throw redirect(`/request-submitted?id=${id}`, cookies ? { headers: cookies } : undefined);
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, 'Error creating help request');
    // A refusal says what failed; a real failure only that it did, without internals.
    const refusal = refusalOf(error, FAILED.creatingHelpRequest) ?? {
      message: message('An error occurred while submitting your request. Please try again.'),
      status: 500,
    };
    return actionRefused({ formError: refusal.message, status: refusal.status, headers: cookies ?? undefined });
  }
}
