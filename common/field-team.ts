// The field team (SPEC §3 field_team_members, issue 7): an administrator adds a member by the
// e-mail of their account and the state they pick animals up in.

/** SPEC §4: the header's check of membership is mirrored in the browser under this key. */
export const FIELD_TEAM_STORAGE_KEY = 'wildline-field-team';
