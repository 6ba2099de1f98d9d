import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import es from '../../../../common/locales/es.json' with { type: 'json' };
import { animalTypeNamesEs, optionTextsEs, questionTextsEs } from './spanish.ts';
import { wildlifeIssueSeedsEs } from './wildlife-issues.ts';

// The Spanish is read by people in the United States, often frightened (docs/decisions/059): words
// that read otherwise there, or in Spain only, stay out of every Spanish text the site shows: the
// catalog, the long pages, the guide, and the names of animals and questions.

const CONTENT = new URL('../../../../app/content/es/', import.meta.url);
const pages = readdirSync(CONTENT).map((file) => ({ where: `app/content/es/${file}`, text: readFileSync(new URL(file, CONTENT), 'utf8') }));
const guide = Object.entries(wildlifeIssueSeedsEs).map(([id, entry]) => ({
  where: `guide ${id}`,
  // Its search words are what people type, not what the page shows: they may hold any word.
  text: [entry.title, entry.description, ...entry.immediateActions, ...entry.longTermSolutions, ...entry.preventionTips].join('\n'),
}));
const texts = [
  { where: 'common/locales/es.json', text: Object.values(es as Record<string, string>).join('\n') },
  ...pages,
  ...guide,
  { where: 'animal names', text: Object.values(animalTypeNamesEs).join('\n') },
  { where: 'questions', text: Object.values(questionTextsEs).map((q) => `${q.question}\n${q.description ?? ''}`).join('\n') },
  { where: 'answers', text: Object.values(optionTextsEs).join('\n') },
];

/** The word to avoid, and why: each with the word used instead. */
const AVOIDED: [RegExp, string][] = [
  [/\breclam/i, '"reclamar" reads as "to complain": a listing is taken over by asking to run it ("solicitar la administración")'],
  [/\bpresupuesto/i, 'a quote is a "cotización"'],
  [/\bcalientit/i, '"Manténgalo abrigado"'],
  [/para atrás/i, '"retírese"'],
  [/\barañ/i, 'one word for a scratch: "rasguño", "rasguñar"'],
  [/\btopillo/i, 'Spain only: "ratón de campo"'],
  [/\bavión\b/i, 'reads as an airplane: "golondrina"'],
  [/está contenido\?/i, '"¿Tiene al animal guardado en una caja o encerrado?"'],
  [/conflictos? con fauna(?! silvestre)/i, 'one name for each kind of help: "conflicto con fauna silvestre", as "emergencia con fauna silvestre"'],
];

describe('the Spanish words', () => {
  it('reads every text it checks (the check is not vacuous)', () => {
    expect(pages.length).toBeGreaterThan(5);
    expect(guide.length).toBeGreaterThan(60);
    expect(texts.map((t) => t.text).join('\n')).toMatch(/cotización/);
  });

  for (const [word, instead] of AVOIDED) {
    it(`avoids ${word}: ${instead}`, () => {
      const found = texts.flatMap(({ where, text }) => text.split('\n').flatMap((line) => (word.test(line) ? [`${where}: ${line.trim()}`] : [])));
      expect(found).toEqual([]);
    });
  }

  it('tells a javelina from a feral hog, and names the help types and the place names as a US reader does', () => {
    expect(animalTypeNamesEs.Javelina).toBe('Pecarí (jabalina)');
    expect(animalTypeNamesEs['Feral Hog']).toBe('Cerdo salvaje (jabalí)');
    expect(animalTypeNamesEs['Swallow / Martin']).toBe('Golondrina');
    expect(animalTypeNamesEs['Mole / Vole']).toBe('Topo / Ratón de campo');
    expect(wildlifeIssueSeedsEs['javelinas-in-yard']!.title).not.toMatch(/jabalí/i);
    const catalog = es as Record<string, string>;
    expect(catalog['Wildlife Conflict']).toBe('Conflicto con fauna silvestre');
    expect(catalog['Wildlife Emergency']).toBe('Emergencia con fauna silvestre');
    expect(catalog.Pennsylvania).toBe('Pensilvania');
  });
});
