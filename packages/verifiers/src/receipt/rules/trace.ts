import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyIsDigit, pyRepr } from '@gauntlet/core';
import { fail, isFailure, receiptTextRule, withoutSentinel } from '../rule-kit.js';
import { ASCII_DIGITS, TRACE_VERBS, guardedInt } from '../text.js';

/** D1–D6 (docs/rules/receipt/trace.md): `<N> <VERB> <args>` lines numbered 1..n. */
export const trace = receiptTextRule({
  id: 'receipt/trace',
  description: 'Each TRACE line is "<N> <VERB> <args>" with a known verb, numbered 1, 2, 3, ... in order; (none) stands alone.',
  hint: 'Number TRACE entries 1, 2, 3, ... as \'<N>  <VERB>  <args>\' with VERB in READ, EDIT, WROTE, EXEC, DISPATCHED, CONSULTED, SKIPPED.',
  reasons: [
    ReceiptReason.none_sentinel_not_alone,
    ReceiptReason.trace_malformed,
    ReceiptReason.trace_index_not_integer,
    ReceiptReason.trace_unknown_verb,
    ReceiptReason.trace_index_unusable,
    ReceiptReason.trace_indices_not_contiguous,
  ],
  decide(doc) {
    const lines = withoutSentinel('TRACE', doc.traceLines);
    if (isFailure(lines)) return lines;
    for (const { raw, parts, value, line } of lines) {
      if (parts.length < 2) return fail(ReceiptReason.trace_malformed, `TRACE malformed: ${pyRepr(raw)}`, line);
      const [index, verb] = parts as [string, string];
      if (!ASCII_DIGITS.test(index) && !pyIsDigit(index)) return fail(ReceiptReason.trace_index_not_integer, `TRACE index not integer: ${pyRepr(raw)}`, line);
      if (!TRACE_VERBS.has(verb)) return fail(ReceiptReason.trace_unknown_verb, `TRACE unknown verb: ${pyRepr(verb)}`, line);
      if (value === undefined) {
        const unusable = guardedInt(index, 'TRACE index');
        return fail(ReceiptReason.trace_index_unusable, 'message' in unusable ? unusable.message : `TRACE index is not a usable integer: ${pyRepr(index)}`, line);
      }
    }
    for (let i = 0; i < lines.length; i++) {
      const { value, line } = lines[i]!;
      // Number() of an index past 2^53 is inexact, but never equal to a count of lines.
      if (Number(value) !== i + 1) {
        return fail(ReceiptReason.trace_indices_not_contiguous, `TRACE indices not 1-based contiguous: expected ${i + 1} got ${String(value)}`, line);
      }
    }
    return undefined;
  },
});
