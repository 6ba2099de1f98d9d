import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzOptions } from '../test/fuzz.ts';
import { issueSearchFromParams } from './guide-search.ts';
import { ZIssueSearch } from './guide-schemas.ts';
import { CARD_DESCRIPTION_CHARS, cardExcerpt } from './guide.ts';

// The guide's search as you type reads its query string in the browser without zod, which is too large to send there:
// issueSearchFromParams must answer exactly what ZIssueSearch, the API's rule, answers.

const value = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', 'emergency', 'conflict', 'all', 'Bat', '  Bat  ', 'a'.repeat(101), ` ${'b'.repeat(100)} `, 'x'.repeat(300)),
  fc.uuid(),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '123e4567-e89b-02d3-a456-426614174000'),
);
const entries = fc.array(fc.tuple(fc.constantFrom('q', 'category', 'animal', 'type', 'other'), value), { maxLength: 8 });

describe('issueSearchFromParams', () => {
  it('answers what ZIssueSearch answers, for any query string', () => {
    fc.assert(
      fc.property(entries, (pairs) => {
        const params = new URLSearchParams(pairs);
        expect(issueSearchFromParams(params)).toEqual(ZIssueSearch.parse(Object.fromEntries(params)));
      }),
      fuzzOptions(2000),
    );
  });

  it('keeps a well-formed search and drops what is malformed', () => {
    const category = '3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c';
    expect(issueSearchFromParams(new URLSearchParams({ q: '  bat ', category, animal: 'Bat', type: 'emergency' }))).toEqual({
      q: 'bat',
      category,
      animal: 'Bat',
      type: 'emergency',
    });
    expect(issueSearchFromParams(new URLSearchParams({ q: ' ', category: 'not-a-uuid', animal: 'a'.repeat(101), type: 'all' }))).toEqual({});
  });
});

describe('a card’s excerpt of an entry’s description', () => {
  it('keeps a short description whole, and cuts a long one between words, with an ellipsis, within the limit', () => {
    expect(cardExcerpt('A fawn alone is almost always fine.')).toBe('A fawn alone is almost always fine.');
    const long =
      'Squirrels, rabbits, frogs, snakes, ducklings and other animals fall into pools and cannot climb the smooth sides; they drown from exhaustion, often within minutes.';
    const excerpt = cardExcerpt(long);
    expect(excerpt).toBe(
      'Squirrels, rabbits, frogs, snakes, ducklings and other animals fall into pools and cannot climb the smooth sides; they drown from exhaustion, often…',
    );
    expect(excerpt.length).toBeLessThanOrEqual(CARD_DESCRIPTION_CHARS + 1);
    expect(cardExcerpt('abcdefghij', 4)).toBe('abcd…');
  });
});
