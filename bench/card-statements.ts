import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type AppConfig, buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase, queryRows } from '../server/src/db/client.js';
import { pickIds, recordingDatabase } from './capture-queries.js';

/**
 * npm run card-statements -w bench -- --url <a database kept by `npm run bench -- --keep`> [--orders 20]
 *
 * What one order costs in database statements and HTTP calls, paying on delivery and paying by
 * sandbox card, one checkout at a time: the real app in this process, listening, with the sandbox
 * inside it and reached over HTTP as in production, every statement counted and told apart by
 * whose tables it touches (the sandbox's, in its `psp` schema, or the shop's), every HTTP request the
 * server receives counted by route. The card's token call (the browser's, to the provider) is
 * counted apart. Each checkout is counted once its webhook round is over.
 */

const CONFIG: AppConfig = {
  ...loadConfig({
    JWT_SECRET: 'card-statements-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
    MAIL_WORKER: 'off',
    WEB_DIST: '/nonexistent-web-dist',
    PAY_ON_DELIVERY_LIMIT: '999999999',
  }),
  payments: { reconcile: false },
};

interface Tally {
  shop: number;
  sandbox: number;
  transactions: number;
  http: Map<string, number>;
}

const { values } = parseArgs({ options: { url: { type: 'string' }, orders: { type: 'string', default: '20' } } });
if (!values.url) throw new Error('--url <a database kept by npm run bench -- --keep> is required');
const orders = Number(values.orders);

const database = await openDatabase({ databaseUrl: values.url });
let tally: Tally = { shop: 0, sandbox: 0, transactions: 0, http: new Map() };
const app = await buildApp(
  CONFIG,
  recordingDatabase(
    database,
    (s) => {
      if (/"psp"\./.test(s.text)) tally.sandbox += 1;
      else tally.shop += 1;
    },
    () => {
      tally.transactions += 1;
    },
  ),
);
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  app.server.on('request', (req) => {
    const route = (req.url ?? '').replace(/\/(auth|pay)_[\w-]+/g, '/:id');
    tally.http.set(route, (tally.http.get(route) ?? 0) + 1);
  });
  const ids = await pickIds(database.db);
  const buyer = await app.tokens.sign({ userId: ids.buyer, role: 'buyer' });
  const auth = { authorization: `Bearer ${buyer}` };
  const call = async (method: 'POST', url: string, payload?: object, headers: Record<string, string> = auth) => {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  // The buyer's old cart goes first, so each checkout orders one unit.
  await queryRows(database.db, sql`delete from cart_items where buyer_id = ${ids.buyer}`);
  const year = new Date().getUTCFullYear() + 2;
  const results: { label: string; tally: Tally }[] = [];
  for (const method of ['on_delivery', 'card'] as const) {
    const sum: Tally = { shop: 0, sandbox: 0, transactions: 0, http: new Map() };
    for (let i = 0; i < orders; i++) {
      await call('POST', '/api/buyer/cart/add', { productId: ids.hot, variantId: ids.hotVariant, quantity: 1 });
      const token =
        method === 'card'
          ? (await call('POST', '/psp/v1/tokens', { number: '4242424242424242', expMonth: 12, expYear: year, cvc: '123' }, {})).token
          : undefined;
      tally = { shop: 0, sandbox: 0, transactions: 0, http: new Map() };
      await call('POST', '/api/buyer/cart/checkout', token ? { payment: { method: 'card', token } } : undefined);
      // The webhook the authorisation made, delivered and handled (read past the counting).
      while ((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from psp.events where delivered_at is null`))[0]?.n)
        await new Promise((resolve) => setTimeout(resolve, 5));
      sum.shop += tally.shop;
      sum.sandbox += tally.sandbox;
      sum.transactions += tally.transactions;
      for (const [route, n] of tally.http) sum.http.set(route, (sum.http.get(route) ?? 0) + n);
    }
    results.push({ label: method === 'card' ? 'card (sandbox)' : 'on delivery', tally: sum });
  }
  const per = (n: number) => (n / orders).toFixed(2);
  console.log(`\n${orders} checkouts each, one at a time; per order (the card's token call, the browser's, not included):\n`);
  console.log(
    '| checkout | shop statements | sandbox statements | transactions (each + BEGIN, COMMIT) | HTTP calls between shop and sandbox |',
  );
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const { label, tally: t } of results) {
    const http = [...t.http.entries()].map(([route, n]) => `${route} ${per(n)}`).join(', ');
    console.log(`| ${label} | ${per(t.shop)} | ${per(t.sandbox)} | ${per(t.transactions)} | ${http} |`);
  }
} finally {
  await app.close();
  await database.close();
}
