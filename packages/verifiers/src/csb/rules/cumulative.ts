import { defineRule } from '@gauntlet/core';
import { CsbReason } from '@gauntlet/contracts/codes';
import { COMPRESSED_MARK, type CsbInput, HEALTH_ORDER, decisionIds } from '../parse.js';

/** With `--previous`: decisions and progress carry forward, the goal holds, health does not move back within a phase. */
export const cumulative = defineRule<CsbInput>({
  id: 'csb/cumulative',
  description: 'Against the previous block: every decision and progress item carries forward, the Goal does not drift, Health does not move back within a phase.',
  severity: 'blocker',
  reasons: [CsbReason.csb_decisions_not_cumulative, CsbReason.csb_progress_not_cumulative, CsbReason.csb_goal_drift, CsbReason.csb_health_regressed],
  check({ block, previous }, { report }) {
    if (!previous) return;
    const progressNow = (block.sections.get('Progress')?.items ?? []).map((item) => item.text);
    const progressBefore = (previous.sections.get('Progress')?.items ?? []).map((item) => item.text);
    const nowIds = new Set(decisionIds(block));
    const dropped = decisionIds(previous).filter((id) => !nowIds.has(id));
    const before = new Set(progressBefore);
    let excused = progressNow.filter((text) => !before.has(text) && text.includes(COMPRESSED_MARK)).length;
    const decisionsLine = block.sections.get('Key Decisions (this session)')?.line;
    for (const id of dropped) {
      if (excused > 0) {
        excused--;
        continue;
      }
      report({
        reason: CsbReason.csb_decisions_not_cumulative,
        message: `Decision ${id} of the previous block is gone, and no new Progress entry marked ${COMPRESSED_MARK} accounts for it.`,
        line: decisionsLine,
        evidence: [id],
        hint: 'Blocks carry the full decision list; to make room, compress a decision into a Progress entry annotated [compressed from decisions].',
      });
    }
    const nowSet = new Set(progressNow);
    const lost = progressBefore.filter((text) => !nowSet.has(text));
    if (lost.length > 0) {
      report({
        reason: CsbReason.csb_progress_not_cumulative,
        severity: 'warning',
        message: `${lost.length} Progress item${lost.length === 1 ? '' : 's'} of the previous block ${lost.length === 1 ? 'is' : 'are'} missing: ${lost.join(' | ')}`,
        line: block.sections.get('Progress')?.line,
        evidence: lost,
        hint: 'Progress is cumulative: keep every completed milestone (reworded in-progress items also trip this check).',
      });
    }
    const goal = block.header.get('Goal');
    const goalBefore = previous.header.get('Goal');
    if (goal && goalBefore && goal.value !== goalBefore.value) {
      report({
        reason: CsbReason.csb_goal_drift,
        severity: 'warning',
        message: `Goal changed from ${JSON.stringify(goalBefore.value)} to ${JSON.stringify(goal.value)}.`,
        line: goal.line,
        hint: 'The Goal is the original request verbatim; it must not drift between blocks.',
      });
    }
    const phase = block.header.get('Phase')?.value;
    const healthNow = HEALTH_ORDER[block.header.get('Health')?.value ?? ''];
    const healthBefore = HEALTH_ORDER[previous.header.get('Health')?.value ?? ''];
    if (phase !== undefined && phase === previous.header.get('Phase')?.value && healthNow !== undefined && healthBefore !== undefined && healthNow < healthBefore) {
      report({
        reason: CsbReason.csb_health_regressed,
        severity: 'warning',
        message: `Health moved back from ${previous.header.get('Health')?.value} to ${block.header.get('Health')?.value} within phase ${JSON.stringify(phase)}.`,
        line: block.header.get('Health')?.line,
        hint: 'Within one phase health only worsens (GREEN → YELLOW → RED); phase boundaries reset it.',
      });
    }
  },
});
