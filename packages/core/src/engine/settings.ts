import type { Finding, RuleSetting } from '@gauntlet/contracts/codes';

/**
 * One finding under the overrides: `null` when its rule is `off`, re-rated when its rule has a
 * severity setting, unchanged otherwise.
 */
export function rateFinding(finding: Finding, settings: Readonly<Record<string, RuleSetting>> | undefined): Finding | null {
  const setting = settings?.[finding.rule];
  if (setting === undefined) return finding;
  if (setting === 'off') return null;
  return setting === finding.severity ? finding : { ...finding, severity: setting };
}

/**
 * Applies severity overrides: a rule set to `off` loses its findings, a rule set to a severity
 * has every finding re-rated. Rules without a setting keep the severity they reported.
 */
export function applyRuleSettings(findings: Finding[], settings: Readonly<Record<string, RuleSetting>> | undefined): Finding[] {
  if (!settings || findings.length === 0) return findings;
  const out: Finding[] = [];
  for (const finding of findings) {
    const rated = rateFinding(finding, settings);
    if (rated !== null) out.push(rated);
  }
  return out;
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
