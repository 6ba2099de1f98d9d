import { linesToList } from './guide.ts';
import { z } from './zod.ts';

// The administrators' form for a first-aid rule (docs/decisions/050).

/** One item a line from a form's textarea, or a list; none when absent. */
const lines = (value: unknown) => linesToList(value ?? []);

/** An administrator's rule: the entry's id, animals one a line (none: every animal), conditions one a line ("Question = answer | answer"). */
export const ZFirstAidRuleInput = z.object({
  issueId: z.string({ error: 'Choose a guide entry' }).trim().min(1, 'Choose a guide entry'),
  animalTypes: z.preprocess(lines, z.array(z.string().max(200)).max(100, 'At most 100 animals')),
  conditions: z.preprocess(lines, z.array(z.string().max(2000)).max(20, 'At most 20 conditions')),
  priority: z.coerce.number({ error: 'Give the order as a whole number' }).int('Give the order as a whole number').min(0, 'From 0').max(1000, 'Up to 1000'),
  onlyIfDescribed: z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean()),
});
