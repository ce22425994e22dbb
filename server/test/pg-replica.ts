import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes/server-process.js';

const run = promisify(execFile);

/** A throwaway PostgreSQL primary and a streaming replica of it, as the `postgres` OS user, in a temp folder. */
export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  stop(): Promise<void>;
}

/** The newest PostgreSQL server binaries on this machine (Debian's /usr/lib/postgresql/<version>/bin). */
function binaries(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('no PostgreSQL server binaries in /usr/lib/postgresql');
  return path.join('/usr/lib/postgresql', versions[0], 'bin');
}

export async function startReplicaPair(): Promise<ReplicaPair> {
  const bin = binaries();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seamline-replica-'));
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  const as = (tool: string, args: string[]) => run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { cwd: dir });
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primary = path.join(dir, 'primary');
  const replica = path.join(dir, 'replica');
  const options = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;

  await as('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '--no-sync']);
  await as('pg_ctl', ['-D', primary, '-l', path.join(dir, 'primary.log'), '-o', options(primaryPort), '-w', 'start']);
  const started = [primary];
  const stop = async () => {
    for (const data of started.reverse()) await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await as('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replica,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    await as('pg_ctl', [
      '-D',
      replica,
      '-l',
      path.join(dir, 'replica.log'),
      '-o',
      `${options(replicaPort)} -c hot_standby=on`,
      '-w',
      'start',
    ]);
    started.push(replica);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    stop,
  };
}
