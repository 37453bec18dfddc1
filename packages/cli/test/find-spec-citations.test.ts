import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/find-spec-citations.mjs: the repository cites its own docs pages, never the upstream
// specs its families were written from (a reader of the project does not have them).
const REPO = join(__dirname, '..', '..', '..');
const SCRIPT = join(REPO, 'scripts', 'find-spec-citations.mjs');

// Citations are assembled at run time, so this file does not cite anything itself.
const SECTION = '\u00a7';
const specFile = (name: string) => `${name}.md`;
const familyPage = (family: string) => ['docs', 'rules', family, 'README.md'].join('/');

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function project(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'gauntlet-citations-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function scan(args: string[]) {
  const run = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const PAGES = {
  [familyPage('lantern')]: '# lantern rules\n\n## Line endings\n\nCRLF is read as LF.\n',
  'docs/cli.md': '# command line\n\n## Exit codes\n\n0, 1 or 2.\n',
};

describe('scripts/find-spec-citations.mjs', () => {
  it('finds no citation of an outside document in this repository', () => {
    const run = scan(['--root', REPO]);
    expect(run.stdout).toMatch(/^no citation of an outside document \(\d+ files\)\n$/);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
  });

  it('accepts our own pages: paths and links to docs/cli.md, existing anchors, a docs/cli.md path segment in code', () => {
    const dir = project({
      ...PAGES,
      'src/read.ts': [
        `// Line endings (${familyPage('lantern')}#line-endings); exit codes (docs/cli.md#exit-codes).`,
        "const page = join(root, 'docs', 'cli.md');",
        '',
      ].join('\n'),
      'docs/rules/lantern/wick.md': '# lantern/wick\n\nSee [Line endings](README.md#line-endings) and [the CLI](../../cli.md#exit-codes).\n',
      'docs/guide.md': 'Options are in [docs/cli.md](cli.md).\n',
    });
    const run = scan(['--root', dir]);
    expect(run.stdout).toBe('no citation of an outside document (5 files)\n');
    expect(run.code).toBe(0);
  });

  it('reports a spec named with a section, alone, or by its bare name and a section sign, one line each', () => {
    const dir = project({
      ...PAGES,
      'src/a.ts': `/** Universal newlines (${specFile('receipts')} ${SECTION}1.7). */\n`,
      'src/b.ts': `// as ${specFile('cli')} says\n`,
      'docs/c.md': `Read ${specFile('plan-verify')} rule 17 first.\nThe sweep (receipts ${SECTION}9.3).\n`,
    });
    const run = scan(['--root', dir]);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')).toEqual([
      `docs/c.md:1: cites "${specFile('plan-verify')}", a document outside this repository`,
      `docs/c.md:2: cites "receipts ${SECTION}", a document outside this repository`,
      `docs/c.md:2: a section number "${SECTION}9" of a document outside this repository`,
      `src/a.ts:1: cites "${specFile('receipts')}", a document outside this repository`,
      `src/a.ts:1: a section number "${SECTION}1" of a document outside this repository`,
      `src/b.ts:1: cites "${specFile('cli')}", a document outside this repository`,
      '6 finding(s): cite our own pages (docs/rules/<family>/README.md#..., docs/cli.md#...) instead',
      '',
    ]);
  });

  it('reports a bare section number and a link to a heading that does not exist', () => {
    const dir = project({
      ...PAGES,
      'src/gate.ts': `// may phase N start? (${SECTION}3.5)\n// ${familyPage('lantern')}#no-such-heading\n`,
      'docs/rules/lantern/wick.md': '# lantern/wick\n\n[gone](README.md#encoding) [missing page](../ember/README.md#x)\n',
    });
    const run = scan(['--root', dir]);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')).toEqual([
      `docs/rules/lantern/wick.md:3: links ${familyPage('lantern')}#encoding, but ${familyPage('lantern')} has no such heading`,
      `docs/rules/lantern/wick.md:3: links ${familyPage('ember')}#x, but ${familyPage('ember')} does not exist`,
      `src/gate.ts:1: a section number "${SECTION}3" of a document outside this repository`,
      `src/gate.ts:2: links ${familyPage('lantern')}#no-such-heading, but ${familyPage('lantern')} has no such heading`,
      '4 finding(s): cite our own pages (docs/rules/<family>/README.md#..., docs/cli.md#...) instead',
      '',
    ]);
  });

  it('exits 2 with one line on bad arguments', () => {
    const run = scan(['--root', join(tmpdir(), 'gauntlet-no-such-folder-7f3a')]);
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe(`find-spec-citations: --root ${join(tmpdir(), 'gauntlet-no-such-folder-7f3a')}: not a folder`);
    expect(scan(['--verbose']).code).toBe(2);
  });
});
