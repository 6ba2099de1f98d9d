// Password rules shared by the forms and the server (SPEC §5, §9; issue 3).

export const MIN_PASSWORD_LENGTH = 6;
/** Longer passwords are refused before any check or hash: scrypt and the checks below stay cheap (issue 15). */
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;

// The most used passwords of at least six characters in public breach lists (top of the
// SecLists "10k most common"), lower-cased. Short on purpose: enough to refuse the obvious.
const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '0123456789', '654321', '111111', '222222',
  '666666', '888888', '000000', '121212', '123123', '112233', '123321', '159753', '147258', '131313',
  '696969', '987654', '987654321', 'password', 'password1', 'password12', 'password123', 'passw0rd',
  'p@ssw0rd', 'qwerty', 'qwerty1', 'qwerty123', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbn', 'zxcvbnm',
  '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', '1qaz2wsx', 'qazwsx', 'abc123', 'abcdef', 'abcd1234',
  'iloveyou', 'iloveyou1', 'letmein', 'welcome', 'welcome1', 'monkey', 'dragon', 'master', 'sunshine',
  'princess', 'football', 'baseball', 'basketball', 'soccer', 'hockey', 'superman', 'batman', 'trustno1',
  'shadow', 'michael', 'jennifer', 'jordan', 'hunter', 'hunter2', 'buster', 'tigger', 'charlie', 'freedom',
  'whatever', 'computer', 'internet', 'starwars', 'pokemon', 'chocolate', 'secret', 'cheese', 'summer',
  'flower', 'ginger', 'hello1', 'hello123', 'admin1', 'admin123', 'administrator', 'changeme', 'default',
  'login1', 'access', 'mustang', 'killer', 'pepper', 'daniel', 'thomas', 'robert', 'matrix', 'maggie',
  'jessica', 'ashley', 'nicole', 'lovely', 'loveme', 'babygirl', 'anthony', 'andrew', 'joshua', 'harley',
  'ranger', 'amanda', 'diamond', 'orange', 'purple', 'yellow', 'silver', 'golden', 'cookie', 'butterfly',
  'wildlife', 'wildline', 'raccoon',
]);

/** Reasons a password is too weak, worded for the person choosing it; empty when it is fine. */
export function passwordProblems(password: string, email?: string): string[] {
  // Nothing else is worth saying about a password that cannot be kept, and no check below
  // should see megabytes of it.
  if (password.length > MAX_PASSWORD_LENGTH) return [PASSWORD_TOO_LONG];
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) problems.push('Password is one of the most commonly used passwords');
  if (password.length >= MIN_PASSWORD_LENGTH && new Set(password).size === 1) problems.push('Password must not be a single repeated character');
  if (email && lower === email.toLowerCase()) problems.push('Password must not be your e-mail address');
  return problems;
}
