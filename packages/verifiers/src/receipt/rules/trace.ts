import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyIsDigit, pyRepr, pySplit } from '@gauntlet/core';
import { entriesOf, fail, isFailure, receiptRule, withoutSentinel } from '../rule-kit.js';
import { TRACE_VERBS, guardedInt } from '../text.js';

/** D1–D6 (docs/rules/receipt/README.md#trace): `<N> <VERB> <args>` lines numbered 1..n. */
export const trace = receiptRule({
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
  run(state) {
    const entries = withoutSentinel('TRACE', entriesOf(state.sections.get('TRACE')));
    if (isFailure(entries)) return entries;
    for (const entry of entries) {
      const parts = pySplit(entry.text, 2);
      if (parts.length < 2) return fail(ReceiptReason.trace_malformed, `TRACE malformed: ${pyRepr(entry.raw)}`, entry.line);
      const [index, verb] = parts as [string, string];
      if (!pyIsDigit(index)) return fail(ReceiptReason.trace_index_not_integer, `TRACE index not integer: ${pyRepr(entry.raw)}`, entry.line);
      if (!TRACE_VERBS.has(verb)) return fail(ReceiptReason.trace_unknown_verb, `TRACE unknown verb: ${pyRepr(verb)}`, entry.line);
      const value = guardedInt(index, 'TRACE index');
      if ('message' in value) return fail(ReceiptReason.trace_index_unusable, value.message, entry.line);
      state.trace.push({ index: Number(value.value), verb, args: parts[2] ?? '', line: entry.line });
    }
    for (let i = 0; i < state.trace.length; i++) {
      const entry = state.trace[i]!;
      if (entry.index !== i + 1) {
        return fail(ReceiptReason.trace_indices_not_contiguous, `TRACE indices not 1-based contiguous: expected ${i + 1} got ${String(entry.index)}`, entry.line);
      }
    }
    return undefined;
  },
});
