import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pySplitLines } from '@gauntlet/core';
import { BASE_V11, W11, withLine } from './fixtures.test-helpers.js';
import { scanLayer2 } from './layer2.js';
import { parseReceiptDocument } from './parse.js';
import { TIER1_RULES } from './tier1-rules.js';
import { runTier1 } from './tier1.js';

/** Receipt-shaped noise: lines of a real receipt, mutated, mixed with arbitrary text and line breaks. */
const receiptLike = fc
  .array(
    fc.oneof(
      fc.constantFrom(...BASE_V11.split('\n'), ...W11('grep:run.log#L1-L5  pattern=/boom!/  expect-fail=match  ran=TRACE#2').split('\n')),
      fc.string({ maxLength: 30 }),
      fc.constantFrom('\r', '\u2028', '\x0b', '\0', '\ufeff', '(none)', '  3  DISPATCHED  x', 'TRIPWIRE:', 'VERDICT', 'WITNESS  (n/a)'),
    ),
    { maxLength: 30 },
  )
  .map((lines) => lines.join('\n'));

/** Receipts that pass Tier-1: the base with extra artifacts, READ entries, claims and blank lines. */
const passing = fc
  .record({
    artifacts: fc.array(fc.stringMatching(/^[a-z][a-z0-9._-]{0,8}$/), { maxLength: 6 }),
    reads: fc.nat({ max: 5 }),
    blanks: fc.boolean(),
    crlf: fc.boolean(),
  })
  .map(({ artifacts, reads, blanks, crlf }) => {
    const names = [...new Set(artifacts)].filter((name) => name !== 'run.log');
    let text = BASE_V11.replace('ARTIFACTS\n', `ARTIFACTS\n${names.map((name) => `  ${name}  sha256:${'c'.repeat(64)}  1\n`).join('')}${blanks ? '   \n' : ''}`);
    const extra = Array.from({ length: reads }, (_, i) => `  ${i + 3}  READ  doc-${i}.md`);
    text = text.replace('CLAIMS\n', `${extra.map((line) => `${line}\n`).join('')}CLAIMS\n${names.map((name) => `  seen=${name}  from=${name}#L1\n`).join('')}`);
    return crlf ? text.replace(/\n/g, '\r\n') : text;
  });

describe('parseReceiptDocument', () => {
  it('never throws, on any text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), receiptLike), (text) => {
        const doc = parseReceiptDocument(text);
        expect(doc.lines).toEqual(pySplitLines(text));
      }),
      { numRuns: 500 },
    );
  });

  it('finds the Layer-2 lines from the split lines as from the text (property)', () => {
    const piece = fc.constantFrom('NEXT', 'NEXT x', 'TRIPWIRE: a', 'SUPERSEDES: b', 'TRIPWIRE-CHILD:', ' TRIPWIRE: c', 'x', '', '\n', '\r\n', '\r', '\u2028', '\x0b');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }).map((parts) => parts.join('')), (text) => {
        expect(scanLayer2(text, false, pySplitLines(text))).toEqual(scanLayer2(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('no rule writes to the document it decides on (property)', () => {
    fc.assert(
      fc.property(receiptLike, (text) => {
        const doc = parseReceiptDocument(text);
        const before = structuredClone(doc);
        for (const rule of TIER1_RULES) rule.decide(doc);
        expect(doc).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a receipt that passes Tier-1 exactly: every entry, numbered 1..n (property)', () => {
    fc.assert(
      fc.property(passing, (text) => {
        const { doc, failure } = runTier1(text);
        expect(failure).toBeUndefined();
        const entries = (name: 'ARTIFACTS' | 'TRACE' | 'CLAIMS') => (doc.sections.get(name)?.body ?? []).filter((line) => !/^[\s\u0085\u00a0]*(\(none\))?[\s\u0085\u00a0]*$/u.test(line.raw)).length;
        expect(doc.artifacts.length).toBe(entries('ARTIFACTS'));
        expect(doc.trace.map((entry) => entry.index)).toEqual(doc.trace.map((_, i) => i + 1));
        expect(doc.claims.length).toBe(entries('CLAIMS'));
        expect(doc.witness).toBeDefined();
      }),
      { numRuns: 500 },
    );
  });

  it('goes on past what the reference stops at: the first duplicate header is kept, its twin set aside', () => {
    const doc = parseReceiptDocument(`${BASE_V11}VERDICT  FAIL  conf=0.10\n  stray\n`);
    expect(doc.firstDuplicate).toEqual({ name: 'VERDICT', line: 16 });
    expect(doc.verdict).toBe('PASS');
    expect(doc.sections.get('NEXT')?.body.map((line) => line.raw)).toEqual(['(none)', 'TRIPWIRE:  wrote(src/clock*) | suspicion>=0.40', 'SUPERSEDES: none']);
  });

  it('keeps the lines around a malformed one', () => {
    const doc = parseReceiptDocument(withLine(BASE_V11, '1  EDIT', '  1  DELETE'));
    expect(doc.trace.map((entry) => entry.verb)).toEqual(['DELETE', 'EXEC']);
    expect(runTier1(withLine(BASE_V11, '1  EDIT', '  1  DELETE')).failure?.reason).toBe('trace_unknown_verb');
  });

  it('reads the WITNESS line right to left, as far as it goes', () => {
    expect(parseReceiptDocument(W11('exec:`x`  expect-fail=/boom!/')).witnessLine).toMatchObject({ missing: 'ran', witness: undefined });
    const grep = parseReceiptDocument(W11('grep:run.log#L2-L9  pattern="a b"  expect-fail=match  ran=TRACE#2')).witness;
    expect(grep).toEqual({ kind: 'grep', payload: 'run.log#L2-L9', payloadRaw: 'run.log#L2-L9  pattern="a b"', clause: '"a b"', signature: 'match', ran: 'TRACE#2', range: { artifact: 'run.log', kind: 'L', start: 2, end: 9 }, line: 11 });
  });
});

describe('the tokenisers of parse.ts', () => {
  it('split ARTIFACTS and TRACE lines as Python split() and split(None, 2) do (property)', async () => {
    const { PY_SPACE_RUN, SPLIT_TWICE } = await import('./text.js');
    const { pySplit, pyStrip } = await import('@gauntlet/core');
    const piece = fc.constantFrom('a', 'READ', '1', ' ', '\t', '\u3000', '\x1c', '\u0085', '\u00a0', 'é', '\ufeff', '#', '  ');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }).map((parts) => pyStrip(parts.join(''))), (text) => {
        if (text === '') return;
        expect(text.split(PY_SPACE_RUN)).toEqual(pySplit(text));
        const match = SPLIT_TWICE.exec(text);
        expect(match?.slice(1).filter((part) => part !== undefined)).toEqual(pySplit(text, 2));
      }),
      { numRuns: 2000 },
    );
  });
});
