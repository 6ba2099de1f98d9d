import { OFFICE_TIME_ZONE, formatDate } from '../../common/dates.ts';
import '../../common/i18n-catalogs.ts';
import { englishOnly, message, translator } from '../../common/i18n.ts';
import type { Locale } from '../../common/locales.ts';
import { ROLE_LABELS, type Role } from '../../common/roles.ts';
import type { AuditAction } from './audit.ts';

// The audit log read as sentences a person understands (docs/decisions/060): "Ana Ruiz marked
// Front Range Songbird Rescue full for Songbird until Wed, Dec 2, 12:00 PM EST". Each action in
// server/lib/audit.ts has its sentence here (a Record, so a new action without one fails the
// typecheck, and audit-sentences.test.ts reads every one). Names come from the rows the entry is
// about, looked up by the log's service; every time reads in one zone, named (Eastern: the
// audit log belongs to no state, common/dates.ts).

/** The names an entry's ids stand for: `provider:<id>`, `user:<id>`, and `<entityType>:<id>`. */
export type AuditNames = ReadonlyMap<string, string>;

export interface AuditRow {
  action: string;
  actorId: string | null;
  actorName: string | null;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

type Fields = Record<string, unknown>;
interface Said {
  text: string;
  values?: Record<string, string>;
}
type Sentence = (entry: { before: Fields; after: Fields; names: AuditNames; locale: Locale }) => Said;

const plain =
  (text: string): Sentence =>
  () => ({ text });

const ANIMAL_LIST = (animals: unknown, locale: Locale) =>
  Array.isArray(animals) && animals.length ? animals.map(String).join(', ') : translator(locale)(message('every animal'));

const role = (value: unknown, locale: Locale) => translator(locale)(ROLE_LABELS[value as Role] ?? String(value ?? ''));

/** A moment as the log shows every time: Eastern, with the zone named. */
export const auditTime = (value: string | Date, locale: Locale = 'en') => formatDate(value, 'timeWithZone', OFFICE_TIME_ZONE, locale);

const SENTENCES: Record<AuditAction, Sentence> = {
  'animal_type.create': plain(message('{{who}} added the animal type {{what}}')),
  'animal_type.delete': plain(message('{{who}} deleted the animal type {{what}}')),
  'animal_type.update': plain(message('{{who}} changed the animal type {{what}}')),
  'field_team.add': ({ after }) => ({ text: message('{{who}} added {{what}} to the field team in {{state}}'), values: { state: String(after.state ?? '') } }),
  'field_team.move': ({ after }) => ({ text: message('{{who}} moved {{what}} to the field team in {{state}}'), values: { state: String(after.state ?? '') } }),
  'field_team.pickup_done': plain(message('{{who}} marked the pickup done for the request {{what}}')),
  'field_team.remove': plain(message('{{who}} took {{what}} off the field team')),
  'first_aid_rule.create': ({ after }) => ({
    text: message('{{who}} added a first-aid rule that shows “{{entry}}”'),
    values: { entry: String(after.issueId ?? '') },
  }),
  'first_aid_rule.delete': ({ before }) => ({
    text: message('{{who}} deleted the first-aid rule that showed “{{entry}}”'),
    values: { entry: String(before.issueId ?? '') },
  }),
  'first_aid_rule.update': ({ after }) => ({
    text: message('{{who}} changed a first-aid rule to show “{{entry}}”'),
    values: { entry: String(after.issueId ?? '') },
  }),
  'form_question.activate': plain(message('{{who}} put the wizard question “{{what}}” back in the wizard')),
  'form_question.create': plain(message('{{who}} added the wizard question “{{what}}”')),
  'form_question.deactivate': plain(message('{{who}} took the wizard question “{{what}}” out of the wizard')),
  'form_question.delete': plain(message('{{who}} deleted the wizard question “{{what}}”')),
  'form_question.move': ({ after }) => ({
    text:
      after.direction === 'down' ? message('{{who}} moved the wizard question “{{what}}” down') : message('{{who}} moved the wizard question “{{what}}” up'),
  }),
  'form_question.update': plain(message('{{who}} edited the wizard question “{{what}}”')),
  'help_request.accept': plain(message('{{who}} accepted the request {{what}}')),
  'help_request.cancel': plain(message('{{who}} cancelled their request {{what}}')),
  'help_request.decline': plain(message('{{who}} declined the request {{what}}')),
  'help_request.resolve': plain(message('{{who}} marked their request {{what}} resolved')),
  'help_request.update_situation': plain(message('{{who}} changed the situation on their request {{what}}')),
  'helper_offer.create': plain(message('{{who}} offered to help with the request {{what}}')),
  'issue_category.create': plain(message('{{who}} added the guide category {{what}}')),
  'issue_category.delete': plain(message('{{who}} deleted the guide category {{what}}')),
  'issue_category.update': plain(message('{{who}} renamed the guide category {{what}}')),
  'phone_line.create': plain(message('{{who}} added the phone line {{what}}')),
  'phone_line.delete': plain(message('{{who}} deleted the phone line {{what}}')),
  'phone_line.update': plain(message('{{who}} changed the phone line {{what}}')),
  'provider.approve': plain(message('{{who}} approved the listing {{what}}')),
  'provider.capacity_end': plain(message('{{who}} said {{what}} has room again')),
  'provider.capacity_set': ({ after, locale }) => ({
    text: message('{{who}} marked {{what}} full for {{animals}} until {{until}}'),
    values: {
      animals: ANIMAL_LIST(after.capacityAnimals, locale),
      until: typeof after.capacityUntil === 'string' ? auditTime(after.capacityUntil, locale) : '',
    },
  }),
  'provider.claim': plain(message('{{who}} claimed the listing {{what}}')),
  'provider.create': plain(message('{{who}} submitted a new listing, {{what}}')),
  'provider.document_delete': ({ before }) => ({
    text: message('{{who}} deleted the document {{file}} from {{what}}'),
    values: { file: String(before.fileName ?? '') },
  }),
  'provider.document_upload': ({ after }) => ({
    text: message('{{who}} uploaded the document {{file}} for {{what}}'),
    values: { file: String(after.fileName ?? '') },
  }),
  'provider.emails_resume': plain(message('{{who}} started the request e-mails to {{what}} again')),
  'provider.emails_stop': plain(message('{{who}} stopped the request e-mails to {{what}}')),
  'provider.import': ({ after }) => ({
    text: message('{{who}} imported listings from a state’s list: {{added}} added, {{updated}} updated'),
    values: { added: String(after.created ?? 0), updated: String(after.updated ?? 0) },
  }),
  'provider.reject': plain(message('{{who}} refused the claim on {{what}}')),
  'provider.release': plain(message('{{who}} let go of the listing {{what}} on deleting their account')),
  'provider.standards.decline': plain(message('{{who}} declined the standards level {{what}} asked for')),
  'provider.standards.verify': plain(message('{{who}} granted {{what}} the standards level it asked for')),
  'provider.update': plain(message('{{who}} edited the listing {{what}}')),
  'provider.verify_documents': plain(message('{{who}} checked the documents of {{what}}')),
  'provider.verify_standards': plain(message('{{who}} checked the standards of {{what}}')),
  'provider_feedback.create': plain(message('{{who}} rated {{what}}')),
  'standards_level.update': plain(message('{{who}} renamed the standards level {{what}}')),
  'state_agency.update': plain(message('{{who}} changed the state agency {{what}}')),
  'system_setting.update': plain(message('{{who}} changed the setting {{what}}')),
  'user.delete': plain(message('{{who}} deleted their account')),
  'user.role': ({ before, after, locale }) => ({
    text: message('{{who}} made {{what}} a {{role}} (was {{was}})'),
    values: { role: role(after.role, locale), was: role(before.role, locale) },
  }),
  'volunteer.apply': plain(message('{{who}} applied to volunteer')),
  'volunteer.approve': plain(message('{{who}} approved the volunteer application of {{what}}')),
  'volunteer.reject': plain(message('{{who}} turned down the volunteer application of {{what}}')),
  'wildlife_issue.activate': plain(message('{{who}} published the guide page {{what}}')),
  'wildlife_issue.create': plain(message('{{who}} added the guide page {{what}}')),
  'wildlife_issue.deactivate': plain(message('{{who}} hid the guide page {{what}}')),
  'wildlife_issue.delete': plain(message('{{who}} deleted the guide page {{what}}')),
  'wildlife_issue.update': plain(message('{{who}} edited the guide page {{what}}')),
};

/** An action recorded before this list knew it (or by hand): said plainly, with its code. */
export const UNKNOWN_ACTION = message('{{who}} did “{{action}}” to {{what}}');

const isAction = (action: string): action is AuditAction => Object.hasOwn(SENTENCES, action);

const asFields = (value: unknown): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});

