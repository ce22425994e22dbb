// npm start: build the web app and the server when their builds are missing or stale, then run the
// compiled server.
import { ensureServerBuild, root, run, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app…');
  const code = await run('npm', ['run', 'build', '--silent', '-w', 'web']);
  if (code !== 0) process.exit(code);
}
const entry = await ensureServerBuild();
const code = await run(process.execPath, [entry], { cwd: root });
process.exit(code);
