// Typed domain errors, turned into an HTTP status and message in one place (STYLE.md §3).

import { message } from '../../common/i18n.ts';

export type AppErrorCode = 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED';

const STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
};

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
  get status(): number {
    return STATUS[this.code];
  }
}

/**
 * Duck-typed so that an AppError thrown by a module loaded twice (Vite's dev module graph
 * beside Node's) is still recognised.
 */
export function isAppError(error: unknown): error is AppError {
  return error instanceof Error && error.name === 'AppError' && 'code' in error && typeof error.code === 'string';
}

export const notFound = (text: string = message('Not found')) => new AppError('NOT_FOUND', text);
export const forbidden = (text: string = message('You do not have permission to do that.')) => new AppError('FORBIDDEN', text);
export const badRequest = (message: string, fieldErrors?: FieldErrors) => new AppError('BAD_REQUEST', message, fieldErrors);
