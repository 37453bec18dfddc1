import { CairnReason } from '@gauntlet/contracts/codes';
import { type CairnIssue, type ParsedCairn, isParentSkill, parsePhaseValue } from '../parse.js';
import { entryRule } from '../prepared.js';

/**
 * The PHASE decisions: exactly the three lines; a valid parent skill; a `<name> / <counter>`
 * value; and, with `--expected-phase`, that value string-equal to it (`design/2` is not
 * `design / 2`). A malformed value stops the PHASE checks (nothing to compare).
 */
export function phaseIssues(cairn: ParsedCairn, expectPhase: string | undefined): CairnIssue[] {
  const issues: CairnIssue[] = [];
  const issue = (reason: string, message: string, line?: number) => issues.push({ rule: 'phase', reason, message, line });
  const section = cairn.sections.PHASE;
  const fields = cairn.phaseFields;
  if (fields === null) {
    const count = section.lines.length;
    issue(CairnReason.cairn_phase_shape, `PHASE must hold exactly 3 lines phase:, started-at:, parent-skill: in order (found ${count} line${count === 1 ? '' : 's'}).`, section.line);
    return issues;
  }
  if (!isParentSkill(fields.parentSkillValue)) {
    issue(CairnReason.cairn_parent_skill_invalid, `parent-skill ${JSON.stringify(fields.parentSkillValue)} does not match [a-z][a-z0-9-]*.`, fields.parentSkill.line);
  }
  if (parsePhaseValue(fields.value) === null) {
    issue(CairnReason.cairn_phase_value_malformed, `phase value malformed: ${JSON.stringify(fields.value)} is not "<phase-name> / <counter>".`, fields.phase.line);
    return issues;
  }
  if (expectPhase !== undefined && fields.value !== expectPhase.trim()) {
    issue(CairnReason.cairn_phase_unexpected, `expected next phase ${JSON.stringify(expectPhase.trim())}, the cairn says ${JSON.stringify(fields.value)}.`, fields.phase.line);
  }
  return issues;
}

export const phase = entryRule(
  'phase',
  {
    description: 'PHASE holds exactly phase:, started-at:, parent-skill: with a "<name> / <counter>" value and a valid parent skill, equal to --expected-phase when given.',
    reasons: [CairnReason.cairn_phase_shape, CairnReason.cairn_phase_value_malformed, CairnReason.cairn_phase_unexpected, CairnReason.cairn_parent_skill_invalid],
    hint: 'PHASE holds phase: <name> / <counter>, started-at: <ISO-8601>, parent-skill: <skill>.',
  },
  (cairn, prepared) => phaseIssues(cairn, prepared.expectedPhase),
);
