import { data } from 'react-router';
import { fieldErrorsOf } from '../../common/auth-schemas.ts';
import { isAppError } from '../../server/lib/errors.ts';

// Runs an admin form's change and answers the page: field errors next to the fields, a
// service refusal (SPEC §8 wording) in the red box, success as a message.

export type AdminFormResult = { ok: boolean; message: string | null; error: string | null; fieldErrors: Record<string, string[]> };

export async function runAdminChange(change: () => Promise<unknown>, success: string) {
  try {
    await change();
    return data<AdminFormResult>({ ok: true, message: success, error: null, fieldErrors: {} });
  } catch (error) {
    if (isAppError(error)) {
      return data<AdminFormResult>({ ok: false, message: null, error: error.message, fieldErrors: error.fieldErrors ?? {} }, error.status);
    }
    throw error;
  }
}

export function invalidForm(error: Parameters<typeof fieldErrorsOf>[0]) {
  return data<AdminFormResult>({ ok: false, message: null, error: 'Please correct the fields marked below.', fieldErrors: fieldErrorsOf(error) }, 400);
}

export const unknownIntent = () => data<AdminFormResult>({ ok: false, message: null, error: 'Unknown action.', fieldErrors: {} }, 400);

/**
 * A form's result with what was sent when it was refused, so the page shows it again: without
 * JavaScript the page is rendered anew, and the fields would otherwise start from the stored values.
 */
export function keepSentValues(result: Awaited<ReturnType<typeof runAdminChange>>, form: Record<string, FormDataEntryValue>) {
  const sent: Record<string, string> = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value : '']));
  return data({ ...result.data, sent: result.data.ok ? null : sent }, result.init ?? undefined);
}
