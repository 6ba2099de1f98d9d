import { describe, expect, it } from 'vitest';
import { formatMoney } from './numbers.ts';

describe('formatMoney', () => {
  it('writes dollars as the language does, with cents only when there are some, and then both digits', () => {
    expect(formatMoney(25)).toBe('$25');
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(1250)).toBe('$1,250');
    expect(formatMoney(12.5, 'es')).toBe(new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(12.5));
    expect(formatMoney(25, 'es')).not.toMatch(/[.,]00/);
  });
});
