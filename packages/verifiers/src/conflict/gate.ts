import type { ConflictGateCode } from '@gauntlet/contracts/codes';
import type { ConflictValidation } from './issue.js';

export type ConflictDecision = 'blocked' | 'approval_required' | 'proceed';

export interface ConflictGateDecision {
  decision: ConflictDecision;
  code: ConflictGateCode;
  /** Only for `blocked` on a valid report: the line the workflow prints. */
  banner: string | null;
  writesAllowed: boolean;
  promptRequired: boolean;
}

/**
 * docs/rules/conflict/README.md#safety-gate: the safety gate. An invalid report fails closed; any BLOCKER blocks
 * (whatever else is there); any WARNING needs explicit approval; INFO-only or empty proceeds.
 */
export function conflictGate(validation: Pick<ConflictValidation, 'valid' | 'counts'>, operation: string): ConflictGateDecision {
  const { BLOCKER, WARNING, INFO } = validation.counts;
  if (!validation.valid) return { decision: 'blocked', code: 'invalid_report', banner: null, writesAllowed: false, promptRequired: false };
  if (BLOCKER > 0) {
    return {
      decision: 'blocked',
      code: 'blockers_present',
      // No singular form: "1 blockers" is the reference wording.
      banner: `GSD > BLOCKED: ${BLOCKER} blockers must be resolved before ${operation} can proceed.`,
      writesAllowed: false,
      promptRequired: false,
    };
  }
  if (WARNING > 0) return { decision: 'approval_required', code: 'warnings_present', banner: null, writesAllowed: false, promptRequired: true };
  if (INFO > 0) return { decision: 'proceed', code: 'info_only', banner: null, writesAllowed: true, promptRequired: false };
  return { decision: 'proceed', code: 'no_conflicts', banner: null, writesAllowed: true, promptRequired: false };
}
