import type { CodeOf } from './define.js';

/** How much a finding matters: only `blocker` fails a run. */
export const Severity = {
  blocker: 'blocker',
  warning: 'warning',
  info: 'info',
} as const;
export type Severity = CodeOf<typeof Severity>;

/** Severities from most to least severe. */
export const SEVERITIES: readonly Severity[] = ['blocker', 'warning', 'info'];

/** What a config may set a rule to: a severity, or `off` to drop its findings. */
export const RuleSetting = { ...Severity, off: 'off' } as const;
export type RuleSetting = CodeOf<typeof RuleSetting>;

/** ESLint's spellings, accepted in a config's `rules`: `error` is `blocker`, `warn` is `warning`. */
export const RuleSettingAlias = { error: 'blocker', warn: 'warning' } as const satisfies Record<string, RuleSetting>;
export type RuleSettingAlias = keyof typeof RuleSettingAlias;

/** What a config may write for a rule's setting: a `RuleSetting` or one of its aliases. */
export type RuleSettingInput = RuleSetting | RuleSettingAlias;

/** The `RuleSetting` a config's spelling stands for (`error` → `blocker`, `warn` → `warning`). */
export function canonicalRuleSetting(setting: RuleSettingInput): RuleSetting {
  return setting in RuleSettingAlias ? RuleSettingAlias[setting as RuleSettingAlias] : (setting as RuleSetting);
}

export const Verdict = { pass: 'pass', fail: 'fail' } as const;
export type Verdict = CodeOf<typeof Verdict>;
