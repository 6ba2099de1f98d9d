import { describe, expect, it } from 'vitest';
import { agencyNotesIn } from './state-agencies.ts';

const agency = { state: 'AK', name: 'Alaska Department of Fish and Game', website: null };

describe("an agency's notes in the page's language", () => {
  it('shows the Spanish on a Spanish page, the English on an English one', () => {
    const both = { ...agency, notes: 'After hours, leave a message.', notesEs: 'Fuera de horario, deje un mensaje.' };
    expect(agencyNotesIn(both, 'es')).toEqual({ text: 'Fuera de horario, deje un mensaje.', inEnglish: false });
    expect(agencyNotesIn(both, 'en')).toEqual({ text: 'After hours, leave a message.', inEnglish: false });
  });

  it('falls back to the English on a Spanish page, saying so, and shows nothing where there is nothing', () => {
    expect(agencyNotesIn({ ...agency, notes: 'After hours, leave a message.', notesEs: null }, 'es')).toEqual({
      text: 'After hours, leave a message.',
      inEnglish: true,
    });
    expect(agencyNotesIn({ ...agency, notes: null, notesEs: null }, 'es')).toBeNull();
  });
});
