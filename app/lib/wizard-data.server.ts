import type { Locale } from '../../common/locales.ts';
import type { DonationSuggestions } from '../../common/donations.ts';
import type { FallbackContacts, MatchResult } from '../../common/matching.ts';
import { authStep, wizardUrl, type QuestionAnswer, type RequestType, type WizardDraft } from '../../common/wizard.ts';
import type { RequestContext } from '../../server/context.ts';
import { loadDraft } from '../../server/features/help-requests/drafts.ts';
import { listDraftPhotos } from '../../server/features/help-requests/request-photos.ts';
import type { RequestPhotoView } from '../../common/request-photos.ts';
import { formTypeFor, getFormQuestions, initialAnswer, type FormQuestion } from '../../server/features/help-requests/wizard-questions.ts';
import { getDonationSuggestions } from '../../server/features/help-requests/donation-suggestions.ts';
import { listActiveAnimalTypes } from '../../server/features/guide/animal-types.ts';
import type { FirstAid } from '../../common/guide.ts';
import { firstAidFor } from '../../server/features/guide/first-aid.ts';
import { fallbackContacts } from '../../server/features/matching/fallback-contacts.ts';
import { whomToTell } from '../../server/features/help-requests/submit-help-request.ts';
import { now as clockNow } from '../../server/lib/clock.ts';
import { refusalOf } from './page-errors.server.ts';
import { draftForType, firstIncompleteStep, nearbyProvidersOrNone } from './wizard.server.ts';
import { message } from '../../common/i18n.ts';

// What each wizard step shows, read from the visitor's draft.

export interface WizardStepData {
  type: RequestType;
  step: number;
  location: WizardDraft['location'] | null;
  matchCount: number;
  matches: MatchResult | null;
  animalTypes: { id: string; name: string; nameEs: string | null }[];
  details: NonNullable<WizardDraft['detailsDraft']> | null;
  questions: (FormQuestion & { value: QuestionAnswer })[];
  /** step 3: the photos already added to the draft */
  photos: RequestPhotoView[];
  firstAid: FirstAid | null;
  /** the questions or animal types could not be loaded (the page still works) */
  questionsError: string | null;
  animalTypesError: string | null;
  donationSuggestions: DonationSuggestions | null;
  donation: WizardDraft['donation'] | null;
  mode: 'new' | 'login';
  /** a signed-in person skips "Your Details" */
  signedIn: boolean;
  /** on "Your Details": where to turn if an account cannot be made now (too many attempts), or if nobody can be told */
  contacts: FallbackContacts | null;
  /** on "Your Details": whom the request will be told to once sent (docs/decisions/048) */
  reach: { accounts: number; emails: number } | null;
}

export async function wizardStepData(
  services: RequestContext,
  /** null on step 1 */
  draftId: string | null,
  type: RequestType,
  step: number,
  mode: 'new' | 'login' = 'new',
  locale: Locale = 'en',
): Promise<WizardStepData | { redirectTo: string }> {
  const { db, actor, logger } = services;
  // Step 1 only asks which kind of help: nothing of a draft is read, so the page is the same for everyone.
  const stored = draftId ? await loadDraft(db, draftId) : {};
  // Arriving with another help type (a shortcut link): a new request, keeping the location.
  const draft = step > 1 ? draftForType(stored, type) : stored;
  const signedIn = actor.kind === 'user';
  if (step > 1) {
    const furthest = firstIncompleteStep(draft, type, signedIn);
    if (step > furthest) return { redirectTo: wizardUrl(type, furthest) };
    if (signedIn && step === authStep(type)) return { redirectTo: wizardUrl(type, step - 1) };
  }

  const details = draft.detailsDraft ?? draft.details ?? null;
  const animal = details?.animalType || undefined;
  const matches = step >= 3 ? await nearbyProvidersOrNone(services, draft, type, animal) : null;
  const base: WizardStepData = {
    type,
    step,
    location: draft.location ?? null,
    matchCount: draft.matchCount ?? 0,
    matches,
    animalTypes: [],
    details,
    questions: [],
    photos: [],
    firstAid: null,
    questionsError: null,
    animalTypesError: null,
    donationSuggestions: null,
    donation: draft.donation ?? null,
    mode,
    signedIn,
    contacts: null,
    reach: null,
  };

  if (step === 3) {
    // A failure here is shown on the step, which stays usable; it is not an error page, so the request can still be sent.
    const [animalTypes, questions, photos] = await Promise.allSettled([
      listActiveAnimalTypes(db, actor),
      getFormQuestions(db, formTypeFor(type), animal ?? null),
      draftId ? listDraftPhotos(db, draftId) : [],
    ]);
    if (photos.status === 'fulfilled') base.photos = photos.value;
    else logger.error({ err: photos.reason }, 'Error loading the draft photos');
    if (animalTypes.status === 'fulfilled') base.animalTypes = animalTypes.value;
    else {
      logger.error({ err: animalTypes.reason }, 'Error loading animal types');
      base.animalTypesError = message('The list of animals could not be loaded. Please try again.');
    }
    // Each question starts from its initial value (initialAnswer); answers already given are kept.
    if (questions.status === 'fulfilled') base.questions = questions.value.map((q) => ({ ...q, value: details?.responses[q.id] ?? initialAnswer(q) }));
    else {
      logger.error({ err: questions.reason }, 'Error loading questions');
      base.questionsError = refusalOf(questions.reason)?.message ?? message('Failed to load form questions. Please try again.');
    }
  }
  if (step >= 3 && type === 'emergency' && animal) {
    base.firstAid = await firstAidFor(db, actor, { animal, situation: details?.situationDetails ?? '', answers: details?.responses ?? {} }, locale).catch(
      (error: unknown) => {
        logger.error({ err: error }, 'Error loading first aid');
        return null;
      },
    );
  }
  if (step === 4 && type === 'emergency') base.donationSuggestions = await getDonationSuggestions(db, logger);
  if (step === authStep(type) && draft.location) {
    const { state } = draft.location;
    // The same answer the submission will act on: who hears of it is promised from what will be done.
    const { reach } = await whomToTell(db, services.match, actor, { ...draft.location, type, animalType: animal ?? '' }, clockNow());
    base.reach = { accounts: reach.accounts.length, emails: reach.emails.length };
    base.contacts =
      matches?.fallback ??
      (await fallbackContacts(db, { state, type, animal }, clockNow()).catch((error: unknown) => {
        logger.error({ err: error }, 'Error loading the state agency');
        return null;
      }));
  }
  if (matches) base.matchCount = matches.providers.length;
  return base;
}
