import { defineRule } from '@gauntlet/core';
import { ManifestReason } from '@gauntlet/contracts/codes';
import type { JsonlLine } from '../jsonl.js';

export const MANIFEST_STATUSES: readonly string[] = ['dispatched', 'completed', 'failed', 'skipped', 'error'];
export const MANIFEST_ENTRY_MAX_BYTES = 4096;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

export const manifestEntries = defineRule<JsonlLine[]>({
  id: 'receipt-ledger/manifest-entries',
  description: 'Dispatch manifest entries are JSON objects under 4096 bytes with a known status, and a new seq never goes below the maximum.',
  severity: 'blocker',
  reasons: [ManifestReason.manifest_line_unparseable, ManifestReason.manifest_entry_oversize, ManifestReason.manifest_status_invalid, ManifestReason.manifest_seq_regressed],
  check(lines, { report }) {
    const seen = new Set<number>();
    let max = -Infinity;
    for (const { line, text, value, problem } of lines) {
      if (!value) {
        report({ reason: ManifestReason.manifest_line_unparseable, message: `Line ${line} is not a JSON object (${problem}).`, line, hint: 'One JSON object per line, appended atomically.' });
        continue;
      }
      const bytes = utf8Length(text) + 1;
      if (bytes >= MANIFEST_ENTRY_MAX_BYTES) {
        report({ reason: ManifestReason.manifest_entry_oversize, message: `Line ${line} is ${bytes} bytes with its newline; entries must stay under ${MANIFEST_ENTRY_MAX_BYTES} to append atomically.`, line, hint: 'Shorten the summary.' });
      }
      if (typeof value.status !== 'string' || !MANIFEST_STATUSES.includes(value.status)) {
        report({ reason: ManifestReason.manifest_status_invalid, message: `Line ${line}: status ${JSON.stringify(value.status) ?? 'missing'} is not one of ${MANIFEST_STATUSES.join(', ')}.`, line });
      }
      if (typeof value.seq === 'number' && Number.isInteger(value.seq)) {
        if (!seen.has(value.seq) && value.seq < max) {
          report({
            reason: ManifestReason.manifest_seq_regressed,
            severity: 'warning',
            message: `Line ${line}: new seq ${value.seq} is below the previous maximum ${max}.`,
            line,
            hint: 'Re-read the manifest before every dispatch: next seq = last seq + 1.',
          });
        }
        seen.add(value.seq);
        max = Math.max(max, value.seq);
      }
    }
  },
});
