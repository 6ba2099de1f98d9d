import { describe, expect, it } from 'vitest';
import { animalTypeSeeds } from './animal-types.ts';
import { issueCategorySeeds } from './issue-categories.ts';
import { MOVED_ISSUES, RABIES_VECTOR_ANIMALS } from '../../../../common/guide.ts';
import { NOT_IF_OVERHEATED } from './first-aid-notes.ts';
import { wildlifeIssueSeeds } from './wildlife-issues.ts';

// The guide is read by frightened people at 2 a.m.: rules its content must keep, so that following
// it never harms the animal or the reader.
const RABIES_SPECIES = /\b(raccoons?|skunks?|fox|foxes|bats?|coyotes?|groundhogs?|woodchucks?)\b/i;
const KEEP_WARM = /keep (it|them) warm|kept warm|warm, dark|heating pad|box them warm|(warm|hot)[- ]water bottle|bottle of (warm|hot) water/i;
const COLD_BLOODED = /\b(turtles?|snakes?|lizards?|frogs?|toads?|salamanders?)\b/i;
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

  it('tells the public never to handle a rabies-vector mammal, not even with gloves', () => {
    for (const issue of wildlifeIssueSeeds.filter((i) => (RABIES_VECTOR_ANIMALS as readonly string[]).includes(i.animalType))) {
      expect(text(issue), issue.id).toMatch(/even with gloves/i);
      // The old advice: put on gloves, then cover, box or pick the animal up.
      for (const action of issue.immediateActions) expect(action, issue.id).not.toMatch(/wear(ing)? (thick )?(leather )?gloves[^.]*\b(place|cover|pick|lift|scoop|gather)/i);
    }
    // An entry about other animals that tells people to glove up and box one, and names one of
    // these species, says they are the exception (the poisoned-wildlife entry named foxes).
    for (const issue of wildlifeIssueSeeds.filter((i) => i.immediateActions.some((a) => /\bgloves\b[^.]*\b(box|towel|contain|pick)/i.test(a)) && RABIES_SPECIES.test(text(i)))) {
      expect(text(issue), issue.id).toMatch(/even with gloves/i);
    }
    // "never bare-handed" would mean gloves are enough: no entry says it of these species, not
    // even in the clause next to the one naming them ("handle any animal bare-handed; several
    // of these species can carry rabies").
    for (const issue of wildlifeIssueSeeds) {
      for (const sentence of text(issue).split(/\.\s/)) {
        if (RABIES_SPECIES.test(sentence)) expect(sentence, issue.id).not.toMatch(/bare[- ]hand/i);
      }
    }
    // An animal under the porch in winter is often one of them: never touched at all.
    const porch = wildlifeIssueSeeds.find((i) => i.id === 'animal-under-porch-in-winter')!;
    expect(porch.immediateActions.join(' ')).toMatch(/never reach under the porch or touch the animal, even with gloves/);
  });

  it('says keeping a fawn is illegal without a permit in every state', () => {
    const fawn = wildlifeIssueSeeds.find((i) => i.id === 'fawn-alone')!;
    expect(text(fawn)).toMatch(/illegal without a permit in every state/);
    expect(text(fawn)).not.toMatch(/illegal in most states/);
  });

  it('has one entry for an alligator where it should not be, and an old address leads to an entry that exists', () => {
    expect(wildlifeIssueSeeds.filter((i) => i.animalType === 'Alligator').map((i) => i.id)).toEqual(['alligator-in-pool-or-garage']);
    const ids = new Set(wildlifeIssueSeeds.map((i) => i.id));
    for (const [from, to] of Object.entries(MOVED_ISSUES)) {
      expect(ids.has(from), from).toBe(false);
      expect(ids.has(to), to).toBe(true);
    }
  });

  it('names the exceptions wherever it says to keep an animal warm: overheated animals, reptiles and amphibians', () => {
    const warming = wildlifeIssueSeeds.filter((i) => i.immediateActions.some((a) => KEEP_WARM.test(a)));
    expect(warming.length).toBeGreaterThan(10);
    for (const issue of warming) {
      expect(issue.immediateActions, issue.id).toContain(NOT_IF_OVERHEATED);
      if (issue.animalType === 'Other' || COLD_BLOODED.test(text(issue))) {
        expect(text(issue), issue.id).toMatch(/not (be )?warm(ed)?[^.]*(turtle|snake|lizard|frog|toad|salamander)|(turtle|snake|lizard|frog|toad|salamander)[^.]*(instead of warming|not be warmed)/i);
      }
    }
  });

  it("never says to hold a pelican's bill shut: adult pelicans breathe only through it", () => {
    for (const issue of wildlifeIssueSeeds.filter((i) => /pelican/i.test(text(i)))) {
      for (const sentence of text(issue).split(/[.;]\s/)) {
        if (/\bbill\b/i.test(sentence) && /(hold|keep|tape)[^.]*\bclosed\b|\bshut\b/i.test(sentence)) expect(sentence, issue.id).toMatch(/\bnever\b/i);
      }
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

  it('keeps "critical" for the cases where minutes matter, and says so in the entry', () => {
    const critical = wildlifeIssueSeeds.filter((i) => i.severity === 'critical');
    expect(critical.every((i) => i.issueType === 'emergency')).toBe(true);
    for (const issue of critical) expect(issue.description, issue.id).toMatch(/\bminutes?\b/i);
    for (const id of ['fawn-in-pool', 'animal-in-swimming-pool', 'hummingbird-trapped-in-garage', 'bat-contact-with-person']) {
      expect(critical.map((i) => i.id)).toContain(id);
    }
    // Urgent within hours, not minutes: high, and their text says hours.
    for (const id of ['cat-caught-animal', 'oiled-bird', 'animal-hit-by-car', 'injured-hawk-or-owl', 'wildlife-poisoned-rodenticide']) {
      const issue = wildlifeIssueSeeds.find((i) => i.id === id)!;
      expect(issue.severity, id).toBe('high');
    }
  });

  it('holds no phone numbers or web addresses', () => {
    for (const issue of wildlifeIssueSeeds) {
      expect(text(issue), issue.id).not.toMatch(/\d{3}[-.\s)]+\d{3}[-.\s]+\d{4}|https?:\/\/|www\./i);
    }
  });
});
