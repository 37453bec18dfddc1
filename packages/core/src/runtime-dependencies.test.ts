import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Core is imported by every family and started by every CLI run: what it depends on at run time
// is kept small on purpose (docs/architecture.md). The RuleTester binds to a test framework it is
// given; it never imports one.
const root = join(__dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const IMPORT = /(?:from|import\()\s*['"]([^'"]+)['"]/g;

describe('core run-time dependencies', () => {
  it('are the contracts and micromatch only (no unified, remark, vitest or zod)', () => {
    expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual(['@gauntlet/contracts', 'micromatch']);
  });

  it('no source file imports a test framework or a markdown parser', () => {
    const offenders: string[] = [];
    for (const file of sources(join(root, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const spec = match[1] as string;
        if (/^(vitest|unified|remark|mdast|micromark|zod)(\/|$|-)/.test(spec)) offenders.push(`${relative(root, file)} imports ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
