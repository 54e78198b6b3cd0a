// `node scripts/import-cycles.mjs`: fails (exit 1) when source files import each other in a circle through value
// imports (issue 33). A cycle makes one module of the circle run against the half-loaded exports of another — an
// `undefined` at start-up that no type check sees. Type-only imports (`import type`, `export type`, or braces whose
// every name is `type X`) vanish at build time and do not count; dynamic `import()` does not either (it runs later).
// The walk is our own (the TypeScript 7 compiler has no JavaScript API to ask): it reads the import and re-export
// statements at the start of a line, resolves relative paths and the workspace packages, and finds the circles with
// Tarjan's strongly connected components.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

/** The workspace packages by name, each to its entry file. */
function workspacePackages(root) {
  const packages = new Map();
  for (const dir of ['packages/contracts', 'packages/captcha']) {
    const file = join(root, dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    const entry = manifest.exports?.['.'] ?? manifest.main;
    if (entry) packages.set(manifest.name, resolve(root, dir, entry));
  }
  return packages;
}

/** Whether the statement's names are all types (`type X` each, no default or namespace import). */
function typeOnlyNames(clause) {
  const braces = clause.match(/^\{([\s\S]*)\}$/);
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

const STATEMENT =
  /^[ \t]*(import|export)[ \t]+(type[ \t]+)?([^;'"`]*?)[ \t]*\bfrom[ \t]*['"]([^'"]+)['"]|^[ \t]*import[ \t]*['"]([^'"]+)['"]/gm;

/** The modules a file imports values from, as they are written. */
export function valueImportsOf(text) {
  const out = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  for (const m of code.matchAll(STATEMENT)) {
    if (m[5]) {
      out.push(m[5]);
      continue;
    }
    const [, keyword, typeKeyword, clause, specifier] = m;
    if (typeKeyword) continue;
    // `export const x = …` and the like are not re-exports: only `export {…}` and `export *` are.
    if (keyword === 'export' && !/^(\*|\{)/.test(clause)) continue;
    if (typeOnlyNames(clause.trim())) continue;
    out.push(specifier);
  }
  return out;
}

function resolveSpecifier(from, specifier, packages) {
  if (packages.has(specifier)) return packages.get(specifier);
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (SOURCE.test(candidate) && existsSync(candidate)) return candidate;
  return undefined;
}

/** The circles among `files` (absolute paths): each a list of files, shortest first within a circle's members. */
export function findImportCycles(files, packages = new Map()) {
  const graph = new Map();
  const known = new Set(files);
  for (const file of files) {
    const targets = new Set();
    for (const specifier of valueImportsOf(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(file, specifier, packages);
      if (target && known.has(target) && target !== file) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  // Tarjan's strongly connected components, iteratively (deep import chains would overflow the stack).
  let next = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work.at(-1);
      const [node, i] = frame;
      const edges = graph.get(node);
      if (i < edges.length) {
        frame[1]++;
        const to = edges[i];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work.at(-1)[0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

/** The repository's own source files (tracked, not built output). */
function repoSources(root) {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => SOURCE.test(file) && !/(^|\/)(dist|node_modules)\//.test(file))
    .map((file) => resolve(root, file))
    .filter((file) => existsSync(file));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const files = repoSources(root);
  const cycles = findImportCycles(files, workspacePackages(root));
  if (cycles.length === 0) {
    console.log(`import cycles: none among ${files.length} files`);
  } else {
    console.error(`import cycles: ${cycles.length} (value imports in a circle)`);
    for (const cycle of cycles)
      console.error(`  ${cycle.map((file) => relative(root, file)).join('\n    ')}`);
    process.exit(1);
  }
}
