import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, py, reportAt } from '../shared.js';
import { synthesisEntries } from '../synthesis.js';

const VAGUE = py('\\b(?:appropriate|follow\\s+existing|match\\s+patterns?|as\\s+needed|see\\s+existing|reasonable)\\b');

export const synthesisDimVagueValue = defineRule<PreparedPlan>({
  id: 'plan/synthesis-dim-vague-value',
  description: 'A synthesis_dimensions entry whose value is vague ("appropriate", "as needed", "follow existing", ...).',
  severity: 'blocker',
  reasons: [PlanReason.synthesis_dim_vague_value],
  check({ doc }, context) {
    for (const i of synthesisEntries(doc)) {
      const line = doc.lines[i] as string;
      // After the first colon; without one, indexOf gives -1 and the value is the whole line.
      const value = line.slice(line.indexOf(':') + 1);
      if (!VAGUE.test(value)) continue;
      reportAt(context, doc, i, {
        reason: PlanReason.synthesis_dim_vague_value,
        message: 'A synthesis dimension has a vague value; name the concrete decision.',
        hint: 'Replace "appropriate"/"as needed"/"follow existing" with the actual choice (e.g. placement: "after <Card> in Feed.tsx").',
      });
    }
  },
});
