import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CoverageMap, RequestsByStateMap, StateTable } from './admin-charts.tsx';

// The admin overview's state maps: requests by state are drawn, not only listed.
const STATES = [
  { state: 'CO', requests: 23, unmatched: 4, whileNoneOpen: 9, providers: 2, fullNow: 1, onlyFullOrClosedThisWeek: 3 },
  { state: 'WY', requests: 3, unmatched: 0, whileNoneOpen: 3, providers: 0, fullNow: 0, onlyFullOrClosedThisWeek: 0 },
];

/** Each state tile: its code, its figure, and its red badge's number if any. */
function tiles(markup: string) {
  const found = new Map<string, string[]>();
  for (const [, tile] of markup.matchAll(/<g transform="translate\([^)]*\)">(.*?)<\/g>/g)) {
    const texts = [...tile!.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
    found.set(texts[0]!, texts.slice(1));
  }
  return found;
}

describe('the admin overview maps', () => {
  it('draw help requests per state, with how many no listing matches', () => {
    const markup = renderToStaticMarkup(<RequestsByStateMap states={STATES} />);
    expect(markup).toContain('Help requests by state: 26 in 2 states, 4 of them without a match in 1 state');
    const drawn = tiles(markup);
    expect(drawn.size).toBe(50);
    expect(drawn.get('CO')).toEqual(['23', '4']);
    expect(drawn.get('WY')).toEqual(['3']);
    expect(drawn.get('TX')).toEqual(['0']);
    expect(markup).toContain('#2563eb'); // 20–49 requests
  });

  it('draw approved providers per state beside it, and both in a table', () => {
    const coverage = renderToStaticMarkup(<CoverageMap states={STATES} />);
    expect(coverage).toContain('Approved providers by state: 49 states with none');
    const drawn = tiles(coverage);
    expect(drawn.get('CO')).toEqual(['2']);
    expect(drawn.get('WY')).toEqual(['0']);
    const table = renderToStaticMarkup(<StateTable states={STATES} />);
    expect(table).toContain('<td>Colorado</td><td>2</td><td>23</td><td>4</td><td>9</td><td>1</td><td>3</td>');
  });
});
