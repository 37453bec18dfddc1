/**
 * A zod-free check of a config's shape, so that a start with a config (every hook run has one)
 * does not pay for loading zod (~95 ms). It is one-sided: it answers `true` only for values the
 * config schema accepts (a property test in config-check.test.ts holds it to that against
 * `ConfigSchema`), and `false` for everything else, including shapes it does not know (a newer
 * rule-entry form): those go to zod, which accepts them or gives the exact error message.
 */

type Check = (value: unknown) => boolean;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};
const bool: Check = (value) => typeof value === 'boolean';
const nonEmpty: Check = (value) => typeof value === 'string' && value.length >= 1;
const text: Check = (value) => typeof value === 'string';
const intIn = (min: number, max: number): Check => (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
const listOf = (item: Check, maxItems = Infinity, maxChars = Infinity): Check => (value) =>
  Array.isArray(value) && value.length <= maxItems && value.every((entry) => item(entry) && (typeof entry !== 'string' || entry.length <= maxChars));
const recordOf = (item: Check): Check => (value) => isPlainObject(value) && Object.entries(value).every(([key, entry]) => key.length >= 1 && item(entry));
const SEVERITY_SETTINGS = new Set(['off', 'blocker', 'warning', 'info', 'error', 'warn']);
const severity: Check = (value) => typeof value === 'string' && SEVERITY_SETTINGS.has(value);
/** A rule's entry: a setting, or ESLint's `[setting, { options }]` (the options are the rule's own, checked when it runs). */
const setting: Check = (value) => severity(value) || (Array.isArray(value) && value.length === 2 && severity(value[0]) && isPlainObject(value[1]));

/** A strict object: known keys only, each optional, each passing its check. */
const shape = (fields: Readonly<Record<string, Check>>): Check => (value) =>
  isPlainObject(value) && Object.entries(value).every(([key, entry]) => Object.hasOwn(fields, key) && (fields[key] as Check)(entry));

const event = { enabled: bool, failClosed: bool };
const patterns = listOf(nonEmpty, 256, 256);

const hooks = shape({
  enabled: bool,
  maxFindings: intIn(1, 100),
  preToolUse: shape({ ...event, ledgerGuard: bool, approveClean: bool }),
  postToolUse: shape({ ...event, block: bool }),
  subagentStop: shape({
    ...event,
    receipt: shape({ tier2: bool, strict: bool, roots: listOf(nonEmpty, 64), ledger: nonEmpty }),
    requireReceipt: patterns,
    blockWhenActive: bool,
  }),
  stop: shape({ ...event, base: nonEmpty, blockWhenActive: bool }),
  pi: shape({ marker: shape({ enabled: bool, skills: patterns, inventory: listOf(nonEmpty, 1024, 256) }), tools: bool }),
});

const config = shape({
  $schema: text,
  files: recordOf(nonEmpty),
  rules: recordOf(setting),
  ignores: listOf(nonEmpty),
  maxWarnings: intIn(0, Number.MAX_SAFE_INTEGER),
  hooks,
});

/** True only when the config schema certainly accepts `value` as it is. */
export const configCertainlyValid = (value: unknown): boolean => config(value);
