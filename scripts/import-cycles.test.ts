import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { findImportCycles, valueImportsOf } from './import-cycles.mjs';

const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
};

describe('the import-cycle check (scripts/import-cycles.mjs)', () => {
  it('counts value imports and re-exports, not type-only ones', () => {
    const text = [
      "import a from './a.ts';",
      "import { type X } from './x.ts';",
      "import type { Y } from './y.ts';",
      "export * from './z.ts';",
      "export type { Q } from './q.ts';",
      "import './side.css';",
      "export { b, type C } from './b.ts';",
      "/* import { no } from './no.ts'; */",
      "import {\n  m,\n  type n,\n} from './m.ts';",
      "export const from = 'x';",
    ].join('\n');
    expect(valueImportsOf(text)).toEqual(['./a.ts', './z.ts', './side.css', './b.ts', './m.ts']);
  });

  it('finds a circle of value imports, and none where one side imports only types', () => {
    const a = file('a.ts', "import { b } from './b.ts';\nexport const a = () => b;\n");
    const b = file('b.ts', "import { c } from './sub/c.ts';\nexport const b = c;\n");
    const c = file('sub/c.ts', "import { a } from '../a.ts';\nexport const c = a;\n");
    const d = file('d.ts', "import type { e } from './e.ts';\nexport const d = 1 as unknown as typeof e;\n");
    const e = file('e.ts', "import { d } from './d.ts';\nexport const e = d;\n");
    expect(findImportCycles([a, b, c, d, e])).toEqual([[a, b, c].sort()]);
  });
});
