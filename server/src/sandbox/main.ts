import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { buildSandboxServer } from './app.js';

/**
 * The sandbox payment provider as a process of its own (`node server/dist/sandbox.js`), as a real
 * provider runs apart from the shop: DATABASE_URL (its `psp` schema beside the shop's tables), PORT, HOST,
 * PAYMENTS_WEBHOOK_SECRET (the shop's), PAYMENTS_SHOP_URL (where its webhooks go). The shop then
 * sets PAYMENTS_SANDBOX_URL to this process's address. The bench measures card checkout this way.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const missing = [
    ['DATABASE_URL', config.databaseUrl],
    ['PAYMENTS_WEBHOOK_SECRET', config.paymentsWebhookSecret],
    ['PAYMENTS_SHOP_URL', config.paymentsShopUrl],
  ].filter(([, v]) => !v);
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map(([name]) => `  ${name}: required by the sandbox provider's own process`).join('\n')}`,
    );
  if (config.paymentsProvider !== 'sandbox') throw new ConfigError('Invalid configuration:\n  PAYMENTS_PROVIDER: must be sandbox');
  // A test double's writes need not wait for the disk the shop's own commits wait for: a real
  // provider's durability is its own disk's (decision 165). Its WAL is still written.
  const url = new URL(config.databaseUrl as string);
  url.searchParams.set('options', '-c synchronous_commit=off');
  const database = await openDatabase({ databaseUrl: url.toString() });
  const app = await buildSandboxServer(database, {
    secret: config.paymentsWebhookSecret as string,
    shopUrl: config.paymentsShopUrl as string,
    logLevel: config.logLevel,
  });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
