import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { passwordProblems } from '../common/passwords.ts';
import { createOrPromoteAdmin } from '../server/auth/accounts.ts';
import { migrate } from '../server/db/migrate.ts';
import { users } from '../server/db/schema.ts';
import { loadConfigOrExit, openConfiguredDatabase } from '../server/start.ts';

// npm run create-admin -- --email you@example.org [--password …]
// Creates an administrator, or promotes an existing account, on the database the server would
// use (same DATA_DIR / DATABASE_URL), migrating first if needed. An existing account keeps its
// password; for a new one, asks for the password when it is not given, without echoing it.

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = z
  .email()
  .transform((value) => value.toLowerCase())
  .safeParse(values.email?.trim());
if (!email.success) {
  console.error('Usage: npm run create-admin -- --email you@example.org [--password …]');
  process.exit(2);
}

async function askPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WritableStream };
  let asked = false;
  output._writeToOutput = (s: string) => {
    if (!asked) output.output.write(s); // the prompt itself, then nothing the user types
  };
  const promise = rl.question('Password: ');
  asked = true;
  const password = await promise;
  rl.close();
  process.stdout.write('\n');
  return password;
}

const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  const promoted = await database.db.update(users).set({ role: 'admin' }).where(eq(users.email, email.data)).returning({ id: users.id });
  if (promoted.length) {
    const unused = values.password === undefined ? '' : ' (--password was not used)';
    console.log(`${email.data} is now an administrator. The account already existed and keeps its password${unused}.`);
  } else {
    const password = values.password ?? (await askPassword());
    const problems = passwordProblems(password, email.data);
    if (problems.length) {
      console.error(`Refused: ${problems.join('; ')}.`);
      process.exitCode = 2;
    } else {
      const outcome = await createOrPromoteAdmin(database.db, email.data, password);
      console.log(outcome === 'created' ? `Created administrator ${email.data}.` : `${email.data} is now an administrator.`);
    }
  }
} finally {
  await database.close();
}
