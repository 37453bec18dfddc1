import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, py, reportAt } from '../shared.js';

const OVERRIDE = py('override\\s*:\\s*reads-from-dependency');
const SHIPS_CODE = py(
  '(?:^|[\\s`(])(?:(?:scripts|src|agents|skills|packages)/[\\w./-]*\\.\\w+|[\\w./-]+\\.(?:py|ts|tsx|js|jsx|swift|rb|go|sh)\\b)',
);
const HEADING = py('^\\s*#{1,4}\\s+Depends-on\\s+\\(reads-from\\)');
export const SECTION_END = py('^\\s*#{1,4}\\s+\\S');
const UNVERIFIED = py('(?:\u2014|-)\\s*unverified\\s*$');
export const READS_FROM_MISSING_CLAIM =
  'Plan ships code but has no `## Depends-on (reads-from)` section. Add the section listing every data path / contract the new code reads, each with status `verified` or `unverified`.';

export const readsFromDependency = defineRule<PreparedPlan>({
  id: 'plan/reads-from-dependency',
  description: 'A plan that ships code lists what the new code reads (## Depends-on (reads-from)), with no unverified entries.',
  severity: 'blocker',
  reasons: [PlanReason.reads_from_dependency],
  check({ doc }, context) {
    const { lines } = doc;
    let shipsCode = false;
    let heading = -1;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      if (line === '') continue;
      if (OVERRIDE.test(line)) return;
      if (!shipsCode && SHIPS_CODE.test(line)) shipsCode = true;
      if (heading < 0 && HEADING.test(line)) heading = i;
    }
    if (!shipsCode) return;
    if (heading < 0) {
      reportAt(context, doc, 0, {
        reason: PlanReason.reads_from_dependency,
        message: READS_FROM_MISSING_CLAIM,
        hint: 'Add "## Depends-on (reads-from)" with one "- `<path>` — verified|unverified" line per read.',
        snippet: '',
      });
      return;
    }
    for (let i = heading + 1; i < lines.length; i++) {
      const line = lines[i] as string;
      if (line === '') continue;
      if (SECTION_END.test(line)) break;
      if (!UNVERIFIED.test(line)) continue;
      reportAt(context, doc, i, {
        reason: PlanReason.reads_from_dependency,
        message: 'A reads-from dependency is unverified: the new code reads something nobody has shown is written.',
        hint: 'Find the writer and mark it verified, drop the read, or add "override: reads-from-dependency" with the rationale.',
      });
    }
  },
});
