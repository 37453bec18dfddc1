import type { RuleConfigEntry, RuleSetting } from '@gauntlet/contracts/codes';
import { canonicalRuleSetting } from '@gauntlet/contracts/codes';
import { GauntletError, type RuleMeta, type RuleOptions, type RuleSettings } from '@gauntlet/core';

/** A config's `rules`, read: severities (aliases resolved) apart from per-rule options. */
export interface RuleConfig {
  settings: RuleSettings;
  options: RuleOptions;
}

/**
 * Splits a validated config's `rules` into the severity overrides the engine applies and the
 * per-rule options rules read: `"warn"` → `warning`, `["error", { legacy: true }]` → `blocker`
 * plus `{ legacy: true }`.
 */
export function readRuleConfig(rules: Readonly<Record<string, RuleConfigEntry>> | undefined): RuleConfig {
  const settings: Record<string, RuleSetting> = {};
  const options: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const [id, entry] of Object.entries(rules ?? {})) {
    if (Array.isArray(entry)) {
      settings[id] = canonicalRuleSetting(entry[0]);
      options[id] = entry[1];
    } else {
      settings[id] = canonicalRuleSetting(entry);
    }
  }
  return { settings, options };
}

/**
 * The severity overrides for the rules a run loaded, their options checked. A setting equal to
 * a rule's default severity means "on", as `"error"` does in ESLint: it leaves the severities the
 * rule gives its own findings (advisories, notes, legacy notes) alone instead of re-rating them all.
 */
export function settingsForRules(config: { rules: RuleSettings; ruleOptions: RuleOptions }, rules: readonly RuleMeta[]): RuleSettings {
  checkRuleOptions(config.ruleOptions, rules);
  const defaults = new Map(rules.map((rule) => [rule.id, rule.severity]));
  const effective: Record<string, RuleSetting> = {};
  for (const [id, setting] of Object.entries(config.rules)) if (defaults.get(id) !== setting) effective[id] = setting;
  return effective;
}

/**
 * Checks the options given to the rules a run loaded against what each rule declares: a rule
 * that takes none, an unknown name or a wrong type is `config_invalid`, never silently ignored.
 */
export function checkRuleOptions(options: RuleOptions, rules: readonly RuleMeta[]): void {
  for (const rule of rules) {
    const given = options[rule.id];
    if (given === undefined) continue;
    const declared = rule.options ?? {};
    for (const [name, value] of Object.entries(given)) {
      const spec = Object.hasOwn(declared, name) ? declared[name] : undefined;
      if (!spec) {
        const known = Object.keys(declared);
        throw new GauntletError('config_invalid', `rule ${rule.id} has no option ${JSON.stringify(name)} (${known.length === 0 ? 'it takes none' : `it takes ${known.join(', ')}`})`);
      }
      if (typeof value !== spec.type) throw new GauntletError('config_invalid', `option ${name} of ${rule.id} must be a ${spec.type}`);
      if (spec.pattern !== undefined && !new RegExp(`^(?:${spec.pattern})$`).test(value as string)) {
        throw new GauntletError('config_invalid', `option ${name} of ${rule.id} must match ${spec.pattern}`);
      }
    }
  }
}
