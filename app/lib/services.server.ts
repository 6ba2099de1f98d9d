// The door from route modules to the domain services (DESIGN.md: a route module imports
// services only through *.server.ts files, so no server code reaches the browser bundle).
export { listOutboxForDevelopment } from '../../server/features/mail/outbox.ts';
export { getOwnProfile, listUsers } from '../../server/features/users/service.ts';
export { listActiveAnimalTypes } from '../../server/features/guide/animal-types.ts';
export { getWildlifeIssue, listIssueCategories, searchWildlifeIssues } from '../../server/features/guide/search-issues.ts';
export { isAppError } from '../../server/lib/errors.ts';
export * as manageGuide from '../../server/features/guide/manage-guide.ts';
export { getOwnHelpRequest, listOwnHelpRequests } from '../../server/features/help-requests/get-help-request.ts';
export { cancelOwnHelpRequest, rateProvider, resolveOwnHelpRequest, updateOwnSituation } from '../../server/features/help-requests/manage-own-request.ts';
export { matchingRadiusMiles, matchProviders } from '../../server/features/matching/match-providers.ts';
export { getHelpRequestForProvider, getProviderHelpRequests, respondToHelpRequest } from '../../server/features/providers/provider-requests.ts';
export { searchDirectory } from '../../server/features/providers/directory.ts';
export { sampleListingsShown } from '../../server/features/providers/sample-listings.ts';
export * as listingClaims from '../../server/features/providers/claims.ts';
export * as claimReview from '../../server/features/providers/claim-review.ts';
export * as standardsReview from '../../server/features/providers/standards-review.ts';
export * as providerRatings from '../../server/features/providers/provider-feedback.ts';
export { getOwnListing, updateOwnListing } from '../../server/features/providers/listing.ts';
export * as volunteers from '../../server/features/volunteers/applications.ts';
export * as helperRequests from '../../server/features/volunteers/helper-requests.ts';
export * as fieldTeam from '../../server/features/field-team/field-team.ts';
export * as adminUsers from '../../server/features/admin/users.ts';
export * as adminAudit from '../../server/features/admin/audit-log.ts';
export * as adminOverview from '../../server/features/admin/overview.ts';
export * as listingImport from '../../server/features/providers/import-listings.ts';
export * as adminFormQuestions from '../../server/features/admin/form-questions.ts';
export * as adminSettings from '../../server/features/admin/settings.ts';
