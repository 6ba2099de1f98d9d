import { describe, expect, it } from 'vitest';
import '../common/i18n-catalogs.ts';
import { translator } from './i18n.ts';
import { notifiedSentence } from './notified-providers.ts';

const en = translator('en');
const es = translator('es');

describe('notifiedSentence', () => {
  it('counts rehabilitators and control operators with the right plural', () => {
    expect(notifiedSentence(en, 'rehabilitator', 1)).toBe('1 rehabilitator was notified');
    expect(notifiedSentence(en, 'rehabilitator', 2)).toBe('2 rehabilitators were notified');
    expect(notifiedSentence(en, 'control', 1)).toBe('1 control operator was notified');
    expect(notifiedSentence(en, 'control', 12)).toBe('12 control operators were notified');
  });

  it('says plainly when nobody could be notified', () => {
    expect(notifiedSentence(en, 'rehabilitator', 0)).toBe('No rehabilitator on Wildline could be notified automatically');
    expect(notifiedSentence(en, 'control', 0)).toBe('No control operator on Wildline could be notified automatically');
  });

  it('counts in Spanish with Spanish plurals', () => {
    expect(notifiedSentence(es, 'rehabilitator', 1)).toBe('Se avisó a 1 rehabilitador de fauna silvestre');
    expect(notifiedSentence(es, 'rehabilitator', 3)).toBe('Se avisó a 3 rehabilitadores de fauna silvestre');
    expect(notifiedSentence(es, 'control', 0)).toBe('No se pudo avisar automáticamente a ningún operador de control de fauna en Wildline');
  });
});
