// npm run scan: sqlmap against the search, product, cart and review calls of a throwaway server,
// with a valid buyer token. Not part of CI. Prints one line per target and writes the logs to
// .tmp/sqlmap.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild, root } from './lib.mjs';

if (spawnSync('sh', ['-c', 'command -v sqlmap']).status !== 0) {
  console.log("Installing Debian's sqlmap");
  spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq sqlmap'], { stdio: 'inherit' });
}

const port = 3300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'seamline-scan-'));
const out = path.join(root, '.tmp/sqlmap');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const entry = await ensureServerBuild();
const server = spawn(process.execPath, [entry], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'off',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'error',
    WEB_DIST: '/nonexistent',
  },
  stdio: 'inherit',
});
const cleanup = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanup);

async function call(method, url, token, body) {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  if (i > 300) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

const person = (role, extra) => ({
  fullName: `Scan ${role}`,
  email: `scan-${role}@example.test`,
  password: 'scan password 1',
  role,
  addressLine1: '1 Scan St',
  city: 'Scan',
  postalCode: '1',
  country: 'SC',
  ...extra,
});
await call('POST', '/api/registration/register', null, person('vendor', { vendorName: 'Scan Store' }));
await call('POST', '/api/registration/register', null, person('buyer', { preferences: 'male' }));
const vendor = (await call('POST', '/api/registration/login', null, { email: 'scan-vendor@example.test', password: 'scan password 1' }))
  .token;
const buyer = (await call('POST', '/api/registration/login', null, { email: 'scan-buyer@example.test', password: 'scan password 1' }))
  .token;
for (const name of ['Canvas Sneakers', 'Leather Boots', 'Linen Shirt']) {
  await call('POST', '/api/vendors/addProduct', vendor, {
    productName: name,
    description: `${name} for the scan.`,
    price: 20,
    stockQuantity: 1000,
    categoryName: 'male',
    subCategoryName: name.includes('Shirt') ? 'clothes' : 'shoes',
  });
}

const auth = `Authorization: Bearer ${buyer}`;
const targets = [
  ['search', ['-u', `${base}/api/buyer/search?searchTerm=sneakers&category=male&sort=newest&limit=5&offset=0`]],
  ['selected', ['-u', `${base}/api/buyer/selected?category=male&sort=price_asc`]],
  ['recommended', ['-u', `${base}/api/buyer/recommended?sort=popularity&limit=5`]],
  ['product', ['-u', `${base}/api/buyer/product/1*`]],
  ['reviews', ['-u', `${base}/api/buyer/getReviews/1*`]],
  ['cart add', ['-u', `${base}/api/buyer/cart/add`, '--method', 'POST', '--data', '{"productId":1,"quantity":1}']],
  ['cart delete', ['-u', `${base}/api/buyer/cart/delete`, '--method', 'DELETE', '--data', '{"productId":1}']],
  ['add review', ['-u', `${base}/api/buyer/addReview`, '--method', 'POST', '--data', '{"productId":2,"rating":5,"comment":"Great"}']],
];

let injectable = 0;
for (const [name, args] of targets) {
  const log = path.join(out, `${name.replace(/\s/g, '-')}.log`);
  const res = spawnSync(
    'sqlmap',
    [
      ...args,
      '--headers',
      `${auth}\nContent-Type: application/json`,
      '--batch',
      '--level=3',
      '--risk=2',
      '--dbms=PostgreSQL',
      '--flush-session',
      '--output-dir',
      out,
      '--threads=4',
      '--disable-coloring',
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const text = `${res.stdout}\n${res.stderr}`;
  (await import('node:fs')).writeFileSync(log, text);
  const found = /identified the following injection point|is vulnerable/i.test(text);
  const params = new Set([...text.matchAll(/parameter '([^']+)' does not seem to be injectable/g)].map((m) => m[1]));
  const refused = [...text.matchAll(/^(\d{3}) \([^)]+\) - (\d+) times/gm)].map((m) => `${m[2]}×${m[1]}`).join(', ');
  if (found) injectable++;
  console.log(
    `${name.padEnd(12)} ${found ? 'INJECTABLE' : 'not injectable'}: tested ${[...params].join(', ') || 'nothing'}${refused ? `; answers ${refused}` : ''}`,
  );
}
console.log(injectable === 0 ? 'sqlmap found nothing injectable.' : `sqlmap found ${injectable} injectable target(s).`);
cleanup();
process.exit(injectable === 0 ? 0 : 1);
