import { data } from 'react-router';
import { type AppError, type AppErrorCode, isAppError } from '../../server/lib/errors.ts';
import { fillMessage, message } from '../../common/i18n.ts';

// Where a service's refusal (AppError) becomes what a page shows, for every loader, in one place so every page answers alike
// (actions answer theirs through app/lib/forms.server.ts). Not found is the 404 page everywhere;
// another refusal is the error page with its status and its message, under the name (FAILED) for
// the read that failed. Anything else is a real failure: the friendly 500 page, logged once.

/**
 * What failed, in fixed words that name the read, then why. Each is a
 * template for the catalogs: on a Spanish page the whole reads in Spanish, the reason too
 * (`translateMessage` translates a `{{reason}}` as a message of its own).
 */
export const FAILED = {
  searchingIssues: message('Error searching wildlife issues: {{reason}}'),
  fetchingIssue: message('Error fetching wildlife issue: {{reason}}'),
  creatingHelpRequest: message('Error creating help request: {{reason}}'),
  gettingOwnHelpRequests: message('Error getting user help requests: {{reason}}'),
  gettingHelpRequests: message('Error getting help requests: {{reason}}'),
} as const;

export type Failure = (typeof FAILED)[keyof typeof FAILED];

/** "Error getting help requests: Please sign in.": a refusal's own (safe) message, never a stack or a query. */
export const failureMessage = (failure: Failure | undefined, reason: string) => (failure ? fillMessage(failure, { reason }) : reason);

/** What a page says about a failure: the worded refusal and its status, or null for a real failure (not ours to tell). */
export function refusalOf(error: unknown, failure?: Failure): { message: string; status: number } | null {
  return isAppError(error) ? { message: failureMessage(failure, error.message), status: error.status } : null;
}

/** The error page's data: root.tsx's ErrorBoundary shows `message` (a 404 page its own words). */
export type PageErrorData = { message: string };

export interface ReadOptions<T> {
  /** the name (FAILED) this read fails under */
  failure?: Failure;
  /** more for the 404 page (resource-detail's way back to the search) */
  notFound?: Record<string, unknown>;
  /** a refusal the page shows as something other than an error (a notice, a redirect) */
  on?: Partial<Record<AppErrorCode, (error: AppError) => T>>;
}

/** The 404 page, with more for it (resource-detail's way back to the search). */
export const notFoundPage = (message: string, more?: Record<string, unknown>) => data({ message, ...more }, { status: 404 });

/** The error page a refusal becomes; anything that is not a refusal is handed back as it is. */
export function pageErrorOf(error: unknown, options: Omit<ReadOptions<unknown>, 'on'> = {}): unknown {
  if (!isAppError(error)) return error;
  if (error.code === 'NOT_FOUND') return notFoundPage(error.message, options.notFound);
  // A page has no fields to mark beside a refused address: say what was wrong with it instead.
  const fieldMessage = Object.values(error.fieldErrors ?? {}).flat()[0];
  return data<PageErrorData>({ message: failureMessage(options.failure, fieldMessage ?? error.message) }, { status: error.status });
}

/** A loader's reads, with a refusal turned into the page's answer in the one way above. */
export async function readForPage<T>(read: () => Promise<T>, options: ReadOptions<T> = {}): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const handle = isAppError(error) ? options.on?.[error.code] : undefined;
    if (handle && isAppError(error)) return handle(error);
    throw pageErrorOf(error, options);
  }
}
