// Helpers shared by the top-level npm scripts.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestIn(target) {
  if (!existsSync(target)) return 0;
  const st = statSync(target);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestIn(path.join(target, entry)));
  }
  return newest;
}

/** True when web/dist is missing or older than any web or contract source. */
export function webBuildIsStale() {
  const index = path.join(root, 'web/dist/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'contract/src'];
  return sources.some((s) => newestIn(path.join(root, s)) > built);
}

/** The compiled server that `npm start` runs (built from server/src by buildServer). */
export const serverEntry = path.join(root, 'server/dist/main.js');
/** The sandbox payment provider run on its own (the bench's card checkout). */
export const sandboxEntry = path.join(root, 'server/dist/sandbox.js');
/** The operator command (`npm run admin` runs its source), compiled for the server suite's process tests. */
export const adminEntry = path.join(root, 'server/dist/admin.js');

/** True when the server build is missing or older than any server or contract source. */
export function serverBuildIsStale() {
  if (![serverEntry, sandboxEntry, adminEntry].every((entry) => existsSync(entry))) return true;
  const built = statSync(serverEntry).mtimeMs;
  const sources = ['server/src', 'server/package.json', 'contract/src', 'contract/package.json'];
  return sources.some((s) => newestIn(path.join(root, s)) > built);
}

/**
 * Compiles server/src into server/dist with esbuild: our code and the contract in a few ES
 * modules, every npm package left to Node. A start then loads plain JavaScript instead of
 * transpiling some hundred TypeScript files. Names are kept (no minifying), so stack traces read
 * well as they are; `node --enable-source-maps server/dist/main.js` maps them to server/src, at
 * about 0.25 s more per start, which is why `npm start` leaves it off. The demo seed
 * stays a separate chunk, loaded only when seeding. Written to a temporary folder and swapped in,
 * so a server starting meanwhile never sees half a build.
 */
export async function buildServer() {
  const { build } = await import('esbuild');
  const pkg = JSON.parse(readFileSync(path.join(root, 'server/package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@seamline/'));
  const dist = path.join(root, 'server/dist');
  const temp = `${dist}.${process.pid}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  await build({
    // The sandbox provider can also run as a process of its own (server/src/sandbox/main.ts); the
    // operator command is built too, so the server suite runs it as it runs the server.
    entryPoints: {
      main: path.join(root, 'server/src/main.ts'),
      sandbox: path.join(root, 'server/src/sandbox/main.ts'),
      admin: path.join(root, 'server/src/cli/admin.ts'),
    },
    outdir: temp,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  const old = `${dist}.${process.pid}.old`;
  try {
    renameSync(dist, old);
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  try {
    renameSync(temp, dist);
  } catch (err) {
    // Another build swapped its own in between our two renames: it is as fresh as ours.
    if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
    rmSync(temp, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
}

/** Builds the server when it is stale; answers the entry file to run with `node`. */
export async function ensureServerBuild() {
  if (serverBuildIsStale()) {
    console.log('Building the server…');
    await buildServer();
  }
  return serverEntry;
}
