import { buildApp } from './app.js';
import { openSharedState } from './shared-state.js';
import { ConfigError, loadConfig } from './config.js';
import { type Database, openDatabase, queryRows } from './db/client.js';
import { openReadReplica } from './db/read-replica.js';
import { sql } from 'drizzle-orm';

/** Starts the server: validate config, open and migrate the database, seed once, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  process.env.TZ = config.timeZone;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const shared = await openSharedState(config);
  const readReplica = config.databaseReadUrl ? openReadReplica(config.databaseReadUrl) : undefined;
  const app = await buildApp({ ...config, bus: shared.bus, keptStore: shared.keptStore, redis: shared.redis, readReplica }, database);
  shared.useLog({ warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) });

  // The demo (accounts with a public password) goes only into the embedded default or where asked
  // for (SEED=demo); loaded only then, so a production start carries none of the demo code.
  const seed = config.seed ? await import('./seed/seed.js') : null;
  if (seed) {
    const result = await seed.seedDemo(database.db);
    if (result.seeded) app.log.info({ counts: result.counts }, 'seeded the demo catalogue');
  } else if (await isEmpty(database)) {
    console.log('The database is empty. To try the demo shop, start once with SEED=demo or run `npm run seed`.');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await shared.close();
    await readReplica?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  const where =
    database.kind === 'pglite'
      ? `PGlite in ${config.dataDir}`
      : `PostgreSQL${readReplica ? ' with a read replica' : ''}${config.redisUrl ? ' and Redis' : ''}`;
  console.log(`\nSeamline is ready at http://localhost:${port}  (database: ${where})\n`);
  if (seed) console.log(`${seed.demoLoginsText()}\n`);
}

async function isEmpty(database: Database): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(database.db, sql`select exists (select 1 from users) as any`);
  return !row?.any;
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
