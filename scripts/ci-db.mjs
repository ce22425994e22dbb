// CI's PostgreSQL: `create` prints the URL of a fresh database on the machine's server (or on a
// throwaway cluster started here when none answers); `drop URL` removes it and what tests left.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, databaseUrl, dropDatabases, onServer, testRunPrefix } from './databases.mjs';

const SERVER_URL = process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STATE = path.join(os.tmpdir(), 'seamline-ci-cluster.json');

async function answers(url) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

function pgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit' });
  }
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return path.join(base, versions[0], 'bin');
}

/** Starts a throwaway cluster as the postgres user on a spare port, socket in a temp folder. */
function startThrowawayCluster() {
  const bin = pgBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seamline-pg-'));
  execFileSync('chown', ['postgres', dir]);
  const asPostgres = (cmd, args) => execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'inherit' });
  const port = 54329;
  asPostgres('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  asPostgres('pg_ctl', [
    '-D',
    path.join(dir, 'data'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  writeFileSync(STATE, JSON.stringify({ bin, dir }));
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

async function create() {
  let server = SERVER_URL;
  if (!(await answers(server))) {
    spawnSync('sh', ['-c', 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql 2>/dev/null | head -1) main start'], {
      stdio: 'ignore',
    });
    if (!(await answers(server))) server = startThrowawayCluster();
  }
  process.stdout.write(await createDatabase(server, `seamline_ci_${Date.now().toString(36)}`));
}

async function drop(url) {
  const name = new URL(url).pathname.slice(1);
  const server = databaseUrl(url, 'postgres');
  // What this run's tests left (a process that died before dropping its database); only with a run of its own.
  const leftovers = process.env.TEST_RUN_ID
    ? await onServer(server, async (c) =>
        (await c.query('select datname from pg_database where starts_with(datname, $1)', [testRunPrefix()])).rows.map((r) => r.datname),
      )
    : [];
  await dropDatabases(server, name, ...leftovers);
  if (existsSync(STATE)) {
    const { bin, dir } = JSON.parse((await import('node:fs')).readFileSync(STATE, 'utf8'));
    spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', path.join(dir, 'data'), '-m', 'fast', 'stop'], {
      stdio: 'inherit',
    });
  }
}

const [cmd, arg] = process.argv.slice(2);
if (cmd === 'create') await create();
else if (cmd === 'drop' && arg) await drop(arg);
else {
  console.error('usage: ci-db.mjs create | drop URL');
  process.exit(2);
}
