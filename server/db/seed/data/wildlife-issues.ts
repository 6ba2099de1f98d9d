import type { WildlifeIssueSeed } from '../types.ts';
import { conflictIssueSeeds } from './wildlife-issues-conflicts.ts';
import { emergencyIssueSeeds } from './wildlife-issues-emergencies.ts';

// The guide's content (issue 4): reviewable in a diff, seeded into wildlife_issues.
export const wildlifeIssueSeeds: WildlifeIssueSeed[] = [...emergencyIssueSeeds, ...conflictIssueSeeds];
