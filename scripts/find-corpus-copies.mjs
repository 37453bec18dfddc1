#!/usr/bin/env node
// Lists project files that reproduce an input of a third-party corpus (the conformance kit's data
// is for the kit only; our tests and docs use fixtures we write: docs/architecture.md, "Our own
// fixtures").
//
//   node scripts/find-corpus-copies.mjs --corpus DIR [--allow DIR]... [--root .] [--min-line N] [--verbose]
//
// Run by hand by anyone who has the kit; the test suite and CI never read a corpus. Exit 0:
// nothing reproduced. Exit 1: one line per (project file, corpus file) pair. Exit 2: bad arguments.
// No dependencies, so it runs on a bare clone.
//
// The measure, broader than a line-for-line diff:
// - fragments of a corpus file: its lines (trimmed, blanks collapsed) of --min-line (16)+
//   characters, the string values of its JSON, its file stem, and every run of 3 consecutive
//   lines (a paragraph); of a golden*.jsonl row, the case name and the values of its input members;
// - hex values of 12 to 64 digits anywhere in the corpus, goldens included (hashes, 12-hex
//   prefixes, commit ids), compared on their first 12 digits, so a prefix is caught too;
// - a project file is read as its lines, its lines without a comment or markdown marker, and the
//   lines of its string literals in order (escapes undone), so a fixture written as an array of
//   strings or one escaped string reads like the file it builds;
// - --allow DIR (the specs fixtures are written from) names public text: a line found there, or
//   one that fills a template line of it (`# Phase Handoff: <N> → <M>`) with single tokens, or
//   differs from one only in its numbers, is a format's vocabulary, not corpus content;
// - a short line with under 3 words of prose, or a field set to one value, is weak.
// A pair is reported for one shared hex value; 3 shared lines of 24+ characters (or all of them,
// when the corpus file has only 2 that fewer than 4 corpus files share); a strong fragment next to
// any other; or one line of 40+ characters that is prose or data rather than code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative, resolve } from 'node:path';

const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', '.turbo', 'coverage']);
const MAX_FILE_BYTES = 2_000_000;
const LONG_FRAGMENT = 40;
// Hex values every tool prints (empty-input digests, the empty git tree): not corpus content.
const WELL_KNOWN_HEX = new Set(['e3b0c44298fc', 'da39a3ee5e6b', '4b825dc642cb', 'd41d8cd98f00']);

const USAGE = 'usage: node scripts/find-corpus-copies.mjs --corpus DIR [--allow DIR]... [--root DIR] [--min-line N] [--verbose]\n';

