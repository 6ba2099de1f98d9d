import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bytea, createdAt, id, updatedAt } from './columns.ts';
import { providers } from './providers.ts';
import { wildlifeIssues } from './guide.ts';
import type { FirstAidCondition } from '../../../common/first-aid-rules.ts';
import type { HelperOfferKind } from '../../../common/helpers.ts';
import type { Locale } from '../../../common/locales.ts';

// Help requests and everything hanging off them (DESIGN.md "Data").

export const REQUEST_STATUSES = ['submitted', 'assigned', 'resolved', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const RESPONSE_STATUSES = ['accepted', 'declined'] as const;

export const helpRequestSubmissions = pgTable(
  'help_request_submissions',
  {
    id: id(),
    /**
     * Who asked; null once they deleted their account: a request a provider answered is kept
     * for that provider, without who asked (docs/decisions/018).
     */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    address: text(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    type: text().$type<'emergency' | 'conflict'>().notNull(),
    animalType: text(),
    situationDetails: text(),
    /** a pledge only: no payment is taken (docs/decisions/049) */
    donationAmount: numeric({ precision: 10, scale: 2 }),
    /** the language it was written in: its confirmation is in it, providers are told (docs/decisions/036) */
    locale: text().$type<Locale>().notNull().default('en'),
    lat: doublePrecision(),
    lng: doublePrecision(),
    status: text().$type<RequestStatus>().notNull().default('submitted'),
    cancellationReason: text(),
    notifiedProviders: uuid()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * Every listing matched at submission was full for the animal (docs/decisions/032):
     * the requester found only listings at capacity. False when none matched or one had room.
     */
    matchedOnlyFull: boolean().notNull().default(false),
    /** the field team picked the animal up (docs/decisions/004): when and who */
    pickupDoneAt: timestamp({ withTimezone: true }),
    pickupDoneBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** the client's Idempotency-Key: the same key twice makes one request (DESIGN.md "API") */
    idempotencyKey: text(),
    /**
     * When the requester's name, street address, phone and e-mail were taken off this request
     * (their account deleted, or a year after it closed): nobody is shown them again
     * (docs/decisions/018).
     */
    contactRemovedAt: timestamp({ withTimezone: true }),
    /** the rounds of telling so far (docs/decisions/048) */
    reachRound: smallint().notNull().default(1),
    /** every listing in reach has been told and none accepted: the requester was told so */
    reachExhaustedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('help_requests_type_check', sql`${t.type} in ('emergency', 'conflict')`),
    check('help_requests_status_check', sql`${t.status} in ('submitted', 'assigned', 'resolved', 'cancelled')`),
    check('help_requests_donation_check', sql`${t.donationAmount} is null or ${t.donationAmount} >= 0`),
    check('help_requests_locale_check', sql`${t.locale} in ('en', 'es')`),
    uniqueIndex('help_requests_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('help_requests_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('help_requests_state_status_idx').on(t.state, t.status),
  ],
);

/** A row that belongs to a help request, and goes with it. */
const requestRef = () =>
  uuid()
    .notNull()
    .references(() => helpRequestSubmissions.id, { onDelete: 'cascade' });
const providerRef = () =>
  uuid()
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' });

export const providerResponses = pgTable(
  'provider_responses',
  {
    id: id(),
    requestId: requestRef(),
    providerId: providerRef(),
    status: text().$type<(typeof RESPONSE_STATUSES)[number]>().notNull(),
    responseNotes: text(),
    providerContactedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('provider_responses_status_check', sql`${t.status} in ('accepted', 'declined')`),
    unique('provider_responses_request_provider_key').on(t.requestId, t.providerId),
    // Only one provider can be assigned a request, so two never drive out for one animal: a second
    // accept fails here.
    uniqueIndex('provider_responses_one_accepted_idx')
      .on(t.requestId)
      .where(sql`${t.status} = 'accepted'`),
  ],
);

export const providerContacts = pgTable(
  'provider_contacts',
  {
    id: id(),
    providerId: providerRef(),
    requestId: requestRef(),
    /**
     * How the listing was told (docs/decisions/048): 'notification' (its account's dashboard,
     * e-mail or browser notifications), 'email' (its listing's address, without an account), or
     * 'accepted' (it took the request).
     */
    contactType: text().$type<'notification' | 'email' | 'accepted'>().notNull(),
    /** the round of telling: 1 at submission, then one more each time nobody accepted in time */
    round: smallint().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('provider_contacts_request_idx').on(t.requestId), index('provider_contacts_provider_created_idx').on(t.providerId, t.createdAt)],
);

export const FORM_TYPES = ['rehabilitation', 'control'] as const;
export const QUESTION_TYPES = ['text', 'textarea', 'select', 'radio', 'checkbox', 'number'] as const;

export const formQuestions = pgTable(
  'form_questions',
  {
    id: id(),
    formType: text().$type<(typeof FORM_TYPES)[number]>().notNull(),
    question: text().notNull(),
    description: text(),
    /** the Spanish text beside the English (docs/decisions/033): null shows the English with a note */
    questionEs: text(),
    descriptionEs: text(),
    questionType: text().$type<(typeof QUESTION_TYPES)[number]>().notNull(),
    options: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** each option's Spanish label, in the options' order; the English option is the answer kept */
    optionsEs: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    required: boolean().notNull().default(false),
    isAnimalSpecific: boolean().notNull().default(false),
    /** the animal type name an animal-specific question belongs to */
    animalType: text(),
    displayOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('form_questions_form_type_check', sql`${t.formType} in ('rehabilitation', 'control')`),
    check('form_questions_type_check', sql`${t.questionType} in ('text', 'textarea', 'select', 'radio', 'checkbox', 'number')`),
    index('form_questions_form_idx').on(t.formType, t.displayOrder),
  ],
);

/**
 * Which guide entry an emergency's "While you wait" shows (docs/decisions/050): for the animal
 * (any of `animalTypes`, or every animal when empty) and answers meeting every condition, this
 * entry. The matching rules with the lowest `priority` are the ones that count; when they name
 * several entries, the description may choose one, else the general safe steps are shown.
 * An entry deleted from the guide takes its rules with it (the general steps then show).
 */
export const firstAidRules = pgTable(
  'first_aid_rules',
  {
    id: id(),
    animalTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** each names a rehabilitation question and the answers (its English options) that meet it */
    conditions: jsonb()
      .$type<FirstAidCondition[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    issueId: text()
      .notNull()
      .references(() => wildlifeIssues.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    priority: integer().notNull().default(100),
    /** an entry the description may choose instead, when it is clearly about it; never shown on the answers alone */
    onlyIfDescribed: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('first_aid_rules_priority_idx').on(t.priority)],
);

export const formResponses = pgTable(
  'form_responses',
  {
    id: id(),
    requestId: requestRef(),
    questionId: uuid()
      .notNull()
      .references(() => formQuestions.id, { onDelete: 'cascade' }),
    /** text as given; lists and objects stored as JSON text, so one column holds every question type */
    response: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('form_responses_request_question_key').on(t.requestId, t.questionId)],
);

export const providerFeedback = pgTable(
  'provider_feedback',
  {
    id: id(),
    requestId: requestRef(),
    providerId: providerRef(),
    /** null once the requester deleted their account: the rating stays with the provider (docs/decisions/018) */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    rating: integer().notNull(),
    comment: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('provider_feedback_rating_check', sql`${t.rating} between 1 and 5`),
    unique('provider_feedback_request_user_key').on(t.requestId, t.userId),
    index('provider_feedback_provider_idx').on(t.providerId),
  ],
);

/**
 * The help-request wizard's answers, kept on the server so they survive a reload and a
 * sign-in in the middle, keyed by a random id in the visitor's cookie.
 */
export const wizardDrafts = pgTable('wizard_drafts', {
  id: text().primaryKey(),
  data: jsonb()
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A helper's offer on an open request (docs/decisions/004): transport, supplies, a foster space …
 * seen by the request's owner and by the provider who accepted it. One offer per helper and request.
 */
export const helperOffers = pgTable(
  'helper_offers',
  {
    id: id(),
    requestId: requestRef(),
    helperId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<HelperOfferKind>().notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('helper_offers_kind_check', sql`${t.kind} in ('transport', 'supplies', 'foster', 'other')`),
    unique('helper_offers_request_helper_key').on(t.requestId, t.helperId),
  ],
);

/**
 * Photos of the animal (docs/decisions/027): re-encoded as JPEG without any metadata,
 * the original never kept. A photo belongs to a wizard draft until the request is sent, then to
 * the request (in the submit's transaction); a draft's photos go with the draft.
 */
export const requestPhotos = pgTable(
  'request_photos',
  {
    id: id(),
    draftId: text().references(() => wizardDrafts.id, { onDelete: 'cascade' }),
    requestId: uuid().references(() => helpRequestSubmissions.id, { onDelete: 'cascade' }),
    width: integer().notNull(),
    height: integer().notNull(),
    /** the photo, longest side at most 1600 px */
    content: bytea().notNull(),
    /** longest side at most 400 px */
    thumbnail: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('request_photos_owner_check', sql`num_nonnulls(${t.draftId}, ${t.requestId}) = 1`),
    index('request_photos_draft_idx').on(t.draftId),
    index('request_photos_request_idx').on(t.requestId),
  ],
);
