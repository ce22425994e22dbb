// npm run churn -w bench -- [--products 1000] [--updates 300] [--db postgres|pglite]
// Security review F1 (row 65) as a measurement: one vendor's product updated again and again with
// 100 colour names never used before (stock 1 each, a new SKU each), each update followed by one
// public facets question (as shoppers' traffic makes the index take the write in). Prints the
// production server's resident memory before and after, and every status other than 200 seen.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { BENCH_VENDOR_EMAIL } from './generate.js';
import { closeDatabase, createBenchDatabase, type DbKind } from './bench-database.js';
import { generateCatalogue } from './generate.js';
import { killAll, startApiServer } from './processes.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    updates: { type: 'string', default: '300' },
    db: { type: 'string', default: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    seed: { type: 'string', default: '1' },
  },
});
const products = Number(values.products);
const updates = Number(values.updates);
const COLOURS = 100;
process.on('exit', killAll);

/** The server's resident memory in MB, as the kernel counts it. */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function call(base: string, method: string, path: string, token?: string, body?: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** 100 variants in size M, each a colour (and SKU) of this round's own. */
const variants = (round: number) =>
  Array.from({ length: COLOURS }, (_, k) => ({
    size: 'M',
    colour: `churn ${round} ${k} ${'q'.repeat(20)}`.slice(0, 40),
    sku: `CH-${round}-${k}`,
    stockQuantity: 1,
  }));

const bdb = await createBenchDatabase(values.db as DbKind, `churn${products}`);
try {
  const database = await bdb.open();
  const catalogue = await generateCatalogue(database.db, { products, seed: Number(values.seed) });
  await closeDatabase(database);
  const api = await startApiServer(bdb.env, false);
  try {
    const login = await call(api.url, 'POST', '/api/registration/login', undefined, {
      email: BENCH_VENDOR_EMAIL,
      password: catalogue.password,
    });
    const { token } = (await login.json()) as { token: string };
    const product = {
      productName: 'Churned Tee',
      description: 'A tee whose colours change every time.',
      price: 20,
      stockQuantity: 1,
      categoryName: 'female',
      subCategoryName: 'clothes',
      imageUrl: '/images/catalog/tee/white.svg',
    };
    const added = await call(api.url, 'POST', '/api/vendors/addProduct', token, { ...product, variants: variants(0) });
    if (added.status !== 201) throw new Error(`addProduct: ${added.status} ${await added.text()}`);
    const { productId } = (await added.json()) as { productId: number };
    await call(api.url, 'GET', '/api/buyer/facets');
    const before = await rssMb(api.pid);
    const statuses = new Map<string, number>();
    const count = (what: string) => statuses.set(what, (statuses.get(what) ?? 0) + 1);
    const started = performance.now();
    const samples: string[] = [];
    for (let round = 1; round <= updates; round++) {
      if (round % Math.max(1, Math.floor(updates / 5)) === 0) samples.push(`${round}: ${(await rssMb(api.pid)).toFixed(1)} MB`);
      const updated = await call(api.url, 'PUT', '/api/vendors/updateProduct', token, { ...product, productId, variants: variants(round) });
      if (updated.status !== 200) count(`updateProduct ${updated.status}`);
      const facets = await call(api.url, 'GET', `/api/buyer/facets?maxPrice=${1000 + round}`);
      if (facets.status !== 200) count(`facets ${facets.status}`);
      await facets.arrayBuffer();
    }
    const seconds = (performance.now() - started) / 1000;
    const after = await rssMb(api.pid);
    const list = await call(api.url, 'GET', '/api/buyer/recommended?colour=black');
    console.log(
      `\nChurn: ${products.toLocaleString('en-US')} products (${bdb.kind}), ${updates} updates of one product with ${COLOURS} new colours and SKUs each, each followed by a facets question (${seconds.toFixed(1)} s)\n`,
    );
    console.log(`RSS along the way: ${samples.join(', ')}\n`);
    console.log('| server RSS before | after | change | answers other than 200 | a filtered list after |');
    console.log('|---|---|---|---|---|');
    const other = [...statuses].map(([what, n]) => `${what} ×${n}`).join(', ') || 'none';
    console.log(
      `| ${before.toFixed(1)} MB | ${after.toFixed(1)} MB | ${(after - before >= 0 ? '+' : '') + (after - before).toFixed(1)} MB | ${other} | ${list.status} |`,
    );
  } finally {
    await api.stop();
  }
} finally {
  await bdb.remove();
}
