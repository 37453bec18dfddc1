#!/usr/bin/env node
// Lists project text that cites a document outside this repository instead of our own docs.
// The families were written from upstream specifications a reader of the project does not have;
// comments, help text, tests and docs cite our pages instead (`docs/rules/<family>/README.md#...`,
// `docs/cli.md#...`), so the repository explains itself (docs/rules/README.md).
//
//   node scripts/find-spec-citations.mjs [--root DIR]
//
// Reported, one line each (`path:line: what`):
// - an upstream spec (SPECS below) named as a document to read, `<name>.md` with or without a
//   section, rule or quoted title after it, or `<name>` followed by a section sign; our own
//   `docs/cli.md` (any path to it, a link to it, a 'cli.md' path segment in code) is not one;
// - a bare section number (a section sign and a digit): our docs use headings, not numbers;
// - a link or path to an anchor of docs/cli.md or of a family page (docs/rules/<family>/README.md)
//   that names no heading of that page.
// Exit 0: nothing found. Exit 1: findings. Exit 2: bad arguments. No dependencies. The test suite
// runs it on the repository (packages/cli/test/find-spec-citations.test.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';

const SPECS = ['receipts', 'plan-verify', 'pipeline-artifacts', 'gauntlet', 'conflict-tdd', 'patches', 'agent-hosts', 'cli'];
const TEXT = /\.(?:ts|mts|cts|js|mjs|cjs|md|json|ya?ml|txt|py|sh)$/;
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', '.turbo', 'coverage']);
const MAX_FILE_BYTES = 2_000_000;
const SECTION_SIGN = '\u00a7';
// A spec's file name not preceded by a path or a link (`docs/cli.md`, `../cli.md`, `](cli.md`), or
// its bare name directly followed by a section sign.
const NAMED = new RegExp(`(?<![\\w/.\\-\\]]|\\]\\()\`?(${SPECS.join('|')})(?:\\.md(?![\\w-])|\`? ${SECTION_SIGN})`, 'g');
const LONE_SECTION = new RegExp(`${SECTION_SIGN}\\s?[0-9]`, 'g');
// A repo-relative path to an anchored page we check, and markdown link targets with an anchor.
const ANCHORED_PATH = /(?<![\w./-])(docs\/(?:cli\.md|rules\/[a-z-]+\/README\.md))#([\w-]+)/g;
const MARKDOWN_LINK = /\]\(([^)\s#]*\.md)#([\w-]+)\)/g;

const USAGE = 'usage: node scripts/find-spec-citations.mjs [--root DIR]\n';

function usage(message) {
  process.stderr.write(`find-spec-citations: ${message}\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv) {
  let root = '.';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--root') {
      if (argv[i + 1] === undefined) usage('--root needs a value');
      root = argv[i + 1];
      i += 1;
    } else if (arg === '--help' || arg === '-h') {
      process.stdout.write(USAGE);
      process.exit(0);
    } else usage(`unknown argument ${JSON.stringify(arg)}`);
  }
  let isDir = false;
  try {
    isDir = statSync(root).isDirectory();
  } catch {
    isDir = false;
  }
  if (!isDir) usage(`--root ${root}: not a folder`);
  return { root: resolve(root) };
}

/** The project's files: git's list (tracked and new, ignored ones left out), else a walk. */
function projectFiles(root) {
  if (existsSync(join(root, '.git'))) {
    try {
      const out = execFileSync('git', ['-c', 'core.fsmonitor=false', 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return out.split('\0').filter((file) => file !== '' && existsSync(join(root, file)));
    } catch {
      // not a work tree git can read: walk it
    }
  }
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) walk(path);
      else if (entry.isFile()) files.push(path);
    }
  };
  walk('');
  return files;
}

/** GitHub's heading anchors of a markdown page (headings outside fences; repeats get -1, -2). */
function anchorsOf(text) {
  const anchors = new Set();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6} +(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .trim()
      .toLowerCase()
      .replace(/<[^>]+>/g, '')
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let slug = base;
    for (let n = 1; anchors.has(slug); n += 1) slug = `${base}-${n}`;
    anchors.add(slug);
  }
  return anchors;
}

function main() {
  const { root } = parseArgs(process.argv.slice(2));
  const files = projectFiles(root)
    .filter((file) => TEXT.test(file))
    .sort();
  const anchorCache = new Map();
  const anchorsAt = (path) => {
    if (!anchorCache.has(path)) {
      const full = join(root, path);
      anchorCache.set(path, existsSync(full) ? anchorsOf(readFileSync(full, 'utf8')) : null);
    }
    return anchorCache.get(path);
  };
  const checked = (path) => path === 'docs/cli.md' || /^docs\/rules\/[a-z-]+\/README\.md$/.test(path);
  const findings = [];
  for (const file of files) {
    const full = join(root, file);
    if (statSync(full).size > MAX_FILE_BYTES) continue;
    const lines = readFileSync(full, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const at = `${file}:${index + 1}`;
      for (const match of line.matchAll(NAMED)) {
        const quote = line[match.index - 1];
        // 'cli.md' as a path segment in code (join(..., 'docs', 'cli.md')) is our own page.
        if (match[1] === 'cli' && match[0] === 'cli.md' && (quote === "'" || quote === '"') && line[match.index + 6] === quote) continue;
        findings.push(`${at}: cites ${JSON.stringify(match[0].replace(/`/g, ''))}, a document outside this repository`);
      }
      for (const match of line.matchAll(LONE_SECTION)) findings.push(`${at}: a section number ${JSON.stringify(match[0])} of a document outside this repository`);
      const anchored = [...line.matchAll(ANCHORED_PATH)].map((match) => [match[1], match[2]]);
      if (file.endsWith('.md')) {
        for (const match of line.matchAll(MARKDOWN_LINK)) {
          if (/^[a-z]+:/.test(match[1])) continue;
          const target = posix.normalize(posix.join(posix.dirname(file), match[1]));
          anchored.push([target, match[2]]);
        }
      }
      for (const [path, anchor] of anchored) {
        if (!checked(path)) continue;
        const anchors = anchorsAt(path);
        if (anchors === null) findings.push(`${at}: links ${path}#${anchor}, but ${path} does not exist`);
        else if (!anchors.has(anchor)) findings.push(`${at}: links ${path}#${anchor}, but ${path} has no such heading`);
      }
    });
  }
  if (findings.length === 0) {
    process.stdout.write(`no citation of an outside document (${files.length} files)\n`);
    return;
  }
  process.stdout.write(`${findings.join('\n')}\n`);
  process.stdout.write(`${findings.length} finding(s): cite our own pages (docs/rules/<family>/README.md#..., docs/cli.md#...) instead\n`);
  process.exitCode = 1;
}

main();
