// npm run cluster -- --instances N [--port 8080] [--first-port 3001]
// N production instances (server/dist, as `npm start` runs it) behind nginx, on DATABASE_URL and
// REDIS_URL; prints the address; Ctrl-C stops everything. nginx is Debian's package, installed
// here when missing. Its configuration comes from deploy/nginx.conf.template (docs/scaling.md).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { instanceEnv } from './cluster-env.mjs';
import { ensureServerBuild, root, run, webBuildIsStale } from './lib.mjs';

const USAGE = `Usage: DATABASE_URL=postgres://… REDIS_URL=redis://… npm run cluster -- --instances 3 [--port 8080] [--first-port 3001]`;

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      instances: { type: 'string', default: '3' },
      port: { type: 'string', default: process.env.CLUSTER_PORT ?? '8080' },
      'first-port': { type: 'string', default: '3001' },
    },
  }));
} catch (err) {
  console.error(`${err.message}\n${USAGE}`);
  process.exit(2);
}
const count = Number(args.instances);
const port = Number(args.port);
const firstPort = Number(args['first-port']);
const problems = [];
if (!Number.isInteger(count) || count < 1 || count > 32) problems.push('--instances must be a whole number from 1 to 32');
for (const [name, value] of [
  ['--port', port],
  ['--first-port', firstPort],
]) {
  if (!Number.isInteger(value) || value < 1 || value > 65535 - count) problems.push(`${name} must be a port number`);
}
if (!process.env.DATABASE_URL) problems.push('DATABASE_URL must name the PostgreSQL every instance shares');
if (!process.env.REDIS_URL) problems.push('REDIS_URL must name the Redis every instance shares');
if (problems.length) {
  console.error(`${problems.join('\n')}\n${USAGE}`);
  process.exit(2);
}

const nginx = findNginx() ?? installNginx();

if (webBuildIsStale()) {
  console.log('Building the web app…');
  if ((await run('npm', ['run', 'build', '--silent', '-w', 'web'])) !== 0) process.exit(1);
}
const entry = await ensureServerBuild();

const dir = mkdtempSync(path.join(os.tmpdir(), 'seamline-cluster-'));
const children = [];
let stopping = false;

// Every instance must sign and check tokens with one secret.
const secret = process.env.JWT_SECRET || process.env.JWT_SECRET_FILE ? {} : { JWT_SECRET: randomBytes(48).toString('base64url') };
if (secret.JWT_SECRET) console.log('JWT_SECRET is not set: this cluster signs with a secret of its own, and sessions end with it.');
if (!process.env.SMTP_URL)
  console.log(
    'SMTP_URL is not set: the instances write each mail, reset links included, to their log (not NODE_ENV=production); set SMTP_URL for anything but a trial.',
  );

function start(name, cmd, argv, env = {}) {
  const child = spawn(cmd, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  // Each line of its output, named, so instances' lines can be told apart.
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: from }).on('line', (line) => line.trim() && to.write(`[${name}] ${line}\n`));
  }
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} (pid ${child.pid}) stopped: ${signal ?? `exit code ${code}`}; the others go on`);
  });
  children.push(child);
  return child;
}

async function healthy(url, child) {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) return false;
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

async function startInstance(i) {
  const instancePort = firstPort + i;
  const child = start(`instance ${i + 1}`, process.execPath, [entry], {
    ...instanceEnv(process.env, { port, instancePort }),
    ...secret,
  });
  if (!(await healthy(`http://127.0.0.1:${instancePort}/api/health`, child))) throw new Error(`instance ${i + 1} did not start`);
  console.log(`instance ${i + 1}: pid ${child.pid} on 127.0.0.1:${instancePort}`);
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  // The first one alone migrates (and seeds, when asked); the others then start together.
  await startInstance(0);
  await Promise.all(Array.from({ length: count - 1 }, (_, i) => startInstance(i + 1)));

  const servers = Array.from({ length: count }, (_, i) => `    server 127.0.0.1:${firstPort + i} max_fails=1 fail_timeout=5s;`).join('\n');
  const config = readFileSync(path.join(root, 'deploy/nginx.conf.template'), 'utf8')
    .replaceAll('{{PREFIX}}', dir)
    .replaceAll('{{LISTEN}}', String(port))
    .replaceAll('{{SERVERS}}', servers);
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((sub) => path.join(dir, sub));
  for (const temp of temps) mkdirSync(temp);
  writeFileSync(path.join(dir, 'nginx.conf'), asRoot(config, temps));
  const proxy = start('nginx', nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;']);
  if (!(await healthy(`http://127.0.0.1:${port}/api/health`, proxy))) throw new Error('nginx did not start');
  console.log(`nginx: pid ${proxy.pid}`);
  console.log(
    `\nSeamline is ready at http://localhost:${port}  (${count} instance${count === 1 ? '' : 's'} behind nginx; Ctrl-C stops them all)\n`,
  );
} catch (err) {
  console.error(err.message);
  await stopAll(1);
}

/**
 * Started by root, nginx's workers run as `nobody`: they must be able to reach the folder and write
 * their temporary files (request bodies over 16 KB are buffered there), so the temporary folders
 * are theirs. Anyone else keeps the folder to themselves and nginx runs as them.
 */
function asRoot(config, temps) {
  if (process.getuid?.() !== 0) return config;
  const id = (flag) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
  const [uid, gid] = [id('-u'), id('-g')];
  if (!Number.isInteger(uid) || !Number.isInteger(gid))
    throw new Error('nginx runs its workers as nobody, and this machine has no such user');
  chmodSync(dir, 0o711);
  for (const temp of temps) chownSync(temp, uid, gid);
  const group = spawnSync('id', ['-gn', 'nobody'], { encoding: 'utf8' }).stdout.trim();
  return `user nobody ${group};\n${config}`;
}

function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

function installNginx() {
  if (process.getuid?.() !== 0) {
    console.error("nginx is not installed. Install Debian's package (sudo apt-get install nginx) and run this again.");
    process.exit(1);
  }
  console.log("Installing Debian's nginx…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const argv of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'nginx'],
  ]) {
    if (spawnSync('apt-get', argv, { stdio: 'inherit', env }).status !== 0) {
      console.error('Installing nginx failed.');
      process.exit(1);
    }
  }
  const found = findNginx();
  if (!found) process.exit(1);
  // Debian starts its own nginx on port 80 at install; this cluster runs one of its own.
  spawnSync('sh', ['-c', 'systemctl stop nginx 2>/dev/null || service nginx stop 2>/dev/null || true'], { stdio: 'ignore' });
  return found;
}
