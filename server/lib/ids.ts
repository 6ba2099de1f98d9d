import { z } from 'zod';

const ZUuid = z.uuid();

/** True for a well-formed UUID: anything else would make PostgreSQL fail the query, so callers answer "not found" first. */
export const isUuid = (value: string): boolean => ZUuid.safeParse(value).success;
