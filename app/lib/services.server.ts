// The door from route modules to the domain services (DESIGN.md: a route module imports
// services only through *.server.ts files, so no server code reaches the browser bundle).
export { listOutboxForDevelopment } from '../../server/features/mail/outbox.ts';
export { getOwnProfile, listUsers } from '../../server/features/users/service.ts';
export { listActiveAnimalTypes } from '../../server/features/guide/animal-types.ts';
export { getWildlifeIssue, listIssueCategories, searchWildlifeIssues } from '../../server/features/guide/search-issues.ts';
export { isAppError } from '../../server/lib/errors.ts';
export * as manageGuide from '../../server/features/guide/manage-guide.ts';
export { getOwnHelpRequest } from '../../server/features/help-requests/get-help-request.ts';
export { matchProviders } from '../../server/features/matching/match-providers.ts';
