import { describe, expect, it } from 'vitest';
import { questionText } from './localized-text.ts';

// A wizard question in the page's language: a Spanish label is its English option's
// by position, so only a Spanish list line for line with the English is read (decision 034).
const nest = {
  question: 'Is there a nest nearby?',
  description: 'Look in hedges.',
  options: ['Yes', 'No', 'Not sure'],
  questionEs: '¿Hay un nido cerca?',
  descriptionEs: 'Mire en los setos.',
  optionsEs: ['Sí', 'No', 'No lo sé'],
};

describe('a wizard question in Spanish', () => {
  it('reads each option’s Spanish label at its place, and the English on an English page', () => {
    expect(questionText(nest, 'es')).toEqual({
      question: '¿Hay un nido cerca?',
      description: 'Mire en los setos.',
      optionLabels: ['Sí', 'No', 'No lo sé'],
      inEnglish: false,
      optionsInEnglish: false,
    });
    expect(questionText(nest, 'en')).toEqual({
      question: 'Is there a nest nearby?',
      description: 'Look in hedges.',
      optionLabels: ['Yes', 'No', 'Not sure'],
      inEnglish: false,
      optionsInEnglish: false,
    });
  });

  it('shows the English options, saying so, when the Spanish ones are missing or not line for line', () => {
    for (const optionsEs of [[], ['Sí', 'No'], ['Sí', 'No', 'No lo sé', 'Se fue']]) {
      expect(questionText({ ...nest, optionsEs }, 'es'), optionsEs.join()).toMatchObject({
        question: '¿Hay un nido cerca?',
        optionLabels: ['Yes', 'No', 'Not sure'],
        inEnglish: false,
        optionsInEnglish: true,
      });
    }
  });

  it('a question without its Spanish is all English, with one note; one without options has none to note', () => {
    expect(questionText({ ...nest, questionEs: null }, 'es')).toMatchObject({
      question: 'Is there a nest nearby?',
      optionLabels: ['Yes', 'No', 'Not sure'],
      inEnglish: true,
      optionsInEnglish: false,
    });
    expect(questionText({ ...nest, options: [], optionsEs: [] }, 'es')).toMatchObject({ optionLabels: [], optionsInEnglish: false });
  });
});
