import type { Finding, GauntletConfig } from '@gauntlet/contracts/codes';
import type { RuleSettings } from '@gauntlet/core';
import { verifyMarker } from '@gauntlet/verifiers';
import { allow } from './decision.js';
import { blockReason, countBlockers } from './reason.js';
import type { HookSettings } from './settings.js';
import type { HookDecision } from './types.js';


/** The config's plain severity overrides (`"marker/grammar": "off"`), as the engine takes them. */
function severityOverrides(rules: GauntletConfig['rules']): RuleSettings {
  const out: Record<string, string> = {};
  for (const [id, value] of Object.entries(rules ?? {})) if (typeof value === 'string') out[id] = value;
  return out as RuleSettings;
}

/**
 * The first-line gate marker of a skill-owned turn (docs/rules/marker/): blockers become a
 * `block` whose reason the model reads on its next turn. Which turns are skill-owned is the
 * adapter's to say (pi knows the skill a turn runs).
 */
export async function checkTurnMarker(text: string, settings: HookSettings, rules?: GauntletConfig['rules']): Promise<HookDecision> {
  if (!settings.pi.marker.enabled) return allow(null, 'not_checked');
  const verification = await verifyMarker(text, { inventory: settings.pi.marker.inventory }, { file: 'turn', rules: severityOverrides(rules) });
  const blockers: Finding[] = verification.findings.filter((finding) => finding.severity === 'blocker');
  if (blockers.length === 0) return allow(null, 'clean');
  const reason = blockReason({
    headline: `the turn's first line is not a valid gate marker (${countBlockers(blockers.length)})`,
    findings: blockers,
    max: settings.maxFindings,
    footer: 'Line 1 of a skill turn is exactly one marker: "gauntlet: gate=<skill>/<id>", "gauntlet: question", "gauntlet: done <outcome>" or "gauntlet: stuck <reason>".',
  });
  return { event: null, action: 'block', outcome: 'marker_invalid', reason, findings: blockers, notes: [] };
}