/** Who acted: their name; a listing answering by its e-mail link; or Wildline itself. */
function whoActed(entry: AuditRow, names: AuditNames, locale: Locale): string {
  const t = translator(locale);
  if (entry.actorName) return entry.actorName;
  const providerId = asFields(entry.after).providerId ?? (entry.entityType === 'provider' ? entry.entityId : null);
  const viaLink = asFields(entry.after).via === 'e-mail link';
  const listing = typeof providerId === 'string' ? names.get(`provider:${providerId}`) : undefined;
  if (viaLink && listing) return t(message('{{listing}}, by its e-mail link'), { listing });
  if (entry.actorId) return t(message('A deleted account'));
  return englishOnly('Wildline');
}

/** What the entry is about, by name: a listing, a person, a guide page… */
export function entityName(entry: Pick<AuditRow, 'entityType' | 'entityId' | 'before' | 'after'>, names: AuditNames): string {
  const key = `${entry.entityType}:${entry.entityId}`;
  const found = names.get(key);
  if (found) return found;
  // A row since deleted: its name as the entry kept it.
  for (const fields of [asFields(entry.before), asFields(entry.after)]) {
    for (const field of ['name', 'title', 'question', 'organisation', 'fullName']) {
      if (typeof fields[field] === 'string' && fields[field]) return fields[field] as string;
    }
  }
  return entry.entityId ?? '';
}

