import type { DocsAdapter, DocsExample } from '../docs-examples.test-helpers.js';
import { receiptVerifier } from './index.js';

const HEX = 'a'.repeat(64);

/** The passing receipt the receipt pages show (their hashes abbreviated; Tier-1 reads only their form). */
const BASE = [
  'RCPT v1.1 build/3-fixer',
  'VERDICT  PASS  conf=0.85',
  'ARTIFACTS',
  `  run.log  sha256:${HEX}  120`,
  'TRACE',
  `  1  EDIT  src/clock.ts  sha256:${HEX}`,
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
 * An example is an edit of the page's receipt: its lines replace as many lines of the receipt,
 * from the first line that starts with the example's first word (`VERDICT  pass  conf=0.85`
 * replaces the VERDICT line). `{"whole": true}`: the example is the whole text (an empty fence,
 * the empty text).
 */
function receiptOf(example: DocsExample): string {
  if (example.attributes.whole === true) return example.code === '\n' ? '' : example.code;
  const edit = example.code.replace(/\n$/, '').split('\n');
  const at = BASE.findIndex((line) => firstWord(line) === firstWord(edit[0] ?? ''));
  if (at < 0) throw new Error(`line ${example.line}: no line of the page's receipt starts with ${JSON.stringify(firstWord(edit[0] ?? ''))}`);
  return [...BASE.slice(0, at), ...edit, ...BASE.slice(at + edit.length), ''].join('\n');
}

/** Receipt pages show edits of one passing receipt; `{"options": {...}}` gives the flags. */
export const docsExamples: DocsAdapter<string> = {
  verifier: receiptVerifier,
  required: false,
  input: receiptOf,
};
