import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LogoMark } from './logo-mark.tsx';

// The header's mark is the favicon's drawing, shape for shape, and no emoji.
const shapes = (svg: string) =>
  svg
    .replace(/<svg[^>]*>|<\/svg>/g, '')
    .replace(/\/>/g, '>')
    .replace(/<\/\w+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('the logo mark', () => {
  it('draws what public/favicon.svg draws, hidden from screen readers (the name beside it names the link)', () => {
    const mark = renderToStaticMarkup(<LogoMark className="h-7 w-7" />);
    const favicon = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
    expect(shapes(mark)).toBe(shapes(favicon));
    expect(mark).toMatch(/^<svg[^>]*aria-hidden="true"/);
    expect(mark).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
