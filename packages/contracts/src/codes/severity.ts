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

export const Verdict = { pass: 'pass', fail: 'fail' } as const;
export type Verdict = CodeOf<typeof Verdict>;
