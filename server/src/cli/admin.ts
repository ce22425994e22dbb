import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { emailField, newPasswordField } from '@seamline/contract';
import { openDatabase } from '../db/client.js';
import { createOrPromoteOperator } from '../domain/admin/operators.js';
import { AppError } from '../domain/errors.js';
import { askHidden } from './ask-hidden.js';

/**
 * `npm run admin -- --email a@b.c [--name "Full Name"] [--password-file FILE]` (docs/architecture.md#money-and-operator):
 * creates an operator, or promotes a buyer to one, or sets an operator's password. The password is
 * asked on the terminal (not echoed) or read from a file; never taken from the arguments, which
 * other users of the machine can read in the process list.
 */
const USAGE = 'Usage: npm run admin -- --email <address> [--name "Full Name"] [--password-file <file>]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function readPassword(file: string | undefined): Promise<string> {
  if (file) {
    try {
      // One trailing line break is the file's, not the password's.
      return readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch {
      fail(`Cannot read the password file ${file}`);
    }
  }
  if (!process.stdin.isTTY) fail(`No terminal to ask the password on: give it in a file with --password-file.\n${USAGE}`);
  const first = await askHidden('Password: ');
  const second = await askHidden('Password again: ');
  if (first !== second) fail('The passwords do not match');
  return first;
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, 'password-file': { type: 'string' } }, strict: true });
}
try {
  args = parse();
} catch (err) {
  const passwordGiven = process.argv.some((a) => a === '--password' || a.startsWith('--password='));
  fail(
    passwordGiven
      ? `A password is never taken from the command line: use --password-file or type it when asked.\n${USAGE}`
      : `${(err as Error).message}\n${USAGE}`,
  );
}
const email = emailField.safeParse(args.values.email ?? '');
if (!email.success) fail(`${email.error.issues[0]?.message ?? 'Email is invalid'}\n${USAGE}`);
const password = newPasswordField.safeParse(await readPassword(args.values['password-file']));
if (!password.success) fail(password.error.issues[0]?.message ?? 'Password is invalid');

const databaseUrl = process.env.DATABASE_URL || undefined;
// src/cli here, server/dist once compiled (scripts/lib.mjs): the data folder `npm start` keeps is the repository's.
const repository = path.resolve(import.meta.dirname, import.meta.dirname.endsWith(`${path.sep}dist`) ? '../..' : '../../..');
const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(repository, 'data');
const database = await openDatabase({ databaseUrl, dataDir });
try {
  const { id, outcome } = await createOrPromoteOperator(
    database.db,
    { email: email.data, password: password.data, fullName: args.values.name },
    new Date(),
  );
  const said = { created: 'Created the operator', promoted: 'Promoted to operator', updated: 'Set the password of the operator' }[outcome];
  console.log(`${said} ${email.data} (user ${id}). Sign in at /login; the operator's pages are at /admin.`);
} catch (err) {
  if (err instanceof AppError) fail(err.message);
  throw err;
} finally {
  await database.close();
}
