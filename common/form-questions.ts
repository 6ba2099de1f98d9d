// The wizard's extra questions as administrators write them.
// One schema for the pages, the service and any API: the rules below are the whole contract.

export const FORM_TYPES = ['rehabilitation', 'control'] as const;
export type FormType = (typeof FORM_TYPES)[number];
export const QUESTION_TYPES = ['text', 'textarea', 'select', 'radio', 'checkbox', 'number'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** The types a person answers by choosing among options. */
export const CHOICE_TYPES: readonly QuestionType[] = ['select', 'radio', 'checkbox'];

export const FORM_TYPE_LABELS: Record<FormType, string> = {
  rehabilitation: 'Emergency form (rehabilitation)',
  control: 'Conflict form (control)',
};

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Short text',
  textarea: 'Long text',
  select: 'Drop-down list (choose one)',
  radio: 'Radio buttons (choose one)',
  checkbox: 'Checkboxes (tick any)',
  number: 'Number',
};

export const QUESTION_MAX = 300;
export const DESCRIPTION_MAX = 1000;
export const OPTION_MAX = 120;
export const OPTIONS_MAX = 20;

export const MOVE_DIRECTIONS = ['up', 'down'] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];
