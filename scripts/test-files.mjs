// Which test files call a Vitest function that needs a module graph of their own (`vi.mock`,
// `vi.doMock`, `vi.resetModules`): the server's and the web's Vitest configs run those files
// isolated and share modules between the others (docs/decisions/281, 285).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The test files under `dirs` of `root` that call `vi.<name>(` for one of `calls`, as paths from `root`. */
export function testFilesCalling(root, dirs, calls) {
  const call = new RegExp(`\\bvi\\.(?:${calls.join('|')})\\(`);
  return dirs
    .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
    .filter((file) => /\.test\.tsx?$/.test(file) && call.test(readFileSync(path.join(root, file), 'utf8')));
}
