import { describe, expect, it } from 'vitest';
import { BASE_V1, BASE_V11, withLine } from './fixtures.test-helpers.js';
import { TIER1_RULES } from './tier1-rules.js';
import { parseReceipt, runTier1 } from './tier1.js';

/** `runTier1` and `parseReceipt` without the engine: the order, the stop, the groups, the parsed receipt. */
describe('runTier1', () => {
  it('runs the Tier-1 rules in the reference order A–M', () => {
    expect(TIER1_RULES.map((rule) => rule.id)).toEqual([
      'receipt/header', 'receipt/sections', 'receipt/verdict', 'receipt/artifacts', 'receipt/trace', 'receipt/claims',
      'receipt/witness-syntax', 'receipt/witness-artifact-declared', 'receipt/trace-entries', 'receipt/claim-citations',
      'receipt/witness-ran-target', 'receipt/tests-claims', 'receipt/layer2-lines', 'receipt/layer2-values',
    ]);
  });

  it('stops at the first failure and names the rule that found it', () => {
    // A malformed VERDICT (group B) and a missing TRIPWIRE: (group L): the first one wins.
    const text = withLine(withLine(BASE_V11, 'TRIPWIRE:', null), 'VERDICT', 'VERDICT  MAYBE  conf=0.50');
    const { doc, failure } = runTier1(text);
    expect(failure).toEqual({ reason: 'verdict_malformed', message: "VERDICT malformed: 'MAYBE  conf=0.50'", line: 2, column: 1, rule: 'receipt/verdict' });
    expect(doc.version).toBe('1.1');
    expect(runTier1(withLine(BASE_V11, 'TRIPWIRE:', null)).failure).toMatchObject({ reason: 'v11_tripwire_missing', rule: 'receipt/layer2-lines' });
  });

  it('passes a clean receipt, and limits the run to the first groups when asked', () => {
    expect(runTier1(BASE_V11).failure).toBeUndefined();
    const badVerdict = withLine(BASE_V1, 'VERDICT', 'VERDICT  MAYBE  conf=0.50');
    expect(runTier1(badVerdict, 2).failure).toBeUndefined();
    expect(runTier1(badVerdict, 3).failure?.rule).toBe('receipt/verdict');
    expect(runTier1('RCPT v2 x\n', 2).failure?.rule).toBe('receipt/header');
    expect(runTier1(`${BASE_V1}TRACE\n`, 2).failure).toMatchObject({ rule: 'receipt/sections', reason: 'section_duplicated', line: 14 });
  });
});

describe('parseReceipt', () => {
  it('a v1.1 receipt that passes: every part, SUSPICION as its first token, NEXT as written (the Layer-2 lines are part of its body)', () => {
    const text = BASE_V11.replace('SUSPICION  0.05', 'SUSPICION  0.05  low risk').replace('NEXT       (none)', 'NEXT       ship it\n  then  watch');
    const parsed = parseReceipt(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { receipt } = parsed;
    expect(receipt).toMatchObject({ version: '1.1', header: 'build/3-fixer', verdict: 'PASS', conf: '0.85', suspicion: '0.05', next: ['ship it', '  then  watch', 'TRIPWIRE:  wrote(src/clock*) | suspicion>=0.40', 'SUPERSEDES: none'] });
    expect(receipt.artifacts).toEqual([{ name: 'run.log', sha256: 'a'.repeat(64), size: '120', line: 4 }]);
    expect(receipt.trace.map((entry) => [entry.index, entry.verb, entry.line])).toEqual([[1, 'EDIT', 6], [2, 'EXEC', 7]]);
    expect(receipt.claims.map((claim) => [claim.key, claim.value, claim.citation])).toEqual([['tests-ran', 'true', 'TRACE#2'], ['tests-pass', 'true', 'run.log#L18-L20']]);
    expect(receipt.witness).toMatchObject({ kind: 'exec', ran: 'TRACE#2', line: 11 });
    expect(receipt.layer2).toEqual({ tripwire: { value: 'wrote(src/clock*) | suspicion>=0.40', line: 15 }, supersedes: { value: 'none', line: 16 }, child: undefined });
  });

  it('v1: SUSPICION as written (v1 never validates it), no Layer-2', () => {
    const parsed = parseReceipt(BASE_V1.replace('SUSPICION  0.05', 'SUSPICION  0.05  low risk'));
    expect(parsed.ok && parsed.receipt).toMatchObject({ version: '1', suspicion: '0.05  low risk', layer2: undefined, next: ['(none)'] });
    const bare = parseReceipt(BASE_V1.replace('SUSPICION  0.05', 'SUSPICION'));
    expect(bare.ok && bare.receipt.suspicion).toBeUndefined();
  });

  it('a receipt that fails: the first failure and the lenient reading of the rest', () => {
    const parsed = parseReceipt(withLine(BASE_V11, 'VERDICT', 'VERDICT  MAYBE  conf=0.50'));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.failure).toMatchObject({ rule: 'receipt/verdict', reason: 'verdict_malformed', line: 2 });
    expect(parsed.partial).toMatchObject({ version: '1.1', verdict: undefined, conf: '', suspicion: '0.05' });
    expect(parsed.partial.trace.map((entry) => entry.verb)).toEqual(['EDIT', 'EXEC']);
    expect(parseReceipt('')).toMatchObject({ ok: false, failure: { rule: 'receipt/header', reason: 'empty_receipt' }, partial: { version: undefined, header: '', next: [] } });
  });
});
