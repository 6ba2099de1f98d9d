import { describe, expect, it } from 'vitest';
import { notifiedSentence } from './notified-providers.ts';

describe('notifiedSentence', () => {
  it('counts rehabilitators and control operators with the right plural', () => {
    expect(notifiedSentence('rehabilitator', 1)).toBe('1 rehabilitator was notified');
    expect(notifiedSentence('rehabilitator', 2)).toBe('2 rehabilitators were notified');
    expect(notifiedSentence('control', 1)).toBe('1 control operator was notified');
    expect(notifiedSentence('control', 12)).toBe('12 control operators were notified');
  });

  it('says plainly when nobody could be notified', () => {
    expect(notifiedSentence('rehabilitator', 0)).toBe('No rehabilitator on Wildline could be notified automatically');
    expect(notifiedSentence('control', 0)).toBe('No control operator on Wildline could be notified automatically');
  });
});
