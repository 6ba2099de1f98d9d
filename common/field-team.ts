import { z } from './zod.ts';
import { accountEmail } from './email.ts';
import { US_STATES } from './us-states.ts';

// The field team (SPEC §3 field_team_members, issue 7): an administrator adds a member by the
// e-mail of their account and the state they pick animals up in.

const NOT_AN_ACCOUNT_EMAIL = 'Enter the e-mail address of their Wildline account';
const STATE_CODES = US_STATES.map(([code]) => code) as [string, ...string[]];

export const ZFieldTeamMember = z.object({
  email: accountEmail({ required: NOT_AN_ACCOUNT_EMAIL, tooLong: NOT_AN_ACCOUNT_EMAIL, invalid: NOT_AN_ACCOUNT_EMAIL }),
  state: z.enum(STATE_CODES, { error: 'Choose the state they work in' }),
});
export type TFieldTeamMemberInput = z.input<typeof ZFieldTeamMember>;

/** SPEC §4: the header's check of membership is mirrored in the browser under this key. */
export const FIELD_TEAM_STORAGE_KEY = 'wildline-field-team';
