// The rules that choose an emergency's first aid from the wizard's answers (docs/decisions/050).

/** A condition on one rehabilitation question: the person's answer is one of `answers` (for a tick-all question, includes one). */
export interface FirstAidCondition {
  questionId: string;
  /** English options of the question, as answers are kept */
  answers: string[];
}
