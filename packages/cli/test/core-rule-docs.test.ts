import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CORE_RULES } from '@gauntlet/core';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from './helpers.js';

// The core rules' pages run as tests too (docs/rules/README.md, "Executable examples"). A core
// rule is about a run, not about one artifact's content, so its examples are command lines
// (```sh fail|pass [JSON]```, starting `gauntlet-lint`) run on the built bin in a folder holding
// the section's ```<lang> file {"path": ...}``` blocks; the harness adds `--format json`.
// A file block may say `"directory": true` (a folder of that name), `"hex": true` (its text is
// hex bytes), `"size": N` (a sparse file of N bytes) or `"repeat": N` (its text N times).
// fail: the exit code (`exit`, default 1), the verdict (`verdict`, default fail), and a finding of
// the page's rule with the section's reason and `severity` (default: the rule's own).
// pass: the exit code (default 0), the verdict (default pass), and no finding of the page's rule.

const DOCS = join(__dirname, '..', '..', '..', 'docs', 'rules', 'core');

interface Block {
  role: 'fail' | 'pass' | 'file';
  lang: string;
  text: string;
  attributes: Record<string, unknown>;
  line: number;
}

interface Section {
  reason: string;
  blocks: Block[];
}

const FENCE = /^```(\w+) (fail|pass|file)(?: (\{.*\}))?$/;

function sectionsOf(page: string): Section[] {
  const lines = page.split('\n');
  const sections: Section[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const heading = /^### `([a-z0-9_]+)`$/.exec(line);
    if (heading) {
      sections.push({ reason: heading[1] as string, blocks: [] });
      continue;
    }
    if (/^## /.test(line) && sections.length > 0) break;
    const fence = FENCE.exec(line);
    if (!fence) continue;
    const end = lines.indexOf('```', i + 1);
    if (end < 0) throw new Error(`line ${i + 1}: a fence that never closes`);
    const block: Block = { lang: fence[1] as string, role: fence[2] as Block['role'], attributes: fence[3] ? (JSON.parse(fence[3]) as Record<string, unknown>) : {}, text: lines.slice(i + 1, end).join('\n'), line: i + 1 };
    const section = sections.at(-1);
    if (!section) throw new Error(`line ${i + 1}: an example before any reason heading`);
    section.blocks.push(block);
    i = end;
  }
  return sections;
}

/** `gauntlet-lint a 'b c' d` → ['a', 'b c', 'd']: words, single quotes keep a word whole. */
function words(command: string): string[] {
  const out: string[] = [];
  for (const match of command.matchAll(/'([^']*)'|(\S+)/g)) out.push(match[1] ?? (match[2] as string));
  return out;
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function materialise(files: Block[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'gauntlet-core-docs-'));
  folders.push(dir);
  for (const file of files) {
    const path = join(dir, String(file.attributes.path));
    mkdirSync(dirname(path), { recursive: true });
    const { directory, hex, size, repeat } = file.attributes;
    if (directory === true) mkdirSync(path);
    else if (typeof size === 'number') {
      writeFileSync(path, '');
      truncateSync(path, size); // sparse: no disk, no time
    } else if (hex === true) writeFileSync(path, Buffer.from(file.text.replace(/\s+/g, ''), 'hex'));
    else writeFileSync(path, `${file.text}\n`.repeat(typeof repeat === 'number' ? repeat : 1));
  }
  return dir;
}

interface Finding {
  rule: string;
  reason: string;
  severity: string;
}

function run(command: string, cwd: string): { status: number | null; verdict: string; findings: Finding[]; stderr: string } {
  const [tool, ...args] = words(command);
  expect(tool, `an example runs gauntlet-lint: ${command}`).toBe('gauntlet-lint');
  const result = spawnSync(process.execPath, [BIN, ...args, '--format', 'json'], { cwd, encoding: 'utf8', maxBuffer: 1 << 28, timeout: 120_000 });
  const report = JSON.parse(result.stdout) as { verdict: string; results: { findings: Finding[] }[] };
  return { status: result.status, verdict: report.verdict, findings: report.results.flatMap((one) => one.findings), stderr: result.stderr };
}

const pages = readdirSync(DOCS).filter((name) => name.endsWith('.md') && name !== 'README.md');

describe('core rule pages are executable', () => {
  it('every core rule has a page, and every page a rule', () => {
    expect(pages.map((name) => `core/${name.replace(/\.md$/, '')}`).sort()).toEqual(CORE_RULES.map((rule) => rule.id).sort());
  });

  for (const name of pages) {
    const id = `core/${name.replace(/\.md$/, '')}`;
    const rule = CORE_RULES.find((candidate) => candidate.id === id);
    const sections = sectionsOf(readFileSync(join(DOCS, name), 'utf8'));

    it(`${id}: a section per reason, each with a failing and a passing command`, () => {
      expect(sections.map((section) => section.reason).sort()).toEqual([...(rule?.reasons ?? [])].sort());
      for (const section of sections) {
        expect(section.blocks.filter((block) => block.role === 'fail'), section.reason).not.toHaveLength(0);
        expect(section.blocks.filter((block) => block.role === 'pass'), section.reason).not.toHaveLength(0);
      }
    });

    for (const section of sections) {
      const files = section.blocks.filter((block) => block.role === 'file');
      for (const example of section.blocks.filter((block) => block.role !== 'file')) {
        it(`${id} ${section.reason}: ${example.role} (${name}:${example.line}) ${example.text}`, () => {
          const outcome = run(example.text.trim(), materialise(files));
          const mine = outcome.findings.filter((finding) => finding.rule === id);
          if (example.role === 'fail') {
            expect(outcome.status, outcome.stderr).toBe(example.attributes.exit ?? 1);
            expect(outcome.verdict).toBe(example.attributes.verdict ?? 'fail');
            expect(mine).toContainEqual(expect.objectContaining({ reason: section.reason, severity: example.attributes.severity ?? rule?.severity }));
          } else {
            expect(outcome.status, outcome.stderr).toBe(example.attributes.exit ?? 0);
            expect(outcome.verdict).toBe(example.attributes.verdict ?? 'pass');
            expect(mine).toEqual([]);
          }
        }, 120_000);
      }
    }
  }
});
