import { describe, expect, it } from 'vitest';
import { animalTypeSeeds } from './animal-types.ts';
import { issueCategorySeeds } from './issue-categories.ts';
import { wildlifeIssueSeeds } from './wildlife-issues.ts';

// The guide is read by frightened people at 2 a.m.: rules its content must keep (issue 4).
const RABIES_VECTORS = ['Bat', 'Raccoon', 'Skunk', 'Fox'];
const text = (issue: (typeof wildlifeIssueSeeds)[number]) =>
  [issue.title, issue.description, ...issue.immediateActions, ...issue.longTermSolutions, ...issue.preventionTips].join(' ');

describe('guide content', () => {
  it('has at least 60 issues of both types, with unique readable ids', () => {
    expect(wildlifeIssueSeeds.length).toBeGreaterThanOrEqual(60);
    const ids = wildlifeIssueSeeds.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(wildlifeIssueSeeds.filter((i) => i.issueType === 'emergency').length).toBeGreaterThanOrEqual(25);
    expect(wildlifeIssueSeeds.filter((i) => i.issueType === 'conflict').length).toBeGreaterThanOrEqual(25);
  });

  it('uses only known animals and categories, and fills every section', () => {
    for (const issue of wildlifeIssueSeeds) {
      expect(animalTypeSeeds, issue.id).toContain(issue.animalType);
      expect(issueCategorySeeds, issue.id).toContain(issue.category);
      expect(issue.immediateActions.length, issue.id).toBeGreaterThanOrEqual(3);
      expect(issue.searchKeywords.length, issue.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('never tells anyone to handle a rabies-vector species bare-handed', () => {
    for (const issue of wildlifeIssueSeeds.filter((i) => RABIES_VECTORS.includes(i.animalType))) {
      expect(text(issue), issue.id).toMatch(/bare[- ]hand|gloves|never (touch|handle)|do not (touch|handle)|don't (touch|handle)/i);
    }
  });

  it('treats bat contact with a person as a medical matter', () => {
    const contact = wildlifeIssueSeeds.find((i) => i.id === 'bat-contact-with-person')!;
    expect(contact.severity).toBe('critical');
    expect(text(contact)).toMatch(/health department/i);
    expect(text(contact)).toMatch(/doctor/i);
    expect(text(contact)).toMatch(/do not (release|let)/i);
  });

  it('says not to feed or water injured or orphaned animals in the emergencies that need it', () => {
    for (const id of ['baby-bird-out-of-nest', 'bird-hit-window', 'animal-hit-by-car', 'cat-caught-animal', 'baby-squirrel-fell-from-tree', 'oiled-bird']) {
      const issue = wildlifeIssueSeeds.find((i) => i.id === id)!;
      expect(text(issue), id).toMatch(/(do not|don't|never) (give|offer|try to give|feed)|no food or water/i);
    }
  });

  it('tells people when to leave a young animal alone, at low severity', () => {
    for (const id of ['fledgling-on-the-ground', 'fawn-alone', 'baby-rabbits-in-nest']) {
      const issue = wildlifeIssueSeeds.find((i) => i.id === id)!;
      expect(issue.severity, id).toBe('low');
      expect(text(issue), id).toMatch(/leave|alone/i);
    }
  });

  it('keeps "critical" for the cases where minutes or hours matter', () => {
    const critical = wildlifeIssueSeeds.filter((i) => i.severity === 'critical');
    expect(critical.every((i) => i.issueType === 'emergency')).toBe(true);
    expect(critical.length).toBeLessThan(wildlifeIssueSeeds.length / 4);
    for (const id of ['cat-caught-animal', 'oiled-bird', 'animal-hit-by-car', 'bat-contact-with-person']) {
      expect(critical.map((i) => i.id)).toContain(id);
    }
  });

  it('holds no phone numbers or web addresses', () => {
    for (const issue of wildlifeIssueSeeds) {
      expect(text(issue), issue.id).not.toMatch(/\d{3}[-.\s)]+\d{3}[-.\s]+\d{4}|https?:\/\/|www\./i);
    }
  });
});
