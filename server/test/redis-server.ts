import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './processes/server-process.js';

/** A throwaway Redis of the test's own (Debian's redis-server), keeping nothing on disk. */
export interface TestRedis {
  url: string;
  /** SIGKILL: gone mid-flight, as a crash or a lost machine. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty, as a restarted Redis without persistence). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess;
  const launch = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await untilAnswers(url);
  };
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  await launch();
  return { url, kill: () => end('SIGKILL'), restart: launch, stop: () => end('SIGTERM') };
}

async function untilAnswers(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch {
      // not listening yet
    } finally {
      probe.disconnect();
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server on ${url} did not answer`);
}

/** Polls `check` (bounded) until it holds: for what another connection brings about. */
export async function until(check: () => boolean | Promise<boolean>, what: string, tries = 400): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
}
