import { ReceiptReason } from '@gauntlet/contracts/codes';
import { fail, receiptTextRule } from '../rule-kit.js';
import { EXIT_ARG, TRACE_REF, pyIntOf } from '../text.js';

/** K1–K3 (docs/rules/receipt/tests-claims.md): tests-ran/tests-pass claims rest on an EXEC (or a declared SKIPPED tests entry). */
export const testsClaims = receiptTextRule({
  id: 'receipt/tests-claims',
  description: 'tests-ran/tests-pass claims cite an EXEC entry (tests-pass=true one with exit=0), unless TRACE declares SKIPPED tests.',
  hint: 'Back tests-ran/tests-pass claims with the EXEC that ran the tests (exit=0 for tests-pass=true).',
  reasons: [ReceiptReason.tests_claim_without_exec, ReceiptReason.tests_claim_cites_non_exec, ReceiptReason.tests_pass_nonzero_exit],
  decide(doc) {
    const testsClaims = doc.claims.filter((claim) => claim.key === 'tests-ran' || claim.key === 'tests-pass');
    if (testsClaims.length === 0) return undefined;
    const hasExec = doc.trace.some((entry) => entry.verb === 'EXEC');
    const skippedTests = doc.trace.some((entry) => entry.verb === 'SKIPPED' && entry.args.toLowerCase().includes('tests'));
    if (!hasExec && !skippedTests) {
      return fail(ReceiptReason.tests_claim_without_exec, 'tests-ran/tests-pass claim but no EXEC and no SKIPPED tests entry', testsClaims[0]!.line);
    }
    if (skippedTests) return undefined;
    for (const claim of testsClaims) {
      const match = TRACE_REF.exec(claim.citation);
      if (!match) continue;
      const n = Number(match[1]);
      const cited = doc.trace[n - 1];
      if (!cited) continue;
      if (cited.verb !== 'EXEC') {
        return fail(ReceiptReason.tests_claim_cites_non_exec, `CLAIM ${claim.key} cites TRACE#${n} which is ${cited.verb}, not EXEC`, claim.line);
      }
      if (claim.key === 'tests-pass' && claim.value === 'true') {
        const exit = EXIT_ARG.exec(cited.args);
        if (!exit) continue;
        const value = pyIntOf(exit[1]!);
        if (!value.ok || value.value !== 0n) {
          return fail(ReceiptReason.tests_pass_nonzero_exit, `CLAIM tests-pass=true cites TRACE#${n} with exit=${exit[1]!} (structural contradiction)`, claim.line);
        }
      }
    }
    return undefined;
  },
});
