import { ReceiptReason } from '@gauntlet/contracts/codes';
import { fail, receiptTextRule } from '../rule-kit.js';
import { EXEC_OUT, RCPT_SHA_ANYWHERE, SHA256_ANYWHERE, guardedInt, showPath } from '../text.js';

/**
 * H1–H6 (docs/rules/receipt/trace-entries.md): EXEC cites a declared `out=` range within the 4 KiB estimate;
 * EDIT/WROTE carry a sha256; DISPATCHED carries an rcpt-sha256.
 */
export const traceEntries = receiptTextRule({
  id: 'receipt/trace-entries',
  description: 'EXEC entries cite a declared out=<artifact>#<range> within 4 KiB; EDIT/WROTE carry sha256:; DISPATCHED carries rcpt-sha256:.',
  hint: 'Give EXEC an out=<artifact>#L<a>-L<b> range of at most 4 KiB over a declared artifact; give EDIT/WROTE a sha256: and DISPATCHED an rcpt-sha256:.',
  reasons: [
    ReceiptReason.exec_out_missing_or_bad,
    ReceiptReason.exec_range_int_unusable,
    ReceiptReason.exec_range_negative,
    ReceiptReason.exec_range_too_large,
    ReceiptReason.exec_out_not_declared,
    ReceiptReason.edit_wrote_missing_sha,
    ReceiptReason.dispatched_missing_rcpt_sha,
  ],
  decide(doc) {
    for (const entry of doc.trace) {
      const { verb, args, line } = entry;
      if (verb === 'EXEC') {
        const match = EXEC_OUT.exec(args);
        if (!match) return fail(ReceiptReason.exec_out_missing_or_bad, `EXEC missing out= or bad range: ${args}`, line);
        const start = guardedInt(match[3]!, 'EXEC out= range start');
        if ('message' in start) return fail(ReceiptReason.exec_range_int_unusable, start.message, line);
        const end = guardedInt(match[4]!, 'EXEC out= range end');
        if ('message' in end) return fail(ReceiptReason.exec_range_int_unusable, end.message, line);
        if (end.value < start.value) return fail(ReceiptReason.exec_range_negative, `EXEC range negative: ${args}`, line);
        const span = end.value - start.value;
        const estimate = match[2] === 'B' ? span : span * 80n;
        if (estimate > 4096n) return fail(ReceiptReason.exec_range_too_large, `EXEC range exceeds 4 KiB: ${args}`, line);
        if (!doc.artifactNames.has(match[1]!)) {
          return fail(ReceiptReason.exec_out_not_declared, `EXEC out= artifact not in ARTIFACTS: ${showPath(match[1]!)}`, line);
        }
      } else if (verb === 'EDIT' || verb === 'WROTE') {
        if (!SHA256_ANYWHERE.test(args)) return fail(ReceiptReason.edit_wrote_missing_sha, `${verb} missing sha256: ${args}`, line);
      } else if (verb === 'DISPATCHED') {
        if (!RCPT_SHA_ANYWHERE.test(args)) return fail(ReceiptReason.dispatched_missing_rcpt_sha, `DISPATCHED missing rcpt-sha256: ${args}`, line);
      }
    }
    return undefined;
  },
});
