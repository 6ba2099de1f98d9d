import { describe, expect, it } from 'vitest';
import { hasSpanishVersion, localeOfPath, localizedPath, prefersSpanish, withoutLocale } from './locales.ts';

describe('the language of an address', () => {
  it('is Spanish under /es and English everywhere else', () => {
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/find-help')).toBe('es');
    expect(localeOfPath('/estandares')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(withoutLocale('/es')).toBe('/');
    expect(withoutLocale('/es/resources/bat-in-house')).toBe('/resources/bat-in-house');
  });

  it('puts the site’s own pages in Spanish, query and hash kept, and leaves the rest alone', () => {
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/?deleted=1', 'es')).toBe('/es?deleted=1');
    expect(localizedPath('/find-help?type=emergency&step=2', 'es')).toBe('/es/find-help?type=emergency&step=2');
    expect(localizedPath('/es/find-help', 'es')).toBe('/es/find-help');
    expect(localizedPath('/find-help', 'en')).toBe('/find-help');
    for (const untouched of ['/admin-dashboard/guide', '/api/v1/providers', '/favicon.svg', '/request-photos/1', 'https://example.org/', '//example.org/']) {
      expect(localizedPath(untouched, 'es')).toBe(untouched);
    }
    expect(hasSpanishVersion('/resources?q=bat.house')).toBe(true);
  });

  it('offers Spanish only to a browser that asks for it before English', () => {
    expect(prefersSpanish('es-US,es;q=0.9,en;q=0.8')).toBe(true);
    expect(prefersSpanish('es')).toBe(true);
    expect(prefersSpanish('fr-FR,es;q=0.8,en;q=0.5')).toBe(true);
    expect(prefersSpanish('en-US,en;q=0.9,es;q=0.8')).toBe(false);
    expect(prefersSpanish('en;q=0.5,es;q=0.9')).toBe(true);
    expect(prefersSpanish('es;q=0,en')).toBe(false);
    expect(prefersSpanish('')).toBe(false);
    expect(prefersSpanish(null)).toBe(false);
  });
});