/** The entry as one sentence in `locale`. */
export function auditSentence(entry: AuditRow, names: AuditNames, locale: Locale = 'en'): string {
  const t = translator(locale);
  const who = whoActed(entry, names, locale);
  const what = entityName(entry, names);
  if (!isAction(entry.action)) return t(UNKNOWN_ACTION, { who, what, action: entry.action });
  const said = SENTENCES[entry.action]({ before: asFields(entry.before), after: asFields(entry.after), names, locale });
  return t(said.text, { who, what, ...said.values });
}

/** The filter's words for an action: its sentence without who ("marked … full for … until …"). */
export function auditActionLabel(action: string): string {
  if (!isAction(action)) return action;
  const empty = { before: {}, after: {}, names: new Map(), locale: 'en' as const };
  return SENTENCES[action](empty)
    .text.replace(/^\{\{who\}\} /, '')
    .replace(/\{\{\w+\}\}/g, '…');
}

/** Fields that say nothing to a reader: the row's own keys and stamps, search indexes. */
const UNSHOWN = new Set(['id', 'createdAt', 'updatedAt', 'searchVector', 'searchVectorEs', 'sha256', 'version']);

/** Fields holding an account's or a listing's id, shown as its name. */
const PERSON_FIELDS = new Set(['userId', 'reviewedBy', 'addedBy', 'standardsVerifiedBy', 'requesterId']);
const LISTING_FIELDS = new Set(['providerId', 'acceptedProviderId', 'listingId']);

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** 'capacityUntil' → 'Capacity until' */
const fieldLabel = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const LONGEST_VALUE = 160;

/** A stored value as a reader says it: names for ids, the log's zone for moments, yes and no. */
function shownValue(key: string, value: unknown, names: AuditNames): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') {
    if (PERSON_FIELDS.has(key)) return names.get(`user:${value}`) ?? value;
    if (LISTING_FIELDS.has(key)) return names.get(`provider:${value}`) ?? value;
    if (ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value))) return auditTime(value);
    return value.length > LONGEST_VALUE ? `${value.slice(0, LONGEST_VALUE)}…` : value;
  }
  if (Array.isArray(value)) return value.length ? value.map((item) => shownValue(key, item, names)).join(', ') : '—';
  if (typeof value === 'object') {
    return Object.entries(value as Fields)
      .map(([inner, item]) => `${fieldLabel(inner)}: ${shownValue(inner, item, names)}`)
      .join('; ');
  }
  return String(value);
}

export interface AuditChange {
  field: string;
  /** absent where the entry created the row */
  before?: string;
  /** absent where the entry deleted the row */
  after?: string;
}

/** What changed, field by field: before → after where both are kept, else the one side there is. */
export function auditChanges(entry: Pick<AuditRow, 'before' | 'after'>, names: AuditNames): AuditChange[] {
  const scalar = (value: unknown) => value === null || typeof value !== 'object';
  // A setting stores a bare value: it is its own one field.
  if (scalar(entry.before) && scalar(entry.after) && (entry.before ?? entry.after) !== null && (entry.before ?? entry.after) !== undefined) {
    return [{ field: 'Value', before: shownValue('', entry.before, names), after: shownValue('', entry.after, names) }];
  }
  const before = entry.before === null || entry.before === undefined ? undefined : asFields(entry.before);
  const after = entry.after === null || entry.after === undefined ? undefined : asFields(entry.after);
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((key) => !UNSHOWN.has(key));
  return keys.flatMap((key): AuditChange[] => {
    const was = before ? shownValue(key, before[key], names) : undefined;
    const is = after ? shownValue(key, after[key], names) : undefined;
    if (before && after && was === is) return [];
    if (before && after && !(key in after)) return [];
    return [{ field: fieldLabel(key), ...(was === undefined ? {} : { before: was }), ...(is === undefined ? {} : { after: is }) }];
  });
}
