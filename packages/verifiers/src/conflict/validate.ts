import type { ConflictCheck, ConflictCheckOptions, ConflictIssue, ConflictValidation, PreparedConflict } from './issue.js';
import { countEntries, parseConflictReport } from './parse.js';
import { findLabelProblems } from './rules/entry-labels.js';
import { findRemediationProblems } from './rules/entry-remediation.js';
import { findMissingTitles } from './rules/entry-title.js';
import { findTables } from './rules/no-tables.js';
import { findStructureProblems } from './rules/report-structure.js';
import { findUnknownSeverities } from './rules/severity-label.js';

/** Every docs/rules/conflict/README.md#rules check, in evaluation order (the order of the family's rules). */
export const CONFLICT_CHECKS: readonly ConflictCheck[] = [
  findUnknownSeverities,
  findTables,
  findMissingTitles,
  findLabelProblems,
  findRemediationProblems,
  findStructureProblems,
];

export function prepareConflict(text: string, options: ConflictCheckOptions & { operation?: string } = {}): PreparedConflict {
  const report = parseConflictReport(text);
  const issues = new Map<ConflictCheck, ConflictIssue[]>();
  for (const check of CONFLICT_CHECKS) issues.set(check, check(report, options));
  const all = [...issues.values()].flat();
  const errors = all.filter((issue) => !issue.advisory);
  const validation: ConflictValidation = {
    valid: errors.length === 0,
    errors,
    advisories: all.filter((issue) => issue.advisory),
    entries: report.entries,
    counts: countEntries(report),
  };
  return { report, issues, validation, operation: options.operation ?? 'the operation' };
}

/** docs/rules/conflict/README.md#entries `validateConflictReport`: errors make the report invalid; advisories do not. */
export function validateConflictReport(text: string, options: ConflictCheckOptions = {}): ConflictValidation {
  return prepareConflict(text, options).validation;
}

