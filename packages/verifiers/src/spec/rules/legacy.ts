import type { RuleOptionSpec } from '@gauntlet/core';

const DATE = '\\d{4}-\\d{2}-\\d{2}';
const DATED_NAME = new RegExp(`^(${DATE})`);

/** The options of a rule that lets users opt into leniency for artifacts older than the rule. */
export const LEGACY_OPTIONS: Readonly<Record<string, RuleOptionSpec>> = {
  legacy: { type: 'boolean', description: 'Treat every input as legacy: the check the artifact predates becomes an info note.' },
  legacyBefore: {
    type: 'string',
    pattern: DATE,
    description: 'Treat as legacy only files whose name starts with an earlier date (YYYY-MM-DD-..., as pi-gauntlet names its specs).',
  },
};

/** Whether the rule's options make this input legacy (`legacy: true`, or a dated file name before `legacyBefore`). */
export function isLegacy(ruleOptions: Readonly<Record<string, unknown>>, file: string | undefined): boolean {
  if (ruleOptions.legacy === true) return true;
  const before = ruleOptions.legacyBefore;
  if (typeof before !== 'string' || file === undefined) return false;
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dated = DATED_NAME.exec(name)?.[1];
  return dated !== undefined && dated < before;
}
