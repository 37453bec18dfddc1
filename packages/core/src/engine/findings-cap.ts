import type { Finding, Severity, Summary } from '@gauntlet/contracts/codes';
import { SEVERITY_RANK, tooManyFindingsRule } from './core-rules.js';
import { toFinding } from './rule.js';

/** Findings kept per input; past this, findings are only counted (memory stays bounded). */
export const MAX_FINDINGS_PER_INPUT = 1000;

const SEVERITIES: readonly Severity[] = ['blocker', 'warning', 'info'];

export interface FindingsCap {
  /** Keeps the finding, or counts it once `cap` are kept. */
  add(finding: Finding): void;
  /** The kept findings so far (what a verifier's `data` sees). */
  readonly kept: readonly Finding[];
  /** The kept findings, then one `core/too-many-findings` finding when any were dropped. */
  finish(): Finding[];
}

/**
 * Caps the findings of one input: the first `cap` are kept in evaluation order, the rest are
 * counted by severity. The closing finding carries the most severe dropped severity and the
 * counts (`omitted`), so the verdict and every summary count are what they would have been.
 */
export function createFindingsCap(verifier: string, file: string | undefined, cap = MAX_FINDINGS_PER_INPUT): FindingsCap {
  const kept: Finding[] = [];
  const omitted: Record<Severity, number> = { blocker: 0, warning: 0, info: 0 };
  let worst: Severity | undefined;
  return {
    kept,
    add(finding) {
      if (kept.length < cap) {
        kept.push(finding);
        return;
      }
      omitted[finding.severity]++;
      if (worst === undefined || SEVERITY_RANK[finding.severity] > SEVERITY_RANK[worst]) worst = finding.severity;
    },
    finish() {
      if (worst === undefined) return kept;
      const total = omitted.blocker + omitted.warning + omitted.info;
      const closing = toFinding(
        tooManyFindingsRule,
        {
          reason: 'findings_capped',
          severity: worst,
          message: `${total} more finding${total === 1 ? '' : 's'} not listed (${omitted.blocker} blocker, ${omitted.warning} warning, ${omitted.info} info); the first ${cap} are shown.`,
          hint: 'Fix the findings shown and run again, or find out why this input produces so many.',
        },
        verifier,
        file,
      );
      return [...kept, { ...closing, omitted: { ...omitted } }];
    },
  };
}

/** Adds one finding to summary counts: a closing `core/too-many-findings` finding counts what it stands for. */
export function countFinding(summary: Summary, finding: Finding): void {
  if (finding.omitted === undefined) {
    summary[finding.severity]++;
    return;
  }
  for (const severity of SEVERITIES) summary[severity] += finding.omitted[severity];
}
