import type { FieldErrors } from '../../common/auth-schemas.ts';

// Every action's answer, one shape for all of them, made in app/lib/forms.server.ts and read by the pages: field
// errors beside the fields, the summary on top, and (without JavaScript, where the page is drawn
// anew) what was sent, again.

/** What was sent, as typed: a field sent several times (ticked checkboxes) is a list. */
export type SentValues = Record<string, string | string[]>;

export type ActionResult<Extra extends object = object> = {
  ok: boolean;
  /** what was done, on success */
  message: string | null;
  /** the refusal for the error summary ("There is a problem") */
  formError: string | null;
  fieldErrors: FieldErrors;
  /** what was sent, on a refusal; null on success, when the fields show what is stored */
  values: SentValues | null;
} & Extra;

/** A text field as sent, or undefined (the field then starts from what is stored). */
export function sentText(values: SentValues | null | undefined, name: string): string | undefined {
  const value = values?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** The boxes ticked under a name (one ticked box was sent as text), or undefined if nothing was sent. */
export function sentList(values: SentValues | null | undefined, name: string): string[] | undefined {
  if (!values) return undefined;
  const value = values[name];
  return Array.isArray(value) ? value : value ? [value] : [];
}
