import { z } from './zod.ts';
import { ISSUE_TYPES, linesToList, MAX_ISSUES_PAGE, SEVERITIES } from './guide.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined)
    .catch(undefined);

/** Unknown or malformed filters are dropped rather than refused: a shared link still works. */
export const ZIssueSearch = z.object({
  q: z
    .string()
    .trim()
    .optional()
    .transform((value) => value?.slice(0, 200) || undefined)
    .catch(undefined),
  category: z.uuid().optional().catch(undefined),
  animal: optionalText(100),
  type: z.enum(ISSUE_TYPES).optional().catch(undefined),
});
const listOfText = z.array(z.string().trim().min(1).max(1000)).max(30, 'At most 30 items').default([]);

/** A true/false field, from JSON (true, false) or a form ('on', 'true', 'false'); absent stays undefined. */
const optionalFlag = (message: string) =>
  z.preprocess((v) => (v === 'on' || v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: message }).optional());

/** A Spanish text: optional; blank is none (null), absent leaves it as it was. */
const spanishText = (min: number, max: number, tooShort: string, tooLong?: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(z.string().min(min, tooShort).max(max, tooLong).nullable())
    .optional();
/** A Spanish list: absent leaves it as it was (an API client that knows no Spanish); blank empties it. */
const spanishList = z.preprocess(linesToList, z.array(z.string().trim().min(1).max(1000)).max(30, 'At most 30 items')).optional();

const ZIssueFields = z.object({
  id: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens, e.g. bat-in-the-house')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  title: z.string({ error: 'Title is required' }).trim().min(3, 'Title is required').max(200),
  description: z.string({ error: 'Description is required' }).trim().min(10, 'Description is required').max(4000),
  issueType: z.enum(ISSUE_TYPES, { error: 'Choose emergency or conflict' }),
  severity: z.enum(SEVERITIES, { error: 'Choose a severity' }),
  animalType: z.string({ error: 'Animal is required' }).trim().min(1, 'Animal is required').max(100),
  categoryId: z
    .uuid()
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  immediateActions: z.preprocess(linesToList, listOfText),
  longTermSolutions: z.preprocess(linesToList, listOfText),
  preventionTips: z.preprocess(linesToList, listOfText),
  searchKeywords: z.preprocess(linesToList, listOfText),
  // Absent is left to the service: a new issue is published, an edited one keeps its state. A
  // form sends nothing for an unticked checkbox, so the page reads that as false itself.
  active: optionalFlag('active must be true or false'),
  // The Spanish beside the English (docs/decisions/034), all optional: an entry without
  // its Spanish title is shown in English on Spanish pages.
  titleEs: spanishText(3, 200, 'The Spanish title needs at least 3 characters'),
  descriptionEs: spanishText(10, 4000, 'The Spanish description needs at least 10 characters'),
  immediateActionsEs: spanishList,
  longTermSolutionsEs: spanishList,
  preventionTipsEs: spanishList,
  searchKeywordsEs: spanishList,
});

const SPANISH_LISTS = [
  ['immediateActionsEs', 'immediateActions'],
  ['longTermSolutionsEs', 'longTermSolutions'],
  ['preventionTipsEs', 'preventionTips'],
] as const;

/**
 * The Spanish is read line for line beside the English: written, it has its title and
 * description, and each of its lists as many lines as the English one (or none yet).
 */
export const ZIssueInput = ZIssueFields.superRefine((issue, ctx) => {
  const spanishWritten = Boolean(issue.titleEs || issue.descriptionEs || SPANISH_LISTS.some(([es]) => issue[es]?.length));
  if (spanishWritten && !issue.titleEs) ctx.addIssue({ code: 'custom', path: ['titleEs'], message: 'Give the Spanish title too, or leave the Spanish blank' });
  if (spanishWritten && !issue.descriptionEs)
    ctx.addIssue({ code: 'custom', path: ['descriptionEs'], message: 'Give the Spanish description too, or leave the Spanish blank' });
  for (const [es, en] of SPANISH_LISTS) {
    const lines = issue[es]?.length ?? 0;
    if (lines > 0 && lines !== issue[en].length)
      ctx.addIssue({ code: 'custom', path: [es], message: `Give one Spanish line for each English line: ${issue[en].length} in English, ${lines} in Spanish` });
  }
});
export type TIssueInput = z.infer<typeof ZIssueInput>;

export const ZNamedInput = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  /** the Spanish name: blank is none, absent leaves it as it was */
  nameEs: spanishText(1, 100, 'Name is required', 'The Spanish name must be at most 100 characters'),
});

export const ZAnimalTypeInput = ZNamedInput.extend({
  active: z.preprocess((v) => (v === undefined ? undefined : v === true || v === 'on' || v === 'true'), z.boolean().optional()),
});

/** Paging of the guide's search (the service and GET /api/v1/issues): 100 a page unless asked. */
const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_ISSUES_PAGE}`;
const PER_PAGE_MESSAGE = 'perPage must be a whole number from 1 to 100';
const wholeNumber = (max: number, message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);
export const ZIssuePaging = z.object({
  page: wholeNumber(MAX_ISSUES_PAGE, PAGE_MESSAGE).default(1),
  perPage: wholeNumber(100, PER_PAGE_MESSAGE).default(100),
});
export type TIssuePaging = z.input<typeof ZIssuePaging>;
