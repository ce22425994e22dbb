// PostgreSQL databases of their own, for the suites (server, browser), CI and the bench: created on a
// server named by the URL of any database there, and dropped whoever is still connected to them.
import pg from 'pg';

/**
 * The start of the name of every database a test run makes (`seamline_t_<run>_`), from TEST_RUN_ID
 * (CI sets one per run; `local` otherwise): CI's clean-up drops whatever starts with it.
 */
export function testRunPrefix() {
  const run = (process.env.TEST_RUN_ID ?? 'local').replace(/[^a-z0-9]/gi, '').toLowerCase();
  return `seamline_t_${run}_`;
}

/** `url` with its database replaced by `name`. */
export function databaseUrl(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `work` on one connection to the database at `url`, closed afterwards whatever happens. */
export async function onServer(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database `name` (a copy of `template` when one is named) on the server at `serverUrl`; answers its URL. */
export async function createDatabase(serverUrl, name, template) {
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
  return databaseUrl(serverUrl, name);
}

/** Drops the databases named, if they exist, on the server at `serverUrl`, ending their connections first. */
export async function dropDatabases(serverUrl, ...names) {
  await onServer(serverUrl, async (client) => {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}
