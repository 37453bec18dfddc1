import { defineRule, docsUrl } from '@gauntlet/core';
import { TagReason, codesOf } from '@gauntlet/contracts/codes';
import type { PreparedContract } from '../prepared.js';

export const tagMap = defineRule<PreparedContract>({
  id: 'contract/tag-map',
  description: 'With `--tests ROOT --coverage-map MAP`: the reference tag-coverage check, every tag pinned to its carriers and counts by an out-of-band map.',
  severity: 'blocker',
  reasons: codesOf(TagReason),
  check({ tagMap: check }, { report }) {
    if (check === null) return;
    const root = check.root.replace(/\/+$/, '');
    for (const finding of check.findings) {
      report({
        reason: finding.reason,
        message: finding.message,
        ...(finding.severity ? { severity: finding.severity } : {}),
        ...(finding.path ? { file: `${root}/${finding.path}` } : {}),
        ...(finding.line ? { line: finding.line } : {}),
        hint: HINTS[finding.reason] ?? `See ${docsUrl('docs/rules/contract/tag-map.md')}.`,
      });
    }
  },
});

const HINTS: Record<string, string> = {
  tag_carrier_missing: 'A renamed carrier must be renamed in the coverage map too (counting would only produce noise).',
  tag_contract_absent: 'Contracts are machine-local: the cross-check runs where the contract exists.',
  tag_map_pin_mismatch: 'Lowering coverage needs a deliberate edit of the coverage map, not only of the inline annotation.',
  tag_stray: 'Tags live only in pinned carriers; quote them as prose under docs/ instead.',
};
