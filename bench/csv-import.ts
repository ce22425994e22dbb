// npm run csv-import -w bench -- [--rows 5000] [--sizes 5] [--db postgres|pglite]
// A vendor's catalogue file through the real app (buildApp, the HTTP route by inject) on a fresh
// database: N rows of new products imported, the export imported back unchanged, then every row's
// price and stock edited and imported again; each step's seconds and the export's.
import { parseArgs } from 'node:util';
import { CSV_COLUMNS } from '@seamline/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { closeDatabase, createBenchDatabase, type DbKind } from './bench-database.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    sizes: { type: 'string', default: '5' },
    db: { type: 'string', default: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
  },
});
const rows = Number(values.rows);
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].slice(0, Number(values.sizes));

const bench = await createBenchDatabase(values.db as DbKind, 'csv');
const database = await bench.open();
const app = await buildApp(
  loadConfig({ JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256', LOG_LEVEL: 'silent', RATE_LIMIT: 'off', MAIL_WORKER: 'off' }),
  database,
);
await app.ready();

const json = async (method: 'GET' | 'POST', url: string, body?: object, token?: string) =>
  app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(body ? { payload: body } : {}) });
const vendor = {
  fullName: 'Bench Importer',
  email: 'csv-bench@example.test',
  password: 'bench password',
  role: 'vendor',
  vendorName: 'Bench Imports',
  addressLine1: '1 Bench Road',
  city: 'Loadville',
  postalCode: '1',
  country: 'Benchland',
};
await json('POST', '/api/registration/register', vendor);
const { token } = (await json('POST', '/api/registration/login', { email: vendor.email, password: vendor.password })).json();

type Row = Record<string, string>;
const file: Row[] = [];
for (let i = 0; file.length < rows; i++) {
  for (const size of SIZES) {
    if (file.length === rows) break;
    file.push({
      product_name: `Bench Tee ${i}`,
      description: 'A plain cotton tee, "bench" edition.',
      category: i % 2 ? 'female' : 'male',
      subcategory: 'clothes',
      product_price: '19.99',
      size,
      colour: 'Black',
      colour_hex: '#000000',
      sku: `BT-${i}-${size}`,
      stock: String(i % 7),
    });
  }
}

async function timed(step: string, text: string): Promise<void> {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/vendors/products/import',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    payload: text,
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`| ${step} | ${res.statusCode} | ${res.body.slice(0, 80)} | ${seconds.toFixed(2)} |`);
}

console.log(`${bench.where}: ${rows} rows, ${SIZES.length} sizes per product\n`);
console.log('| step | status | answer | seconds |\n| --- | --- | --- | --- |');
try {
  await timed('new products', stringify(file, { header: true, columns: [...CSV_COLUMNS] }));
  let started = performance.now();
  const exported = (await json('GET', '/api/vendors/products/export.csv', undefined, token)).body;
  console.log(`| export | 200 | ${exported.length} bytes | ${((performance.now() - started) / 1000).toFixed(2)} |`);
  await timed('export back, unchanged', exported);
  const edited = (parse(exported, { bom: true, columns: true }) as Row[]).map((r, i) => ({
    ...r,
    price: (21 + (i % 5)).toFixed(2),
    stock: String((Number(r.stock) + 3) % 9),
  }));
  await timed('every price and stock edited', stringify(edited, { header: true, columns: [...CSV_COLUMNS] }));
  started = performance.now();
} finally {
  await app.close();
  await closeDatabase(database);
  await bench.remove();
}
