// The field team (the field_team_members table): an administrator adds a member by the
// e-mail of their account and the state they pick animals up in.

/** The header's check of membership is mirrored in the browser under this key: a copy only, the server's row decides. */
export const FIELD_TEAM_STORAGE_KEY = 'wildline-field-team';
