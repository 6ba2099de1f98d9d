import { describe, expect, it } from 'vitest';
import { RABIES_VECTOR_ANIMALS } from '../../../../common/guide.ts';
import { NEVER_A_RABIES_VECTOR, NOT_FOR_REPTILES_OR_AMPHIBIANS, NOT_IF_OVERHEATED } from './first-aid-notes.ts';
import { NEVER_A_RABIES_VECTOR_ES, NOT_FOR_REPTILES_OR_AMPHIBIANS_ES, NOT_IF_OVERHEATED_ES } from './first-aid-notes-es.ts';
import { wildlifeIssueSeeds, wildlifeIssueSeedsEs } from './wildlife-issues.ts';

// The guide's Spanish says what its English says, line for line: a reader is told the same in
// either.

const LISTS = ['immediateActions', 'longTermSolutions', 'preventionTips'] as const;
const SHARED_STEPS: [string, string][] = [
  [NOT_IF_OVERHEATED, NOT_IF_OVERHEATED_ES],
  [NOT_FOR_REPTILES_OR_AMPHIBIANS, NOT_FOR_REPTILES_OR_AMPHIBIANS_ES],
  [NEVER_A_RABIES_VECTOR, NEVER_A_RABIES_VECTOR_ES],
];
const english = new Map(wildlifeIssueSeeds.map((issue) => [issue.id, issue]));
const translated = Object.entries(wildlifeIssueSeedsEs);

describe("the guide's Spanish", () => {
  it('is of entries the guide has', () => {
    expect(translated.length).toBeGreaterThan(0);
    for (const [id] of translated) expect(english.has(id), id).toBe(true);
  });

  it('has as many steps in each list as the English, every one written, none left in English', () => {
    for (const [id, es] of translated) {
      const en = english.get(id)!;
      expect(es.title.trim(), id).not.toBe('');
      expect(es.title, id).not.toBe(en.title);
      expect(es.description, id).not.toBe(en.description);
      for (const list of LISTS) {
        expect(es[list], `${id} ${list}`).toHaveLength(en[list].length);
        es[list].forEach((step, i) => {
          expect(step.trim(), `${id} ${list}[${i}]`).not.toBe('');
          expect(step, `${id} ${list}[${i}]`).not.toBe(en[list][i]);
        });
      }
      expect(es.searchKeywords.length, id).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses the shared steps in Spanish where the English uses them, in the same place', () => {
    for (const [id, es] of translated) {
      const en = english.get(id)!;
      for (const list of LISTS) {
        en[list].forEach((step, i) => {
          for (const [shared, sharedEs] of SHARED_STEPS) if (step === shared) expect(es[list][i], `${id} ${list}[${i}]`).toBe(sharedEs);
        });
      }
    }
  });

  it('tells the public never to handle a rabies-vector mammal, not even with gloves', () => {
    for (const [id, es] of translated) {
      if (!(RABIES_VECTOR_ANIMALS as readonly string[]).includes(english.get(id)!.animalType)) continue;
      expect([es.description, ...es.immediateActions].join(' '), id).toMatch(/ni siquiera con guantes/i);
    }
  });

  it('holds no phone numbers or web addresses', () => {
    for (const [id, es] of translated) {
      const text = [es.title, es.description, ...es.immediateActions, ...es.longTermSolutions, ...es.preventionTips].join(' ');
      expect(text, id).not.toMatch(/\d{3}[-.\s)]+\d{3}[-.\s]+\d{4}|https?:\/\/|www\./i);
    }
  });

  it('covers every entry, and no entry the English does not have', () => {
    expect(wildlifeIssueSeeds.filter((issue) => !wildlifeIssueSeedsEs[issue.id]).map((issue) => issue.id)).toEqual([]);
    expect(Object.keys(wildlifeIssueSeedsEs).filter((id) => !english.has(id))).toEqual([]);
  });
});
