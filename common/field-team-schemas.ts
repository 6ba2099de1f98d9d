import { z } from './zod.ts';
import { accountEmail } from './email-schemas.ts';
import { US_STATES } from './us-states.ts';

const NOT_AN_ACCOUNT_EMAIL = 'Enter the e-mail address of their Wildline account';
const STATE_CODES = US_STATES.map(([code]) => code) as [string, ...string[]];

export const ZFieldTeamMember = z.object({
  email: accountEmail({ required: NOT_AN_ACCOUNT_EMAIL, tooLong: NOT_AN_ACCOUNT_EMAIL, invalid: NOT_AN_ACCOUNT_EMAIL }),
  state: z.enum(STATE_CODES, { error: 'Choose the state they work in' }),
});
export type TFieldTeamMemberInput = z.input<typeof ZFieldTeamMember>;
