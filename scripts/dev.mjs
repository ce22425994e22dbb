// npm run dev: the API with reload on change, and Vite with hot reload proxying /api to it.
import { run } from './lib.mjs';

console.log('API on http://localhost:3000, web app with hot reload on http://localhost:5173');
const codes = await Promise.all([
  run(process.execPath, ['--import', 'tsx', '--watch', 'server/src/main.ts']),
  run('npm', ['run', 'dev', '-w', 'web']),
]);
process.exit(Math.max(...codes));
