import { describe, expect, it } from 'vitest';
import { agencyTextsIn } from './state-agencies.ts';

const agency = { state: 'AK', name: 'Alaska Department of Fish and Game', website: null, phone: null };

describe("an agency's hours and notes in the page's language (issue 18)", () => {
  it('shows the Spanish on a Spanish page, the English on an English one', () => {
    const both = {
      ...agency,
      hours: 'Mon–Fri 8 AM – 5 PM',
      notes: 'After hours, leave a message.',
      hoursEs: 'lun.–vie. 8 AM – 5 PM',
      notesEs: 'Fuera de horario, deje un mensaje.',
    };
    expect(agencyTextsIn(both, 'es')).toEqual({
      hours: { text: 'lun.–vie. 8 AM – 5 PM', inEnglish: false },
      notes: { text: 'Fuera de horario, deje un mensaje.', inEnglish: false },
    });
    expect(agencyTextsIn(both, 'en')).toEqual({
      hours: { text: 'Mon–Fri 8 AM – 5 PM', inEnglish: false },
      notes: { text: 'After hours, leave a message.', inEnglish: false },
    });
  });

  it('falls back to the English on a Spanish page, saying so, and shows nothing where there is nothing', () => {
    const english = { ...agency, hours: null, notes: 'After hours, leave a message.', hoursEs: null, notesEs: null };
    expect(agencyTextsIn(english, 'es')).toEqual({ hours: null, notes: { text: 'After hours, leave a message.', inEnglish: true } });
  });
});
