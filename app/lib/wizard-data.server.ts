import type { DonationSuggestions } from '../../common/donations.ts';
import type { MatchResult } from '../../common/matching.ts';
import { US_STATES } from '../../common/us-states.ts';
import { authStep, wizardUrl, type QuestionAnswer, type RequestType, type WizardDraft } from '../../common/wizard.ts';
import type { RequestContext } from '../../server/context.ts';
import { loadDraft, replaceDraft } from '../../server/features/help-requests/drafts.ts';
import { formTypeFor, getFormQuestions, initialAnswer, type FormQuestion } from '../../server/features/help-requests/form-questions.ts';
import { getDonationSuggestions } from '../../server/features/help-requests/settings.ts';
import { listActiveAnimalTypes } from '../../server/features/guide/animal-types.ts';
import { getWildlifeIssue, searchWildlifeIssues } from '../../server/features/guide/search-issues.ts';
import { firstIncompleteStep, nearbyProviders } from './wizard.server.ts';

// What each wizard step shows, read from the visitor's draft (issue 5).

export interface WizardStepData {
  type: RequestType;
  step: number;
  location: WizardDraft['location'] | null;
  states: typeof US_STATES;
  matchCount: number;
  matches: MatchResult | null;
  animalTypes: { id: string; name: string }[];
  details: NonNullable<WizardDraft['detailsDraft']> | null;
  questions: (FormQuestion & { value: QuestionAnswer })[];
  firstAid: { issueId: string; title: string; actions: string[] } | null;
  donationSuggestions: DonationSuggestions | null;
  donation: WizardDraft['donation'] | null;
  mode: 'new' | 'login';
}

export async function wizardStepData(
  services: RequestContext,
  draftId: string,
  type: RequestType,
  step: number,
  mode: 'new' | 'login' = 'new',
): Promise<WizardStepData | { redirectTo: string }> {
  const { db, actor, logger } = services;
  let draft = await loadDraft(db, draftId);
  const signedIn = actor.kind === 'user';
  if (step > 1) {
    // Arriving with another help type (a shortcut link): a new request, keeping the location.
    if (draft.type !== type) {
      draft = { type, location: draft.location };
      await replaceDraft(db, draftId, draft);
    }
    const furthest = firstIncompleteStep(draft, type, signedIn);
    if (step > furthest) return { redirectTo: wizardUrl(type, furthest) };
    if (signedIn && step === authStep(type)) return { redirectTo: wizardUrl(type, step - 1) };
  }

  const details = draft.detailsDraft ?? draft.details ?? null;
  const animal = details?.animalType || undefined;
  const matches = step >= 3 ? await nearbyProviders(services, draft, type, animal) : null;
  const base: WizardStepData = {
    type,
    step,
    location: draft.location ?? null,
    states: US_STATES,
    matchCount: draft.matchCount ?? 0,
    matches,
    animalTypes: [],
    details,
    questions: [],
    firstAid: null,
    donationSuggestions: null,
    donation: draft.donation ?? null,
    mode,
  };

  if (step === 3) {
    const [animalTypes, questions] = await Promise.all([
      listActiveAnimalTypes(db, actor),
      getFormQuestions(db, formTypeFor(type), animal ?? null),
    ]);
    base.animalTypes = animalTypes;
    // SPEC §4: each question starts from its initial value; answers already given are kept.
    base.questions = questions.map((q) => ({ ...q, value: details?.responses[q.id] ?? initialAnswer(q) }));
    if (type === 'emergency' && animal) {
      const [issue] = await searchWildlifeIssues(db, actor, { animal, type: 'emergency' }, 1);
      if (issue) {
        const { issue: full } = await getWildlifeIssue(db, actor, issue.id);
        base.firstAid = { issueId: full.id, title: full.title, actions: full.immediateActions };
      }
    }
  }
  if (step === 4 && type === 'emergency') base.donationSuggestions = await getDonationSuggestions(db, logger);
  if (matches) base.matchCount = matches.providers.length;
  return base;
}
