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

/** `--quiet`: only blockers remain, in every format. */
export function onlyBlockers(findings: readonly Finding[]): Finding[] {
  return findings.filter((finding) => finding.severity === 'blocker');
}
