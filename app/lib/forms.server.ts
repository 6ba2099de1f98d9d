import { data } from 'react-router';
import { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from '../../common/auth-schemas.ts';
import { isAppError } from '../../server/lib/errors.ts';
import { FIELDS_INVALID } from '../../server/lib/validation.ts';
import type { ActionResult, SentValues } from './action-result.ts';
import { message } from '../../common/i18n.ts';

// The one way a page's form is read and answered: parseForm reads the posted fields
// into what the form's schema expects, and every action answers an ActionResult (action-result.ts).

export type ParsedForm<T> =
  { ok: true; data: T; values: SentValues; form: FormData } | { ok: false; fieldErrors: FieldErrors; values: SentValues; form: FormData };

type Def = { type: string; shape?: Record<string, Schema>; in?: Schema; out?: Schema; innerType?: Schema; options?: Schema[]; getter?: () => Schema };
type Schema = { _zod: { def: Def } };

/**
 * The schemas a form's value meets first, through optional, default and the like. A preprocess
 * takes the text as sent (a textarea split into lines): only a true/false behind one shows.
 */
function entry(schema: Schema): Schema[] {
  const def = schema._zod.def;
  if (def.type === 'pipe' && def.in!._zod.def.type === 'transform') return entry(def.out!).filter((s) => s._zod.def.type === 'boolean');
  if (def.type === 'pipe') return entry(def.in!);
  if (def.innerType) return entry(def.innerType);
  if (def.type === 'union') return def.options!.flatMap(entry);
  if (def.type === 'lazy') return entry(def.getter!());
  return [schema];
}

/** The fields of an object schema (several, for a union of objects), also behind a preprocess; none for any other. */
function fieldsOf(schema: z.ZodType | Schema): Record<string, Schema> {
  const def = (schema as Schema)._zod.def;
  if (def.type === 'pipe') return fieldsOf(def.in!._zod.def.type === 'transform' ? def.out! : def.in!);
  if (def.innerType) return fieldsOf(def.innerType);
  if (def.type === 'union') return Object.assign({}, ...def.options!.map(fieldsOf));
  return def.shape ?? {};
}

/**
 * How a field is sent: `list` only as a list (checkboxes: none ticked is an empty list),
 * `either` one value as text and several as a list, `checkbox` a true/false (absent false).
 */
function fieldKind(field: Schema | undefined): 'list' | 'either' | 'checkbox' | 'text' {
  const types = new Set(field ? entry(field).map((s) => s._zod.def.type) : []);
  if (types.has('array')) return types.has('string') ? 'either' : 'list';
  return types.has('boolean') ? 'checkbox' : 'text';
}

/**
 * The form's fields as the schema expects them (fieldKind); an uploaded file stays a File, and
 * of a text field sent twice the last counts, as in a plain object of the form.
 */
function formInput(form: FormData, schema: z.ZodType): Record<string, unknown> {
  const fields = fieldsOf(schema);
  // A Map, then Object.fromEntries: a field named __proto__ stays a field.
  const input = new Map<string, unknown>();
  for (const name of new Set(form.keys())) {
    const all = form.getAll(name);
    const kind = Object.hasOwn(fields, name) ? fieldKind(fields[name]) : 'text';
    const list = kind === 'list' || (kind === 'either' && all.length > 1);
    input.set(name, list ? all.filter((v) => typeof v === 'string') : all.at(-1));
  }
  for (const [name, field] of Object.entries(fields)) {
    const kind = fieldKind(field);
    if (kind === 'list' && !input.has(name)) input.set(name, []);
    if (kind === 'checkbox') input.set(name, input.has(name) ? ['on', 'true'].includes(String(input.get(name))) : false);
  }
  return Object.fromEntries(input);
}

/**
 * What was sent, to show again: text, and lists for the schema's list fields and any name sent
 * more than once (sentList reads one ticked box as a list too); never a password or a file.
 */
export function sentValues(form: FormData, schema?: z.ZodType): SentValues {
  const fields = schema ? fieldsOf(schema) : {};
  const values = new Map<string, string | string[]>();
  for (const [name, field] of Object.entries(fields)) if (fieldKind(field) === 'list') values.set(name, []);
  for (const name of new Set(form.keys())) {
    if (/password/i.test(name)) continue;
    const all = form.getAll(name).filter((v): v is string => typeof v === 'string');
    values.set(name, all.length > 1 || Array.isArray(values.get(name)) ? all : (all[0] ?? ''));
  }
  return Object.fromEntries(values);
}

/**
 * The request's form (or a form already read, to pick its intent first) shaped as the schema
 * expects, unchecked: for a service that checks its input itself (parseOrThrow), as the JSON API
 * sends it too. `values` is what was sent, to show again on a refusal.
 */
export async function readForm(source: Request | FormData, schema?: z.ZodType) {
  const form = source instanceof Request ? await source.formData() : source;
  // Without a schema every field is text, the last of a repeated name.
  const input = formInput(form, schema ?? z.object({}));
  return { form, input, values: sentValues(form, schema) };
}

/** The request's form (or a form already read) through its schema. */
export async function parseForm<T extends z.ZodType>(source: Request | FormData, schema: T): Promise<ParsedForm<z.output<T>>> {
  const { form, input, values } = await readForm(source, schema);
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data, values, form } : { ok: false, fieldErrors: fieldErrorsOf(parsed.error), values, form };
}

