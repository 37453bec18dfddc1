import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(__dirname, '..', '..', '..');
const LAYERS = ['contracts', 'core', 'verifiers', 'hosts', 'cli'] as const;
/** Packages that must not touch the file system, processes or `process`: their I/O is injected. */
const PURE = ['verifiers', 'hosts'] as const;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.ts$/.test(name)) out.push(path);
  }
  return out;
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(IMPORT)) out.push((match[1] ?? match[2] ?? match[3]) as string);
  return out;
}

describe('architecture (DESIGN.md): imports run cli → hosts → verifiers → core → contracts', () => {
  for (const [level, layer] of LAYERS.entries()) {
    it(`${layer} imports no package above it`, () => {
      const forbidden = LAYERS.slice(level + 1).map((name) => `@gauntlet/${name}`);
      const offenders: string[] = [];
      for (const file of sourceFiles(join(repoRoot, 'packages', layer, 'src'))) {
        for (const spec of importsOf(readFileSync(file, 'utf8'))) {
          if (forbidden.some((name) => spec === name || spec.startsWith(`${name}/`))) offenders.push(`${relative(repoRoot, file)} → ${spec}`);
          if (spec.startsWith('.') && spec.includes('../../')) {
            const target = join(file, '..', spec);
            if (!target.startsWith(join(repoRoot, 'packages', layer))) offenders.push(`${relative(repoRoot, file)} → ${spec}`);
          }
        }
      }
      expect(offenders).toEqual([]);
    });
  }

  it.each(PURE)('%s is pure: no node:fs, node:child_process or process', (pkg) => {
    const offenders: string[] = [];
    for (const file of sourceFiles(join(repoRoot, 'packages', pkg, 'src'))) {
      if (file.endsWith('.test.ts')) continue;
      const text = readFileSync(file, 'utf8');
      for (const spec of importsOf(text)) {
        if (/^(node:)?(fs|fs\/promises|child_process|process)$/.test(spec)) offenders.push(`${relative(repoRoot, file)} imports ${spec}`);
      }
      const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').replace(/(['"`])(?:\\.|(?!\1).)*\1/g, '""');
      if (/\bprocess\s*[.[]/.test(code) || /\bprocess\b\s*\)/.test(code)) offenders.push(`${relative(repoRoot, file)} uses process`);
    }
    expect(offenders).toEqual([]);
  });

  it("no verifier family imports another family's internals (only its index.ts)", () => {
    const base = join(repoRoot, 'packages', 'verifiers', 'src');
    const offenders: string[] = [];
    for (const file of sourceFiles(base)) {
      const family = relative(base, file).split('/')[0] as string;
      if (!readdirSync(base).includes(family) || !statSync(join(base, family)).isDirectory()) continue;
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const targetPath = relative(base, join(file, '..', spec));
        const target = targetPath.split('/')[0];
        const publicApi = targetPath === `${target}/index.js`;
        // Test fixtures are not runtime code: tests may share another family's `*.test-helpers.ts`.
        const testFixture = /\.test(-helpers)?\.ts$/.test(file) && targetPath.endsWith('.test-helpers.js');
        if (target !== family && target !== undefined && !target.startsWith('..') && !publicApi && !testFixture) offenders.push(`${relative(repoRoot, file)} → ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
