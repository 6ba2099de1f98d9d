import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogKeys, messagesInSource, PLURAL_FORMS, unmarkedTexts, unmarkedTextsIn } from '../../scripts/i18n-messages.ts';
import '../i18n-catalogs.ts';
import { translateMessage, translator } from '../i18n.ts';
import { passwordProblems } from '../passwords.ts';
import { PHOTO_MESSAGES } from '../request-photo-messages.ts';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };

// Every message the site shows has its Spanish text, written out (not left in
// English), with the same placeholders; every count has its plural forms in both languages.

const spanish = es as Record<string, string>;
const english = en as Record<string, string>;
const messages = messagesInSource();

/** Spanish that may read as the English does: names, and words Spanish shares. */
const SAME_IN_BOTH = new Set<string>(['Puerto Rico', 'Guam', 'Micronesia']);

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name).sort();
const withoutPluralSuffix = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('the message catalogs', () => {
  it('finds the messages in the source (the check below is not vacuous)', () => {
    expect(messages.length).toBeGreaterThan(200);
    expect(messages.map((m) => m.key)).toContain('Wildlife Emergency');
    expect(messages.find((m) => m.key === '{{count}} rehabilitators were notified')?.plural).toBe(true);
  });

  it('finds every English text a Spanish page or e-mail can show marked for the catalogs, so none reaches t() unseen', () => {
    // A refusal, a named message constant or a component's words: message('…') where it is
    // written (fillMessage with a number), or englishOnly('…') where English is meant.
    expect(unmarkedTexts().map(({ at, text }) => `${at} ${text}`)).toEqual([]);
  });

  it('tells an unmarked text from a marked one, a log line, a developer’s error or class names', () => {
    const source = [
      "export const GONE = 'This listing was not found.';",
      "throw notFound('Help request not found');",
      'const tooBig = (name: string) => `${name} is larger than 15 MB.`;',
      'const Agency = () => <p>Or your state agency</p>;',
      "const refused = { formError: 'Choose photos to send.' };",
      "logger.error({ err }, 'Error loading questions');",
      "throw new Error('Something odd happened here');",
      "const MARKED = message('This listing was not found.');",
      "const FILLED = fillMessage(message('Choose a time within {{days}} days'), { days: 30 });",
      "const ADMIN = englishOnly('Audit log entries');",
      "const STEPS = ['Keep it warm and dark.'];",
      "const STEPS_ES = ['Manténgalo abrigado y a oscuras.'];",
      'const classes = `rounded-md ${open} text-sm font-medium`;',
      'const both = `${first} ${last}`;',
    ].join('\n');
    expect(unmarkedTextsIn('app/example.tsx', source).map(({ at, text }) => `${at} ${text}`)).toEqual([
      'app/example.tsx:1 This listing was not found.',
      'app/example.tsx:2 Help request not found',
      'app/example.tsx:3 X is larger than 15 MB.',
      'app/example.tsx:4 Or your state agency',
      'app/example.tsx:5 Choose photos to send.',
    ]);
    // A schema's rules are messages already; a template literal there is not.
    const schema = "export const Z = z.object({ note: z.string().max(200, 'Please keep it short'), n: z.string().max(MAX, `At most ${MAX}`) });";
    expect(unmarkedTextsIn('common/example-schemas.ts', schema).map(({ text }) => text)).toEqual(['At most X']);
  });

  it('has a Spanish text for every message, and every plural form of a count', () => {
    const missing = messages.flatMap((m) =>
      catalogKeys(m, PLURAL_FORMS.es)
        .filter((key) => !spanish[key]?.trim())
        .map((key) => `${key} (${m.file})`),
    );
    expect(missing).toEqual([]);
  });

  it('has the English plural forms of every count', () => {
    const missing = messages.flatMap((m) => (m.plural ? catalogKeys(m, PLURAL_FORMS.en).filter((key) => !english[key]) : []));
    expect(missing).toEqual([]);
  });

  it('leaves no Spanish text identical to its English outside the short allow-list', () => {
    const same = Object.entries(spanish).filter(([key, text]) => text === withoutPluralSuffix(key) && !SAME_IN_BOTH.has(key));
    expect(same).toEqual([]);
  });

  it('keeps each message’s placeholders in its translations', () => {
    const wrong = [...Object.entries(spanish), ...Object.entries(english)].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(withoutPluralSuffix(key)).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('holds no text the site no longer shows', () => {
    const used = new Set(messages.flatMap((m) => [...catalogKeys(m, PLURAL_FORMS.es), ...catalogKeys(m, PLURAL_FORMS.en)]));
    expect(Object.keys(spanish).filter((key) => !used.has(key))).toEqual([]);
    expect(Object.keys(english).filter((key) => !used.has(key))).toEqual([]);
  });

  it('is valid JSON with sorted keys, so a change reads as one line', () => {
    for (const file of ['es.json', 'en.json']) {
      const keys = Object.keys(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as object);
      expect(keys).toEqual([...keys].sort());
    }
  });

  it('shows a message filled with a number in Spanish, the number kept (a form’s rule, a server’s refusal)', () => {
    const [tooShort] = passwordProblems('abc');
    expect(tooShort).toBe('Password must be at least 6 characters');
    expect(translateMessage(translator('es'), tooShort!)).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(translateMessage(translator('en'), tooShort!)).toBe(tooShort);
    expect(translateMessage(translator('es'), 'Too many attempts. Please try again in 14 minutes.')).toBe(
      'Demasiados intentos. Vuelva a intentarlo en 14 minutos.',
    );
    expect(translateMessage(translator('es'), 'Passwords do not match')).toBe('Las contraseñas no coinciden');
    expect(translateMessage(translator('es'), 'A text no catalog holds')).toBe('A text no catalog holds');
  });

  it('shows an "Error …: reason" message in Spanish, its reason translated too', () => {
    const es = translator('es');
    expect(translateMessage(es, 'Error getting help requests: Please sign in.')).toBe('Error al obtener las solicitudes de ayuda: Inicie sesión.');
    expect(translateMessage(es, 'Error creating help request: Too many help requests have been sent from your network. Please try again in 14 minutes.')).toBe(
      'Error al crear la solicitud de ayuda: Se enviaron demasiadas solicitudes de ayuda desde su red. Vuelva a intentarlo en 14 minutos.',
    );
    expect(translateMessage(translator('en'), 'Error getting help requests: Please sign in.')).toBe('Error getting help requests: Please sign in.');
  });

  it('fills a message’s values in Spanish: a file’s name as it is, a name the catalog holds in Spanish', () => {
    const es = translator('es');
    expect(translateMessage(es, PHOTO_MESSAGES.tooBig('raccoon.jpg'))).toBe('raccoon.jpg pesa más de 15 MB. Elija una foto más pequeña.');
    expect(translateMessage(es, 'This ZIP code is in New York, not Colorado.')).toBe('Este código postal está en Nueva York, no en Colorado.');
  });
});
