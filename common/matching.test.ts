import { describe, expect, it } from 'vitest';
import { STANDARDS_LEVELS, shownStandardsLevel, standardsLevelName } from './matching.ts';

// Control operators show one of three standards levels; rehabilitators none.
describe('the standards badge of a listing', () => {
  it('every control operator shows one of the three levels; one with no level chosen is a basic listing', () => {
    expect(STANDARDS_LEVELS.map((standards) => shownStandardsLevel({ type: 'control', standards }))).toEqual(['basic', 'basic', 'association', 'certified']);
  });

  it('rehabilitators show none', () => {
    for (const standards of STANDARDS_LEVELS) expect(shownStandardsLevel({ type: 'rehabilitator', standards })).toBeNull();
  });
});

// Decision 039: the names are stored in both languages; a Spanish page without a Spanish name shows the English, marked.
describe('a standards level’s name in a language', () => {
  const names = { name: 'Basic listing', nameEs: 'Perfil básico' };

  it('is the English on English pages, the Spanish on Spanish pages', () => {
    expect(standardsLevelName(names, 'en')).toEqual({ text: 'Basic listing', inEnglish: false });
    expect(standardsLevelName(names, 'es')).toEqual({ text: 'Perfil básico', inEnglish: false });
  });

  it('is the English, marked as English, on a Spanish page while it has no Spanish name', () => {
    for (const nameEs of [null, '']) expect(standardsLevelName({ name: 'Basic listing', nameEs }, 'es')).toEqual({ text: 'Basic listing', inEnglish: true });
  });
});
