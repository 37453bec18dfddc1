import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyRepr } from '@gauntlet/core';
import { fail, receiptTextRule } from '../rule-kit.js';
import { CONF } from '../text.js';

/** B1–B3 (docs/rules/receipt/verdict.md): `VERDICT PASS|FAIL|BLOCKED conf=0.NN|1.00` on the header line. */
export const verdict = receiptTextRule({
  id: 'receipt/verdict',
  description: 'VERDICT is PASS, FAIL or BLOCKED with conf=0.NN or conf=1.00, on the VERDICT line itself.',
  hint: 'Write \'VERDICT  PASS|FAIL|BLOCKED  conf=0.NN\' on the VERDICT line.',
  reasons: [ReceiptReason.verdict_empty, ReceiptReason.verdict_malformed, ReceiptReason.verdict_conf_malformed],
  decide(doc) {
    const section = doc.sections.get('VERDICT');
    const first = section?.body[0];
    if (!first) return fail(ReceiptReason.verdict_empty, 'VERDICT empty', section?.line);
    if (doc.verdict === undefined) return fail(ReceiptReason.verdict_malformed, `VERDICT malformed: ${pyRepr(first.raw)}`, first.line);
    if (!CONF.test(doc.conf)) return fail(ReceiptReason.verdict_conf_malformed, `VERDICT conf malformed: ${pyRepr(doc.conf)}`, first.line);
    return undefined;
  },
});
