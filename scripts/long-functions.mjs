// npm run long-functions [-- --at <commit>] [--json]: every function over 80 lines and every class
// over 100 in the project's source, found with the TypeScript compiler API. Counted as the code
// reviews count them: a function-like node (declaration, expression, arrow, method, accessor,
// constructor) from its first token to its last, in the non-test TypeScript and JavaScript files
// `git ls-files` names under server/src, web/src, contract/src, bench, e2e and scripts. Inner
// function over 80 lines inside another one over 80 is counted once, with the one that holds it
// (`db.transaction(async (tx) => …)` filling a long function is one thing to split). Test files
// (`*.test.*`, `*.spec.*`) are left out: a `describe` block is a list of cases, not a function to split.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const FUNCTION_LIMIT = 80;
export const CLASS_LIMIT = 100;
export const AREAS = ['server/src', 'web/src', 'contract/src', 'bench', 'e2e', 'scripts'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const TEST = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** The files measured: tracked, source, not a test, not a declaration file. */
export function sourceFiles(paths) {
  return paths.filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.endsWith('.d.ts') && !file.endsWith('.d.mts'));
}

function scriptKind(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** What a reader would call the function: its own name, else the name it is bound to. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name) {
    return parent.name.getText();
  }
  if (parent && ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`;
  if (parent && ts.isExportAssignment(parent)) return 'default';
  return '(anonymous)';
}

/** The functions over FUNCTION_LIMIT lines and classes over CLASS_LIMIT lines in one file's text. */
export function longNodes(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const found = [];
  const visit = (node, insideLong) => {
    const isClass = ts.isClassDeclaration(node) || ts.isClassExpression(node);
    if (isClass || ts.isFunctionLike(node)) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      const limit = isClass ? CLASS_LIMIT : FUNCTION_LIMIT;
      // Signatures without a body (overloads, interface members, function types) are not code.
      const hasBody = isClass || node.body !== undefined;
      if (hasBody && lines > limit && !(insideLong && !isClass)) {
        found.push({ file, line: start + 1, name: nameOf(node), kind: isClass ? 'class' : 'function', lines });
      }
      if (!isClass && hasBody && lines > limit) insideLong = true;
    }
    ts.forEachChild(node, (child) => visit(child, insideLong));
  };
  visit(source, false);
  return found;
}

/** The measured file names and a reader of their text, in the work tree or at a commit. */
function tree(at) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
  const listed = at ? git('ls-tree', '-r', '--name-only', at, '--', ...AREAS) : git('ls-files', '--', ...AREAS);
  const files = sourceFiles(listed.split('\n').filter(Boolean));
  const read = at ? (file) => git('show', `${at}:${file}`) : (file) => readFileSync(path.join(root, file), 'utf8');
  return { files, read };
}

/** Every long function and class, by area (the first two path segments, `bench` and the like alone). */
export function longFunctions({ at } = {}) {
  const { files, read } = tree(at);
  return files.flatMap((file) => longNodes(file, read(file)));
}

export const areaOf = (file) => AREAS.find((area) => file === area || file.startsWith(`${area}/`)) ?? file.split('/')[0];

function main(argv) {
  const atIndex = argv.indexOf('--at');
  const at = atIndex >= 0 ? argv[atIndex + 1] : undefined;
  const found = longFunctions({ at });
  if (argv.includes('--json')) {
    console.log(JSON.stringify(found, null, 2));
    return;
  }
  const functions = found.filter((f) => f.kind === 'function');
  const classes = found.filter((f) => f.kind === 'class');
  for (const f of [...functions, ...classes].sort((a, b) => b.lines - a.lines)) {
    console.log(`${String(f.lines).padStart(4)}  ${f.kind === 'class' ? 'class ' : ''}${f.name}  ${f.file}:${f.line}`);
  }
  const byArea = new Map(AREAS.map((area) => [area, 0]));
  for (const f of functions) byArea.set(areaOf(f.file), (byArea.get(areaOf(f.file)) ?? 0) + 1);
  console.log(`\nfunctions over ${FUNCTION_LIMIT} lines: ${functions.length} (${[...byArea].map(([a, n]) => `${a} ${n}`).join(', ')})`);
  console.log(`classes over ${CLASS_LIMIT} lines: ${classes.length}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