const answer = <Extra extends object>(result: ActionResult<Extra>, init?: number | ResponseInit) => data<ActionResult<Extra>>(result, init);

/** A success: the message says what was done. */
export function actionDone<Extra extends object = object>(message: string | null, extra?: Extra, init?: ResponseInit) {
  return answer<Extra>({ ok: true, message, formError: null, fieldErrors: {}, values: null, ...(extra as Extra) }, init);
}

/** A refusal the page tells in its error summary (and beside the fields named). */
export function actionRefused<Extra extends object = object>(
  refusal: { formError: string | null; fieldErrors?: FieldErrors; values?: SentValues | null; status?: number; headers?: HeadersInit },
  extra?: Extra,
) {
  const { formError, fieldErrors = {}, values = null, status = 400, headers } = refusal;
  return answer<Extra>({ ok: false, message: null, formError, fieldErrors, values, ...(extra as Extra) }, { status, headers });
}

/** A form its schema refused: 400, each field's messages beside it. */
export function invalidForm<Extra extends object = object>(parsed: { fieldErrors: FieldErrors; values: SentValues }, extra?: Extra) {
  return actionRefused({ formError: FIELDS_INVALID, fieldErrors: parsed.fieldErrors, values: parsed.values }, extra);
}

/**
 * Runs a form's change. A service's refusal becomes the form's answer with what was sent;
 * anything else (a redirect the change throws when done, a real failure) goes on up. A success
 * that returns answers `success` as the message (made from what the change returned, when it
 * depends on it).
 */
export async function runFormAction<Extra extends object = object, Change extends () => Promise<unknown> = () => Promise<unknown>>(
  change: Change,
  options: { success?: string | ((done: Awaited<ReturnType<Change>>) => string); values?: SentValues | null; extra?: Extra } = {},
) {
  let done: Awaited<ReturnType<Change>>;
  try {
    done = (await change()) as Awaited<ReturnType<Change>>;
  } catch (error) {
    // A service's refusal: its status, its message, its field errors.
    if (isAppError(error)) {
      return actionRefused({ formError: error.message, fieldErrors: error.fieldErrors ?? {}, values: options.values, status: error.status }, options.extra);
    }
    throw error;
  }
  const { success } = options;
  return actionDone(typeof success === 'function' ? success(done) : (success ?? null), options.extra);
}

export const unknownIntent = () => actionRefused({ formError: message('Unknown action.') });
