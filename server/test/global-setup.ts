import { ensureServerBuild } from '../../scripts/lib.mjs';

/**
 * Once per run, before any test file: the compiled server, sandbox and operator command the
 * process tests start (test/processes/server-process.ts), rebuilt when a source is newer. Built
 * here rather than by the first test that starts one, so no test file swaps the build under a
 * process another one is starting.
 */
export default async function setup(): Promise<void> {
  await ensureServerBuild();
}
