import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyRepr } from '@gauntlet/core';
import { fail, receiptTextRule } from '../rule-kit.js';
import { TRACE_REF, UNRUNNABLE_REASONS } from '../text.js';

/** J1–J8 (docs/rules/receipt/witness-ran-target.md): `ran=` is TRACE#N of a fitting verb, SKIPPED:… echoed in NEXT, or UNRUNNABLE:<reason>. */
export const witnessRanTarget = receiptTextRule({
  id: 'receipt/witness-ran-target',
  description: 'The witness ran= disposition points at a TRACE entry of the right verb, or is a declared SKIPPED/UNRUNNABLE.',
  hint: 'Point ran= at the EXEC (or READ/WROTE for grep) line that produced the output, or declare SKIPPED:/UNRUNNABLE: properly.',
  reasons: [
    ReceiptReason.unrunnable_on_pass,
    ReceiptReason.trace_ref_malformed,
    ReceiptReason.witness_ran_unresolved,
    ReceiptReason.witness_exec_ran_not_exec,
    ReceiptReason.witness_grep_ran_bad_verb,
    ReceiptReason.skipped_next_missing_payload,
    ReceiptReason.unrunnable_reason_unknown,
    ReceiptReason.witness_ran_form_unknown,
  ],
  decide(doc) {
    const witness = doc.witness;
    if (!witness) return undefined;
    const { ran, line } = witness;
    if (doc.verdict === 'PASS' && ran.startsWith('UNRUNNABLE')) return fail(ReceiptReason.unrunnable_on_pass, 'WITNESS ran=UNRUNNABLE not permitted on PASS', line);
    if (ran.startsWith('TRACE#')) {
      const match = TRACE_REF.exec(ran);
      if (!match) return fail(ReceiptReason.trace_ref_malformed, `malformed TRACE# reference: ${pyRepr(ran)}`, line);
      const n = Number(match[1]);
      const cited = doc.trace[n - 1]; // undefined out of range, TRACE#0 included
      if (!cited) return fail(ReceiptReason.witness_ran_unresolved, `WITNESS ran=TRACE#${BigInt(match[1]!).toString()} does not resolve`, line);
      if (witness.kind === 'exec' && cited.verb !== 'EXEC') {
        return fail(ReceiptReason.witness_exec_ran_not_exec, `WITNESS kind=exec requires ran= to point to EXEC (got ${cited.verb})`, line);
      }
      if (witness.kind === 'grep' && cited.verb !== 'EXEC' && cited.verb !== 'READ' && cited.verb !== 'WROTE') {
        return fail(ReceiptReason.witness_grep_ran_bad_verb, `WITNESS kind=grep requires ran= to point to EXEC/READ/WROTE (got ${cited.verb})`, line);
      }
      return undefined;
    }
    if (ran.startsWith('SKIPPED:')) {
      const haystack = (doc.sections.get('NEXT')?.body ?? []).map((element) => element.raw).join(' ');
      if (!haystack.includes(witness.payloadRaw)) {
        return fail(
          ReceiptReason.skipped_next_missing_payload,
          `WITNESS ran=SKIPPED requires NEXT to contain witness payload verbatim; payload=${pyRepr(witness.payloadRaw)}  NEXT=${pyRepr(haystack)}`,
          line,
        );
      }
      return undefined;
    }
    if (ran.startsWith('UNRUNNABLE:')) {
      const reason = ran.slice('UNRUNNABLE:'.length);
      if (!UNRUNNABLE_REASONS.has(reason)) return fail(ReceiptReason.unrunnable_reason_unknown, `UNRUNNABLE reason not in closed vocabulary: ${pyRepr(reason)}`, line);
      return undefined;
    }
    return fail(ReceiptReason.witness_ran_form_unknown, `WITNESS ran= form unknown: ${pyRepr(ran)}`, line);
  },
});
