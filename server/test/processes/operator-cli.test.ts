import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { OPERATOR_TEXTS } from '../../src/domain/admin/operators.js';
import { buyerPayload, vendorPayload } from '../factories.js';
import { TEST_CONFIG } from '../test-app.js';
import { createMigratedDatabase, onPostgres } from '../test-db.js';
import { BUILT } from './server-process.js';

/**
 * `npm run admin` as a child process (docs/architecture.md#money-and-operator), on the suite's database: PGlite in a data
 * directory of its own, or a PostgreSQL database, both migrated. The password comes from a file.
 */
const serverDir = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'seamline-operator-cli-'));
let target: { DATA_DIR?: string; DATABASE_URL?: string } = {};
let drop = async () => {};

beforeAll(async () => {
  const migrated = await createMigratedDatabase(dir);
  target = migrated.env;
  drop = migrated.drop;
});
afterAll(async () => {
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

const run = promisify(execFile);
/** Runs the script; answers its exit code and what it wrote. */
async function admin(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BUILT.admin, ...args], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...target },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}
function passwordFile(password: string): string {
  const file = path.join(dir, `password-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return file;
}
/** Opens the database the script wrote, as the server would, and does `work` with its app. */
async function withApp<T>(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: target.DATABASE_URL, dataDir: target.DATA_DIR });
  const app = await buildApp(TEST_CONFIG, database);
  try {
    return await work(app);
  } finally {
    await app.close();
    await database.close();
  }
}
const login = (app: Awaited<ReturnType<typeof buildApp>>, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/registration/login', payload: { email, password } });

describe(`npm run admin on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, { timeout: 120_000 }, () => {
  it('creates an operator from a password file, who signs in as admin; run again, it sets the password', async () => {
    const created = await admin('--email', 'Boss@Example.test', '--name', 'Bo Boss', '--password-file', passwordFile('first pass phrase'));
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/^Created the operator boss@example.test/);
    const again = await admin('--email', 'boss@example.test', '--password-file', passwordFile('second pass phrase'));
    expect(again.out).toMatch(/^Set the password of the operator boss@example.test/);
    await withApp(async (app) => {
      expect((await login(app, 'boss@example.test', 'first pass phrase')).statusCode).toBe(401);
      const res = await login(app, 'boss@example.test', 'second pass phrase');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: 'admin', fullName: 'Bo Boss' });
      const overview = await app.inject({
        method: 'GET',
        url: '/api/admin/overview',
        headers: { authorization: `Bearer ${res.json().token}` },
      });
      expect(overview.statusCode).toBe(200);
    });
  });

  it('promotes a buyer, whose old session ends; refuses a shop’s account', async () => {
    const buyer = buyerPayload();
    const vendor = vendorPayload();
    const token = await withApp(async (app) => {
      for (const body of [buyer, vendor])
        expect((await app.inject({ method: 'POST', url: '/api/registration/register', payload: body })).statusCode).toBe(201);
      return (await login(app, buyer.email, buyer.password)).json().token as string;
    });
    const promoted = await admin('--email', buyer.email, '--password-file', passwordFile('promoted pass phrase'));
    expect(promoted.out).toMatch(/^Promoted to operator/);
    const refused = await admin('--email', vendor.email, '--password-file', passwordFile('vendor pass phrase'));
    expect(refused.code).toBe(1);
    expect(refused.err.trim()).toBe(OPERATOR_TEXTS.vendorRefused);
    await withApp(async (app) => {
      const old = await app.inject({ method: 'GET', url: '/api/buyer/cart', headers: { authorization: `Bearer ${token}` } });
      expect(old.statusCode).toBe(401);
      expect((await login(app, buyer.email, 'promoted pass phrase')).json().role).toBe('admin');
      expect((await login(app, vendor.email, vendor.password)).json().role).toBe('vendor');
    });
  });

  it('never takes the password from the arguments, and asks for a file where there is no terminal', async () => {
    const onArgs = await admin('--email', 'argv@example.test', '--password', 'visible pass phrase');
    expect(onArgs.code).toBe(1);
    expect(onArgs.err).toMatch(/^A password is never taken from the command line/);
    const noTerminal = await admin('--email', 'argv@example.test');
    expect(noTerminal.code).toBe(1);
    expect(noTerminal.err).toMatch(/^No terminal to ask the password on/);
    const short = await admin('--email', 'argv@example.test', '--password-file', passwordFile('short'));
    expect(short.code).toBe(1);
    await withApp(async (app) => {
      for (const password of ['visible pass phrase', 'short'])
        expect((await login(app, 'argv@example.test', password)).statusCode).toBe(401);
    });
  });
});