function usage(message) {
  process.stderr.write(`find-corpus-copies: ${message}\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv) {
  const options = { corpus: undefined, root: '.', allow: [], minLine: 16, verbose: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined) usage(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === '--corpus') options.corpus = value();
    else if (arg === '--root') options.root = value();
    else if (arg === '--allow') options.allow.push(value());
    else if (arg === '--min-line') options.minLine = Number(value());
    else if (arg === '--verbose') options.verbose = true;
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(USAGE);
      process.exit(0);
    }
    else usage(`unknown argument ${JSON.stringify(arg)}`);
  }
  if (options.corpus === undefined) usage('--corpus DIR is required');
  if (!Number.isInteger(options.minLine) || options.minLine < 4) usage('--min-line needs an integer of 4 or more');
  const folders = [['corpus', options.corpus], ['root', options.root], ...options.allow.map((dir) => ['allow', dir])];
  for (const [flag, dir] of folders) {
    let isDir = false;
    try {
      isDir = statSync(dir).isDirectory();
    } catch {
      isDir = false;
    }
    if (!isDir) usage(`--${flag} ${dir}: not a folder`);
  }
  return options;
}

function* walk(dir, skip) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip(path, entry.name)) yield* walk(path, skip);
    } else if (entry.isFile()) yield path;
  }
}

function readText(path) {
  try {
    if (statSync(path).size > MAX_FILE_BYTES) return undefined;
    const buffer = readFileSync(path);
    if (buffer.includes(0)) return undefined;
    return buffer.toString('utf8');
  } catch {
    return undefined;
  }
}

const HEX = /(?<![0-9A-Za-z])[0-9a-fA-F]{12,64}(?![0-9A-Za-z])/g;

/** `0123456789ab`, `abababababab`, `1a2b1a2b1a2b`: made up by hand, evidence of nothing. */
function isPatterned(hex) {
  if ('0123456789abcdef0123456789abcdef'.includes(hex) || 'fedcba9876543210fedcba9876543210'.includes(hex)) return true;
  for (let period = 1; period <= 4; period += 1) {
    if (hex.slice(period) === hex.slice(0, -period)) return true;
  }
  return false;
}

function hexKeys(text) {
  const keys = new Set();
  for (const match of text.matchAll(HEX)) {
    const hex = match[0].toLowerCase();
    if (!/[a-f]/.test(hex) || !/[0-9]/.test(hex)) continue;
    const key = hex.slice(0, 12);
    if (!WELL_KNOWN_HEX.has(key) && !isPatterned(key)) keys.add(key);
  }
  return keys;
}

function jsonStrings(value, out) {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) jsonStrings(item, out);
  else if (value !== null && typeof value === 'object') {
    // Keys are the schema's vocabulary, not content.
    for (const item of Object.values(value)) jsonStrings(item, out);
  }
}

function parseJsonValues(text, isJsonLines) {
  const values = [];
  const docs = isJsonLines ? text.split('\n') : [text];
  for (const doc of docs) {
    try {
      jsonStrings(JSON.parse(doc), values);
    } catch {
      // Not JSON (a deliberately broken input): its lines still count.
    }
  }
  return values.flatMap((value) => value.split('\n'));
}

const normalize = (text) => text.trim().replace(/\s+/g, ' ');

const PARAGRAPH_LINES = 3;
const MIN_PARAGRAPH = 30;

/** Every run of 3 consecutive non-blank lines (normalized, joined by \n) of 30+ characters. */
function paragraphs(lines, keep = () => true) {
  const kept = lines.map(normalize).filter(Boolean);
  const out = [];
  for (let i = 0; i + PARAGRAPH_LINES <= kept.length; i += 1) {
    const window = kept.slice(i, i + PARAGRAPH_LINES);
    const paragraph = window.join('\n');
    if (paragraph.length >= MIN_PARAGRAPH && keep(window)) out.push(paragraph);
  }
  return out;
}

// The members of a golden row that hold inputs (the rest is the reference's expected output,
// which a parity test legitimately shares: reason codes, messages).
const GOLDEN_INPUT_KEYS = ['args', 'input', 'inputs', 'params', 'context', 'env', 'gate_inventory', 'spec_dirs', 'operation'];

/** Fragments of one corpus file: normalized lines, JSON string values, the file stem. */
function corpusFragments(path, text, minLine) {
  const fragments = new Set();
  const add = (raw) => {
    const fragment = normalize(raw);
    if (fragment.length >= minLine) fragments.add(fragment);
  };
  const ext = extname(path);
  const stem = basename(path, ext);
  if (/^golden/.test(basename(path))) {
    for (const line of text.split('\n')) {
      let row;
      try {
        row = JSON.parse(line);
      } catch {
        continue;
      }
      if (row === null || typeof row !== 'object') continue;
      if (typeof row.case === 'string') add(basename(row.case).replace(/#.*$/, '').replace(/\.[a-z]+$/, ''));
      const values = [];
      for (const key of GOLDEN_INPUT_KEYS) jsonStrings(row[key], values);
      for (const value of values) for (const part of value.split('\n')) add(part);
    }
    return { fragments, lines: [] };
  }
  add(stem);
  const lines = text.split(/\r?\n|\r/);
  for (const line of lines) add(line);
  if (ext === '.json' || ext === '.jsonl') for (const value of parseJsonValues(text, ext === '.jsonl')) add(value);
  return { fragments, lines };
}

function countFiles(map, items) {
  for (const item of new Set(items)) map.set(item, (map.get(item) ?? 0) + 1);
}

function loadCorpus(corpusDir, minLine, isPublic) {
  const files = [];
  const hexOwners = new Map();
  const isKitFile = (path) => {
    const name = basename(path);
    const atTop = relative(corpusDir, path) === name;
    return /^README/i.test(name) || (atTop && ['.mjs', '.py'].includes(extname(name))) || name.startsWith('.git');
  };
  for (const path of walk(corpusDir, (_, name) => name === '.git' || name === 'node_modules')) {
    if (isKitFile(path)) continue;
    const text = readText(path);
    if (text === undefined) continue;
    const id = relative(corpusDir, path);
    const { fragments, lines } = corpusFragments(path, text, minLine);
    // A paragraph made only of a format's public skeleton (headings, `Status: PASS`) is
    // convention: it needs one strong line that no --allow document holds.
    const ownLine = (line) => isStrong(line) && !isPublic(line);
    for (const paragraph of paragraphs(lines, (window) => window.some(ownLine))) fragments.add(paragraph);
    for (const key of hexKeys(text)) {
      if (!hexOwners.has(key)) hexOwners.set(key, id);
    }
    files.push({ id, fragments: [...fragments].filter((fragment) => !isPublic(fragment)) });
  }
  const owners = new Map();
  for (const { id, fragments } of files) {
    for (const fragment of fragments) {
      const list = owners.get(fragment) ?? [];
      list.push(id);
      owners.set(fragment, list);
    }
  }
  // For the 'all of its long lines' test, a long line most corpus files share is not the file's own.
  const sharing = new Map();
  for (const { fragments } of files) countFiles(sharing, fragments.filter(isLongLine));
  const ownLong = (fragment) => isLongLine(fragment) && sharing.get(fragment) <= 3;
  const longLines = new Map(files.map(({ id, fragments }) => [id, fragments.filter(ownLong).length]));
  return { owners, hexOwners, longLines, ownLong, fileCount: files.length };
}

function unescapeLiteral(body) {
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[^])/g, (_, code) => {
    if (code === 'n') return '\n';
    if (code === 't') return '\t';
    if (code === 'r') return '\r';
    if (code.length > 1) {
      const point = Number.parseInt(code.replace(/[ux{}]/g, ''), 16);
      return point <= 0x10ffff ? String.fromCodePoint(point) : '';
    }
    return code;
  });
}

/** What a project file says: its lines and the lines of its string literals, normalized. */
function projectPieces(text) {
  const pieces = new Set();
  const add = (raw) => {
    const piece = normalize(raw);
    if (piece) pieces.add(piece);
  };
  const lines = text.split(/\r?\n|\r/);
  // A markdown or comment line with its leading marker removed (`// x`, `> x`, `- x`).
  const unmarked = lines.map((line) => line.replace(/^\s*(\/\/+|\*|#+|>|[-*+]|\d+\.)\s?/, ''));
  // The string literals in order, so an array of one-line strings reads like the lines it builds.
  const literalLines = [];
  for (const match of text.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    literalLines.push(...unescapeLiteral(match[1] ?? match[2] ?? match[3] ?? '').split(/\r?\n|\r/));
  }
  for (const sequence of [lines, unmarked, literalLines]) {
    for (const line of sequence) add(line);
    for (const paragraph of paragraphs(sequence)) pieces.add(paragraph);
  }
  return pieces;
}

const PLACEHOLDER = /<[^<>\s][^<>]*>/g;
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A template line of a public document (`# Phase Handoff: <N> → <M>`): a line that fills each
 * placeholder with one short token is the format, not content. A filled-in sentence is content.
 */
function templateMatcher(templates) {
  const buckets = new Map();
  for (const template of templates) {
    const parts = template.split(PLACEHOLDER);
    if (parts.join('').replace(/[^A-Za-z]/g, '').length < 4) continue;
    const source = parts.map(escapeRegex).join('[^ ]{1,24}');
    const key = parts[0].slice(0, 2);
    const list = buckets.get(key.length === 2 ? key : '') ?? [];
    list.push(new RegExp(`^${source}$`));
    buckets.set(key.length === 2 ? key : '', list);
  }
  const loose = buckets.get('') ?? [];
  return (line) => [...(buckets.get(line.slice(0, 2)) ?? []), ...loose].some((regex) => regex.test(line));
}

/**
 * The --allow folders hold public documents (the specs fixtures are written from): their lines,
 * code spans, quoted strings and template lines are vocabulary, not corpus content. `isPublic`
 * answers for a whole line or paragraph; `mentions` answers whether a hit occurs in them at all.
 */
function publicText(dirs) {
  const lines = new Set();
  const templates = new Set();
  const texts = [];
  for (const dir of dirs) {
    for (const path of walk(resolve(dir), (_, name) => SKIPPED_DIRS.has(name))) {
      const text = readText(path);
      if (text === undefined) continue;
      for (const piece of projectPieces(text)) lines.add(piece);
      // A code span may wrap onto the next line (markdown reads the line break as a space).
      for (const match of text.matchAll(/`([^`\n]+(?:\n[^`\n]+)?)`/g)) lines.add(normalize(match[1]));
      for (const raw of text.split(/\r?\n|\r/)) {
        // A template's comment sits after a run of spaces: `# Phase Handoff: <N> → <M>    (U+2192)`.
        for (const segment of [raw, ...raw.split(/ {2,}|`/)]) {
          const line = normalize(segment.replace(/^\s*(\/\/+|\*|#+ |>|[-*+]|\d+\.)\s?(?=.*<)/, (m) => (m.trim().startsWith('#') ? m : '')));
          if (PLACEHOLDER.test(line)) templates.add(line);
          PLACEHOLDER.lastIndex = 0;
        }
      }
      texts.push(text.split(/\r?\n|\r/).map(normalize).join('\n'), text.toLowerCase());
    }
  }
  const all = texts.join('\n');
  const fitsTemplate = templateMatcher(templates);
  // `### Second Pass Findings` is the public `Second Pass Findings` with its markdown marker.
  const unmarked = (line) => line.replace(/^(#+|[-*+>]|\d+\.) /, '');
  // `tests-ran=true from=TRACE#1` is the public `tests-ran=true from=TRACE#2` with another number.
  const anyNumber = (line) => line.replace(/\d+/g, '0');
  const numberless = new Set([...lines].map(anyNumber));
  const isPublicLine = (line) =>
    lines.has(line) || lines.has(unmarked(line)) || numberless.has(anyNumber(line)) || fitsTemplate(line);
  const isPublic = (fragment) => fragment.split('\n').every(isPublicLine);
  return { isPublic, mentions: (fragment) => all.includes(fragment) || isPublic(fragment) };
}

// A short line with fewer than 3 words of prose (`Status: NOT_STARTED`, `**Skill:** build`) or a
// field set to one value (`relationship: "consumes"`, `"private": true,`) is a format's vocabulary:
// it only counts next to a strong fragment. Paragraphs are always strong.
const PROSE_WORD = /^[(["'`]*[A-Za-z][a-z]+[)\]"'`.,;!?]*$/;
const ASSIGNMENT = /^(?:[-*+>] )?["'`*]*[A-Za-z_][\w .-]{0,30}["'`*]*:\**\s*\S+$/;
const proseWords = (line) => line.split(' ').filter((token) => PROSE_WORD.test(token)).length;
const isStrong = (fragment) =>
  fragment.includes('\n') || (!ASSIGNMENT.test(fragment) && (fragment.length >= 24 || proseWords(fragment) >= 3));

const isLongLine = (fragment) => !fragment.includes('\n') && fragment.length >= 24;

/**
 * Hex, or a strong fragment with company, or one long line of prose or data; and, whatever their
 * strength, 3 lines of 24+ characters of one corpus file, or all of them when it has only 2.
 */
function isCopy(pair, ownLong, corpusLongLines) {
  if (pair.hex.size > 0) return true;
  const long = [...pair.fragments].filter(ownLong).length;
  if (long >= 3 || (long >= 2 && long === corpusLongLines)) return true;
  const strong = [...pair.fragments].filter(isStrong);
  if (strong.length >= 1 && pair.fragments.size >= 2) return true;
  return strong.some((fragment) => fragment.length >= LONG_FRAGMENT && !looksLikeCode(fragment));
}

const looksLikeCode = (fragment) => /^(import|export|const|let|var|function|return|if|for|def|class|from)\b|[;{}]$/.test(fragment);

function findCopies(options) {
  const corpusDir = resolve(options.corpus);
  const root = resolve(options.root);
  const open = publicText(options.allow);
  const { owners, hexOwners, longLines, ownLong, fileCount } = loadCorpus(corpusDir, options.minLine, open.isPublic);
  const pairs = new Map();
  const hit = (file, corpusId) => {
    const key = `${file}\0${corpusId}`;
    let pair = pairs.get(key);
    if (!pair) {
      pair = { file, corpus: corpusId, fragments: new Set(), hex: new Set() };
      pairs.set(key, pair);
    }
    return pair;
  };
  const skip = (path, name) => SKIPPED_DIRS.has(name) || resolve(path) === corpusDir;
  let scanned = 0;
  for (const path of walk(root, skip)) {
    const text = readText(path);
    if (text === undefined) continue;
    scanned += 1;
    const file = relative(root, path);
    for (const piece of projectPieces(text)) {
      for (const corpusId of owners.get(piece) ?? []) hit(file, corpusId).fragments.add(piece);
    }
    for (const key of hexKeys(text)) {
      const corpusId = hexOwners.get(key);
      if (corpusId !== undefined) hit(file, corpusId).hex.add(key);
    }
  }
  const reported = [];
  for (const pair of pairs.values()) {
    for (const fragment of pair.fragments) if (open.mentions(fragment)) pair.fragments.delete(fragment);
    for (const key of pair.hex) if (open.mentions(key)) pair.hex.delete(key);
    if (isCopy(pair, ownLong, longLines.get(pair.corpus) ?? 0)) reported.push(pair);
  }
  return { reported, scanned, fileCount };
}

const options = parseArgs(process.argv.slice(2));
const { reported, scanned, fileCount } = findCopies(options);
if (reported.length === 0) {
  process.stdout.write(`no corpus input reproduced (${scanned} project files against ${fileCount} corpus files)\n`);
  process.exit(0);
}
for (const pair of reported) {
  const evidence = [
    pair.hex.size > 0 ? `${pair.hex.size} hex value(s)` : '',
    pair.fragments.size > 0 ? `${pair.fragments.size} fragment(s)` : '',
  ].filter(Boolean);
  process.stdout.write(`${pair.file} reproduces ${pair.corpus} (${evidence.join(', ')})\n`);
  if (options.verbose) {
    for (const key of pair.hex) process.stdout.write(`    hex ${key}\n`);
    for (const fragment of pair.fragments) process.stdout.write(`    ${JSON.stringify(fragment.slice(0, 120))}\n`);
  }
}
process.stdout.write(`corpus text in the project: ${reported.length} file pair(s) in ${new Set(reported.map((p) => p.file)).size} project file(s)\n`);
process.exit(1);
