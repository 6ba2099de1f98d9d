import { message } from './i18n.ts';
import { INTL_LOCALE, type Locale } from './locales.ts';

// Administrators' texts as a language shows them: a Spanish text is kept beside the
// English one. The value kept is always the English one (an option, an animal type), so a
// provider and the API read the same values whatever the requester's language; only labels change.

export interface QuestionTexts {
  question: string;
  description: string | null;
  options: string[];
  questionEs?: string | null;
  descriptionEs?: string | null;
  optionsEs?: string[];
}

export interface ShownQuestion {
  question: string;
  description: string | null;
  /** each option's label, in the options' order */
  optionLabels: string[];
  /** a Spanish page shows this question in English: it has no Spanish text yet */
  inEnglish: boolean;
  /** a Spanish page shows the question in Spanish but its options in English: they have no Spanish yet */
  optionsInEnglish: boolean;
}

export function questionText(q: QuestionTexts, locale: Locale): ShownQuestion {
  const spanish = locale === 'es' && Boolean(q.questionEs);
  // A label is its option's by position: only a Spanish list line for line with the English is
  // read (administrators cannot store another, docs/decisions/034).
  const labelsEs = spanish && q.optionsEs?.length === q.options.length ? q.optionsEs : null;
  return {
    question: spanish ? q.questionEs! : q.question,
    description: spanish ? (q.descriptionEs ?? q.description) : q.description,
    optionLabels: q.options.map((option, index) => labelsEs?.[index] || option),
    inEnglish: locale === 'es' && !spanish,
    optionsInEnglish: spanish && q.options.length > 0 && !labelsEs,
  };
}

/** An animal type's name as a language shows it: the English name stays the value kept. */
export const animalTypeLabel = (animal: { name: string; nameEs?: string | null }, locale: Locale): string => (locale === 'es' && animal.nameEs) || animal.name;

/** Animal types in the order a language's reader looks for them: by their label, as that language sorts. */
export function sortedByLabel<T extends { name: string; nameEs?: string | null }>(animals: T[], locale: Locale): T[] {
  if (locale === 'en') return animals;
  const collator = new Intl.Collator(INTL_LOCALE[locale]);
  return [...animals].sort((a, b) => collator.compare(animalTypeLabel(a, locale), animalTypeLabel(b, locale)));
}

/** What a provider is told of a request written in Spanish, on its card, its page and the e-mail, so that they can prepare. */
export const SUBMITTED_IN_SPANISH = message('Submitted in Spanish');
