import type { WildlifeIssueSeed, WildlifeIssueSpanishSeed } from '../types.ts';
import { conflictIssuesEs } from './wildlife-issues-conflicts-es.ts';
import { conflictIssueSeeds } from './wildlife-issues-conflicts.ts';
import { emergencyIssuesEs } from './wildlife-issues-emergencies-es.ts';
import { emergencyIssueSeeds } from './wildlife-issues-emergencies.ts';

// The guide's content: reviewable in a diff, seeded into wildlife_issues.
export const wildlifeIssueSeeds: WildlifeIssueSeed[] = [...emergencyIssueSeeds, ...conflictIssueSeeds];

/** Each entry's Spanish by its id, stored beside its English. */
export const wildlifeIssueSeedsEs: Record<string, WildlifeIssueSpanishSeed> = { ...emergencyIssuesEs, ...conflictIssuesEs };
