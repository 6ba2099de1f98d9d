// The drizzle schema object: every table, for the query builder and better-auth's adapter.
export * from './schema/auth.ts';
export * from './schema/guide.ts';
export * from './schema/people.ts';
export * from './schema/providers.ts';
export * from './schema/requests.ts';
export * from './schema/system.ts';
export * from './schema/push.ts';
