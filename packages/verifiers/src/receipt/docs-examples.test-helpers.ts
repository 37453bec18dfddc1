import type { Finding } from '@gauntlet/contracts/codes';
import { sha256Hex } from '@gauntlet/core';
import type { DocsAdapter, DocsExample, HarnessAttributes } from '../docs-examples.test-helpers.js';
import { lintReceiptBatch, receiptVerifier } from './index.js';

/** The passing receipt the receipt pages show (`<64 hex of run.log>`: see `expand`). */
const BASE = [
  'RCPT v1.1 build/3-fixer',
  'VERDICT  PASS  conf=0.85',
  'ARTIFACTS',
  '  run.log  sha256:<64 hex of run.log>  120',
  'TRACE',
  '  1  EDIT  src/clock.ts  sha256:<64 hex>',
  '  2  EXEC  `pnpm test clock`  exit=0  dur=2.1s  out=run.log#L1-L20',
  'CLAIMS',
  '  tests-ran=true   from=TRACE#2',
  '  tests-pass=true  from=run.log#L18-L20',
  'WITNESS    exec:`pnpm test clock`  expect-fail=/[1-9]\\d* failed/  ran=TRACE#2',
  'SUSPICION  0.05',
  'NEXT       (none)',
  'TRIPWIRE:  wrote(src/clock*) | suspicion>=0.40',
  'SUPERSEDES: none',
];

const firstWord = (line: string) => line.trim().split(/\s+/)[0] ?? '';

/**
 * The placeholders the pages write instead of long or unprintable values:
 * - `<64 hex of PATH>`: the sha256 of the example's file PATH, or else of the first one whose
 *   path ends with `/PATH` (at Tier 1, where nothing is read, 64 `a` when there is none);
 * - `<64 hex>` / `<other 64 hex>`: 64 `a` / 64 `b` (a hash of the right form);
 * - `<N × c>`: the character c, N times; `<NUL>`: the NUL character.
 */
function expand(text: string, example: DocsExample): string {
  const attributes = example.attributes as HarnessAttributes;
  const files: Record<string, string> = { ...example.files, ...attributes.files };
  const tier2 = (attributes.options as { tier?: unknown } | undefined)?.tier === 2;
  return text
    .replace(/<64 hex of ([^>]+)>/g, (_, path: string) => {
      const content = files[path] ?? Object.entries(files).find(([name]) => name.endsWith(`/${path}`))?.[1];
      if (content !== undefined) return sha256Hex(new TextEncoder().encode(content));
      if (tier2) throw new Error(`line ${example.line}: <64 hex of ${path}> names no file of the example`);
      return 'a'.repeat(64);
    })
    .replace(/<64 hex>/g, 'a'.repeat(64))
    .replace(/<other 64 hex>/g, 'b'.repeat(64))
    .replace(/<(\d+) × (.)>/g, (_, count: string, char: string) => char.repeat(Number(count)))
    .replace(/<NUL>/g, '\0');
}

/**
 * How many receipt lines an edit replaces: walking both, an edit line replaces the next receipt
 * line when their first words agree (`run.log` for `run.log`), and is inserted otherwise.
 */
function matching(edit: readonly string[], rest: readonly string[]): number {
  let used = 0;
  for (const line of edit) if (used < rest.length && firstWord(line) === firstWord(rest[used] ?? '')) used++;
  return used;
}

/**
 * An example is an edit of the page's receipt, placed at the first line that starts with the
 * example's first word (`VERDICT  pass  conf=0.85` replaces the VERDICT line), or with the word
 * `{"at": "run.log"}` gives when the edit changes that word. Each edit line replaces the next
 * receipt line when their first words agree, and is inserted before it otherwise;
 * `{"replaces": N}` replaces exactly N lines instead (N = 0 inserts, fewer lines than N deletes).
 * `{"after": "2"}`: the lines are inserted after the line that starts with that word. A line `…`
 * skips unchanged lines: the lines after it are a further edit, placed by their own first word
 * further down.
 * `{"whole": true}`: the example is the whole text (an empty fence, the empty text).
 */
function receiptOf(example: DocsExample): string {
  if (example.attributes.whole === true) return expand(example.code === '\n' ? '' : example.code, example);
  const chunks = example.code.replace(/\n$/, '').split(/\n…\n/).map((chunk) => chunk.split('\n'));
  const lines = [...BASE];
  let from = 0;
  chunks.forEach((edit, index) => {
    const attributes = index === 0 ? example.attributes : {};
    const { after } = attributes;
    const anchor = typeof after === 'string' ? after : typeof attributes.at === 'string' ? attributes.at : firstWord(edit[0] ?? '');
    const found = lines.findIndex((line, at) => at >= from && firstWord(line) === anchor);
    if (found < 0) throw new Error(`line ${example.line}: no line of the page's receipt starts with ${JSON.stringify(anchor)}`);
    const at = typeof after === 'string' ? found + 1 : found;
    const replaces = attributes.replaces ?? (typeof after === 'string' ? 0 : matching(edit, lines.slice(at)));
    if (typeof replaces !== 'number' || !Number.isInteger(replaces) || replaces < 0) throw new Error(`line ${example.line}: replaces must be a count of lines`);
    lines.splice(at, replaces, ...edit);
    from = at + edit.length;
  });
  return expand([...lines, ''].join('\n'), example);
}

/**
 * Receipt pages show edits of one passing receipt; `{"options": {...}}` gives the flags (`tier`,
 * `roots`, `strict`, `ledger`). `{"eval": true}`: the example is an `--eval` JSONL batch, and
 * its findings are those of every record.
 */
export const docsExamples: DocsAdapter<string> = {
  verifier: receiptVerifier,
  required: true,
  input: receiptOf,
  findings(example, context) {
    if (example.attributes.eval !== true) return undefined;
    return (async () => {
      const findings: Finding[] = [];
      await lintReceiptBatch(receiptVerifier, expand(example.code, example), (result) => void findings.push(...result.findings), context);
      return findings;
    })();
  },
};
