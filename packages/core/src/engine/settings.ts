import type { Finding, RuleSetting } from '@gauntlet/contracts/codes';

/**
 * Applies severity overrides: a rule set to `off` loses its findings, a rule set to a severity
 * has every finding re-rated. Rules without a setting keep the severity they reported.
 */
export function applyRuleSettings(findings: Finding[], settings: Readonly<Record<string, RuleSetting>> | undefined): Finding[] {
  if (!settings || findings.length === 0) return findings;
  const out: Finding[] = [];
  for (const finding of findings) {
    const setting = settings[finding.rule];
    if (setting === undefined) out.push(finding);
    else if (setting !== 'off') out.push(setting === finding.severity ? finding : { ...finding, severity: setting });
  }
  return out;
}

/** One finding with the override of its rule applied, or null when the rule is `off`. */
export function rateFinding(finding: Finding, settings: Readonly<Record<string, RuleSetting>> | undefined): Finding | null {
  const setting = settings?.[finding.rule];
  if (setting === undefined) return finding;
  if (setting === 'off') return null;
  return setting === finding.severity ? finding : { ...finding, severity: setting };
}

/**
 * `--quiet`: only blockers remain, in every format. A closing `core/too-many-findings` blocker
 * then stands for its dropped blockers alone.
 */
export function onlyBlockers(findings: readonly Finding[]): Finding[] {
  const out: Finding[] = [];
  for (const finding of findings) {
    if (finding.severity !== 'blocker') continue;
    out.push(finding.omitted === undefined ? finding : { ...finding, omitted: { blocker: finding.omitted.blocker, warning: 0, info: 0 } });
  }
  return out;
}
