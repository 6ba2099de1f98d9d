// One rule for an e-mail address, zod's, which every form, the CSV import and the server's
// settings use, in two shapes: an account's address identifies a person (required, lowercased,
// so one address is one account); a listing's contact address is optional and kept as written.
// Each form passes its own words for a missing or malformed address.

/** RFC 5321: the longest address a mail server takes. */
export const MAX_EMAIL_LENGTH = 254;
