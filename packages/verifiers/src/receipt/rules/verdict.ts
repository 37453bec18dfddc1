import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyRepr } from '@gauntlet/core';
import { fail, receiptRule } from '../rule-kit.js';
import type { Verdict } from '../state.js';
import { CONF, VERDICT_LINE } from '../text.js';

/** B1–B3 (docs/rules/receipt/README.md#verdict): `VERDICT PASS|FAIL|BLOCKED conf=0.NN|1.00` on the header line. */
export const verdict = receiptRule({
  id: 'receipt/verdict',
  description: 'VERDICT is PASS, FAIL or BLOCKED with conf=0.NN or conf=1.00, on the VERDICT line itself.',
  hint: 'Write \'VERDICT  PASS|FAIL|BLOCKED  conf=0.NN\' on the VERDICT line.',
  reasons: [ReceiptReason.verdict_empty, ReceiptReason.verdict_malformed, ReceiptReason.verdict_conf_malformed],
  run(state) {
    const section = state.sections.get('VERDICT');
    const first = section?.body[0];
    if (!first) return fail(ReceiptReason.verdict_empty, 'VERDICT empty', section?.line);
    const match = VERDICT_LINE.exec(first.raw);
    if (!match) return fail(ReceiptReason.verdict_malformed, `VERDICT malformed: ${pyRepr(first.raw)}`, first.line);
    const conf = match[2] as string;
    if (!CONF.test(conf)) return fail(ReceiptReason.verdict_conf_malformed, `VERDICT conf malformed: ${pyRepr(conf)}`, first.line);
    state.verdict = match[1] as Verdict;
    state.conf = conf;
    return undefined;
  },
});
