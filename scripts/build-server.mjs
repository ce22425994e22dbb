// Compiles the server (server/src → server/dist) when its build is stale; `--force` always does.
import { buildServer, ensureServerBuild } from './lib.mjs';

if (process.argv.includes('--force')) await buildServer();
else await ensureServerBuild();
