// The server's layers, checked from the import statements themselves (issue 9 §2): lowest first,
// the contract → the platform (platform/, db/, config.ts) → feature modules (modules/<f>/) → the
// shell (app.ts, main.ts, seed/, cli/). Nothing imports upward, a module never imports another
// module, and the platform takes no HTTP route files (routes belong to modules).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

// Static `import … from '…'`, `export … from '…'` and dynamic `import('…')` of relative paths.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

type Read = (file: string) => string;
const readSource: Read = (file) => fs.readFileSync(file, 'utf8');

export function importsOf(file: string, read: Read = readSource): string[] {
  return [...read(file).matchAll(IMPORT)].map((m) => path.resolve(path.dirname(file), m[1]!));
}

type Layer = { name: 'platform' | 'module' | 'shell'; module?: string };

function layerOf(file: string): Layer {
  const rel = path.relative(SRC, file).split(path.sep);
  if (rel[0] === 'modules') return rel.length > 2 ? { name: 'module', module: rel[1] } : { name: 'shell' };
  if (rel[0] === 'platform' || rel[0] === 'db' || rel[0] === 'config.ts') return { name: 'platform' };
  return { name: 'shell' };
}

const RANK = { platform: 0, module: 1, shell: 2 } as const;

/** Every import that breaks a rule, as "importer → imported" (paths relative to server/src). */
export function layerViolations(files: readonly string[], read: Read = readSource): string[] {
  const out: string[] = [];
  const rel = (f: string) => path.relative(SRC, f);
  for (const file of files) {
    const from = layerOf(file);
    for (const target of importsOf(file, read)) {
      if (!target.startsWith(SRC)) continue;
      const to = layerOf(target);
      const upward = RANK[to.name] > RANK[from.name];
      const sideways = from.name === 'module' && to.name === 'module' && from.module !== to.module;
      if (upward || sideways) out.push(`${rel(file)} → ${rel(target)}`);
    }
  }
  return out.sort();
}

describe('server layers', () => {
  const files = sourceFiles(SRC);

  it('finds the imports it checks', () => {
    // A guard against a pattern that silently matches nothing.
    expect(importsOf(path.join(SRC, 'app.ts')).some((f) => f.endsWith('modules/index.ts'))).toBe(true);
  });

  it('has no import from a lower layer to a higher one, and no module imports another', () => {
    expect(layerViolations(files)).toEqual([]);
  });

  it('names a module that imports another, and the platform importing a module', () => {
    const fake = [path.join(SRC, 'modules/enterprise/x.ts'), path.join(SRC, 'platform/y.ts')];
    const imports: Record<string, string> = {
      [fake[0]!]: "import { a } from '../institution/institution.repository.ts';",
      [fake[1]!]: "import type { B } from '../modules/notice/notice.routes.ts';",
    };
    expect(layerViolations(fake, (f) => imports[f] ?? '')).toEqual([
      'modules/enterprise/x.ts → modules/institution/institution.repository.ts',
      'platform/y.ts → modules/notice/notice.routes.ts',
    ]);
  });

  it('keeps HTTP route files out of the platform', () => {
    const routeFiles = files.filter((f) => layerOf(f).name === 'platform' && f.endsWith('.routes.ts'));
    expect(routeFiles.map((f) => path.relative(SRC, f))).toEqual([]);
  });
});

// The server's test files share a worker's modules (vitest.config.ts, isolate: false), so a file
// that replaces a module with vi.mock would replace it for the files after it, or find it already
// loaded. Such a file is named *.isolated.test.ts and runs in a project of its own.
describe('module mocks', () => {
  const testFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return testFiles(full);
      return e.name.endsWith('.test.ts') ? [full] : [];
    });

  it('live only in *.isolated.test.ts files', () => {
    const roots = [SRC, fileURLToPath(new URL('./', import.meta.url))];
    const mocking = roots
      .flatMap(testFiles)
      .filter((f) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.basename(f));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((name) => !name.endsWith('.isolated.test.ts'))).toEqual([]);
  });
});
