import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/find-corpus-copies.mjs, run on a tiny corpus and project we build here (the real corpus
// is never read by the test suite).
const SCRIPT = join(__dirname, '..', '..', '..', 'scripts', 'find-corpus-copies.mjs');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// A corpus case: an assistant turn, a JSON case with string values, a golden row with a hash.
const TURN = ['Lantern inventory, second count', 'Seventeen brass lanterns were found in the east shed', 'Three of them had cracked glass panes', 'Verdict: order replacement panes', ''].join('\n');
const CASE_JSON = JSON.stringify({ title: 'the wharf clock runs eleven minutes slow', steps: ['wind the clock on Mondays only'] });
const GOLDEN_HASH = sha256('wharf clock log, week 32\n');
const GOLDEN = `${JSON.stringify({ case: 'cases/lanterns/ln-04-second-count.txt', expected: { verdict: 'fail', message: 'lantern count drifted by two' }, hash: GOLDEN_HASH })}\n`;
// Public text (a spec) that fixtures may share with the corpus.
const SPEC = ['# Lantern reports', '', 'A report starts with a heading, for example:', '', '```text', '# Shed count: <N> of <M>', 'Status: COUNTED', 'Lanterns are counted at dusk, never at dawn', '```', ''].join('\n');
const HEADER = '# Shed count: 2 of 5\nStatus: COUNTED\nLanterns are counted at dusk, never at dawn\n';

let root: string;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

function layout(project: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'gauntlet-copies-'));
  const files: Record<string, string> = {
    'corpus/lanterns/golden.jsonl': GOLDEN,
    'corpus/lanterns/cases/ln-04-second-count.txt': TURN,
    'corpus/lanterns/cases/wharf-clock.json': CASE_JSON,
    'corpus/lanterns/cases/ln-05-shed-header.md': HEADER,
    'corpus/README.md': 'Seventeen brass lanterns were found in the east shed\nThree of them had cracked glass panes\n',
    'specs/lanterns.md': SPEC,
    ...Object.fromEntries(Object.entries(project).map(([path, text]) => [`project/${path}`, text])),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  mkdirSync(join(root, 'project'), { recursive: true });
}

function scan(args: string[] = ['--corpus', '../corpus', '--allow', '../specs']) {
  const run = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: join(root, 'project'), encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('scripts/find-corpus-copies.mjs', () => {
  it('passes a project that writes its own fixtures', () => {
    layout({ 'src/lantern.test.ts': "const turn = ['Four tin lanterns hang in the boathouse', 'One lacks a wick', 'Verdict: buy wicks'];\n" });
    const run = scan();
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^no corpus input reproduced \(1 project files against 4 corpus files\)\n$/);
    expect(run.stderr).toBe('');
  });

  it('reports corpus lines copied into an array of strings, with the pair and the evidence', () => {
    layout({ 'src/lantern.test.ts': "const turn = ['Seventeen brass lanterns were found in the east shed', 'Three of them had cracked glass panes'];\n" });
    const run = scan(['--corpus', '../corpus', '--allow', '../specs', '--verbose']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('src/lantern.test.ts reproduces lanterns/cases/ln-04-second-count.txt (2 fragment(s))\n');
    expect(run.stdout).toContain('    "Three of them had cracked glass panes"\n');
    expect(run.stdout).toMatch(/corpus text in the project: 1 file pair\(s\) in 1 project file\(s\)\n$/);
  });

  it('reads a fixture written as one escaped string like the file it builds', () => {
    layout({ 'lantern.test.ts': "const turn = 'Lantern inventory, second count\\nSeventeen brass lanterns were found in the east shed\\n';\n" });
    const run = scan();
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('lantern.test.ts reproduces lanterns/cases/ln-04-second-count.txt');
  });

  it('reports a paragraph of short lines, a JSON value and a golden hash prefix', () => {
    layout({
      'docs/shed.md': '```text\nThree of them had cracked glass panes\nVerdict: order replacement panes\n```\n',
      'docs/clock.md': 'A case: "the wharf clock runs eleven minutes slow", fixed by "wind the clock on Mondays only".\n',
      'docs/hash.md': `The log hashes to \`${GOLDEN_HASH.slice(0, 12)}\`.\n`,
    });
    const run = scan();
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('docs/clock.md reproduces lanterns/cases/wharf-clock.json (2 fragment(s))');
    expect(run.stdout).toContain('docs/hash.md reproduces lanterns/golden.jsonl (1 hex value(s))');
    expect(run.stdout).toContain('docs/shed.md reproduces lanterns/cases/ln-04-second-count.txt');
    expect(run.stdout).toContain('in 3 project file(s)');
  });

  it('leaves alone public text, template instances, a lone short line, made-up hex and expected output', () => {
    layout({
      'docs/format.md': HEADER,
      'docs/verdict.md': 'Verdict: order replacement panes\n',
      'src/ids.ts': "export const ID = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';\n",
      'src/message.ts': "export const message = 'lantern count drifted by two';\n",
    });
    const run = scan();
    expect(run.stdout).toBe('no corpus input reproduced (4 project files against 4 corpus files)\n');
    expect(run.code).toBe(0);
  });

  it('counts the format lines as content when no --allow document makes them public', () => {
    layout({ 'docs/format.md': HEADER });
    const run = scan(['--corpus', '../corpus']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('docs/format.md reproduces lanterns/cases/ln-05-shed-header.md');
  });

  it('never scans the corpus when it sits inside the root', () => {
    layout({});
    const run = scan(['--corpus', '../corpus', '--root', '..', '--allow', '../specs']);
    expect(run.stdout).toMatch(/^no corpus input reproduced/);
    expect(run.code).toBe(0);
  });

  it.each([
    [[], '--corpus DIR is required'],
    [['--corpus'], '--corpus needs a value'],
    [['--corpus', '../missing'], '--corpus ../missing: not a folder'],
    [['--corpus', '../corpus', '--min-line', 'two'], '--min-line needs an integer of 4 or more'],
    [['--corpus', '../corpus', '--fast'], 'unknown argument "--fast"'],
  ])('exits 2 with one clear line for %j', (args, message) => {
    layout({});
    const run = scan(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')[0]).toBe(`find-corpus-copies: ${message}`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('prints its usage on --help and exits 0', () => {
    layout({});
    const run = scan(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^usage: node scripts\/find-corpus-copies\.mjs --corpus DIR/);
  });
});

describe('scripts/find-corpus-copies.mjs: code spans of public documents', () => {
  // A format constant the spec quotes in a code span that wraps onto the next line.
  const CONSTANT = '# SHED LEDGER - DRAFT ONLY - replaced at the evening count';

  it('a code span that wraps a line is public vocabulary too', () => {
    layout({ 'src/shed.ts': `export const DRAFT_LINE = '${CONSTANT}';\n` });
    writeFileSync(join(root, 'corpus/lanterns/cases/ln-06-draft.txt'), `${CONSTANT}\nnotes follow\n`);
    expect(scan().code).toBe(1);
    writeFileSync(join(root, 'specs/drafts.md'), 'A draft has line 1 exactly `# SHED LEDGER - DRAFT ONLY - replaced at\n  the evening count` and nothing else.\n');
    const run = scan();
    expect(run.stdout).toMatch(/^no corpus input reproduced/);
    expect(run.code).toBe(0);
  });
});
