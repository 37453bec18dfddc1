import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rulesDocsDir, schemasDir } from './package-files.js';

const REPO = join(import.meta.dirname, '..', '..', '..', '..', '..');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'gauntlet-package-files-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const CLI = JSON.stringify({ name: '@gauntlet/cli' });

describe('where the mcp mode finds rule pages and schemas', () => {
  it('in this checkout: the repository\'s docs/rules, and the built or the contracts\' schemas', () => {
    // The build copies docs/rules into the package (scripts/copy-package-assets.mjs); before a build, the repository's.
    expect([join(REPO, 'packages', 'cli', 'docs', 'rules'), join(REPO, 'docs', 'rules')]).toContain(rulesDocsDir());
    expect([join(REPO, 'packages', 'cli', 'dist', 'schemas'), join(REPO, 'packages', 'contracts', 'schemas')]).toContain(schemasDir());
  });

  it('in an installed package: its own docs/rules and dist/schemas, found from its bundled code', () => {
    const root = tree({
      'node_modules/@gauntlet/cli/package.json': CLI,
      'node_modules/@gauntlet/cli/dist/bin/server.js': '',
      'node_modules/@gauntlet/cli/docs/rules/README.md': '# Rules\n',
      'node_modules/@gauntlet/cli/dist/schemas/report.schema.json': '{}',
    });
    const from = join(root, 'node_modules', '@gauntlet', 'cli', 'dist', 'bin');
    expect(rulesDocsDir(from)).toBe(join(root, 'node_modules', '@gauntlet', 'cli', 'docs', 'rules'));
    expect(schemasDir(from)).toBe(join(root, 'node_modules', '@gauntlet', 'cli', 'dist', 'schemas'));
  });

  it('never a project\'s own docs/rules around an installed package without pages', () => {
    const root = tree({
      'docs/rules/README.md': '# The project\'s own rules\n',
      'pnpm-workspace.yaml': '',
      'node_modules/@gauntlet/cli/package.json': CLI,
      'node_modules/@gauntlet/cli/dist/bin/server.js': '',
    });
    expect(rulesDocsDir(join(root, 'node_modules', '@gauntlet', 'cli', 'dist', 'bin'))).toBeNull();
    expect(schemasDir(join(root, 'node_modules', '@gauntlet', 'cli', 'dist', 'bin'))).toBeNull();
  });

  it('nothing outside a package', () => {
    const root = tree({ 'a/b/c.txt': '' });
    expect(rulesDocsDir(join(root, 'a', 'b'))).toBeNull();
  });
});
