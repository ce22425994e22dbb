// npm start: build the web app when its build is missing or stale, then run the server.
import { root, run, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app…');
  const code = await run('npm', ['run', 'build', '--silent', '-w', 'web']);
  if (code !== 0) process.exit(code);
}
const code = await run(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: root });
process.exit(code);
