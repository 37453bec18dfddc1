import type { RunBudget } from './budget.js';
import { GauntletError } from './errors.js';

/**
 * Options as they arrive: command flags, a host's configuration, or the bag a composition hands
 * to each of its parts. Each verifier reads the keys it knows through its schema.
 */
export type RawOptions = Readonly<Record<string, unknown>>;

/** The options of a verifier that takes none. */
export type NoOptions = Readonly<Record<never, never>>;

/** Reads a verifier's options once per run: typed values with their defaults filled in. */
export interface OptionsSchema<TOptions> {
  /** Throws a `GauntletError('usage')` for a value of the wrong type. */
  parse(raw: RawOptions): TOptions;
}

/**
 * Typed access to one options bag. Every reader returns `undefined` for an absent key (`undefined`
 * or `null`) and throws a usage error naming the family, the key and the value for a present
 * value of the wrong type: a mistyped option must not silently become the default (a cap that
 * falls back to its default lets through what the caller meant to block).
 */
export interface OptionReader {
  string(key: string): string | undefined;
  boolean(key: string): boolean | undefined;
  /** An integer within the bounds (inclusive). */
  integer(key: string, bounds?: { min?: number; max?: number }): number | undefined;
  /** One of the listed strings. */
  oneOf<const T extends string>(key: string, values: readonly T[]): T | undefined;
  /** An array of strings. */
  strings(key: string): readonly string[] | undefined;
  /** A plain object (not an array). */
  record(key: string): Readonly<Record<string, unknown>> | undefined;
  /** A per-run budget the caller shares across inputs (`createRunBudget`). */
  budget(key: string): RunBudget | undefined;
  /** The value as given, for a family that validates it itself. */
  value(key: string): unknown;
}

/**
 * Declares a verifier's options: `read` builds the typed options, with defaults, from a reader.
 * No schema library runs here (zod costs ~95 ms to load; a linter in a pre-commit hook cannot pay
 * that on every start).
 *
 * ```ts
 * const gateOptions = defineOptions('gate-prompt', (read) => ({ maxOptions: read.integer('maxOptions', { min: 0 }) ?? 4 }));
 * ```
 */
export function defineOptions<TOptions>(family: string, read: (options: OptionReader) => TOptions): OptionsSchema<TOptions> {
  // A frozen bag cannot change: read again (a batch passes one per input), it gives the same options.
  let lastFrozen: RawOptions | undefined;
  let lastRead: TOptions | undefined;
  return Object.freeze({
    parse(raw: RawOptions): TOptions {
      if (raw === lastFrozen) return lastRead as TOptions;
      const options = read(optionReader(family, raw));
      if (Object.isFrozen(raw)) {
        lastFrozen = raw;
        lastRead = options;
      }
      return options;
    },
  });
}

/** A reader over one bag; `defineOptions` is the usual way to get one. */
export function optionReader(family: string, raw: RawOptions): OptionReader {
  const present = (key: string): unknown => {
    const value = raw[key];
    return value === null ? undefined : value;
  };
  // `what` may be a function: that text is built only for the error (a batch reads options per record).
  const typed = <T>(key: string, what: string | (() => string), accepts: (value: unknown) => value is T): T | undefined => {
    const value = present(key);
    if (value === undefined) return undefined;
    if (accepts(value)) return value;
    throw new GauntletError('usage', `${family} option ${key} must be ${typeof what === 'string' ? what : what()} (got ${shown(value)})`);
  };
  return {
    string: (key) => typed(key, 'a string', isString),
    boolean: (key) => typed(key, 'true or false', isBoolean),
    integer(key, bounds = {}) {
      const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = bounds;
      const what = () =>
        bounds.min !== undefined && bounds.max !== undefined ? `an integer from ${min} to ${max}` : bounds.min !== undefined ? `an integer >= ${min}` : bounds.max !== undefined ? `an integer <= ${max}` : 'an integer';
      return typed(key, what, (value): value is number => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max);
    },
    oneOf: (key, values) => typed(key, () => `one of ${values.join(', ')}`, (value): value is (typeof values)[number] => typeof value === 'string' && (values as readonly string[]).includes(value)),
    strings: (key) => typed(key, 'an array of strings', isStringArray),
    record: (key) => typed(key, 'an object', isRecord),
    budget: (key) => typed(key, 'a run budget (createRunBudget)', isRunBudget),
    value: present,
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isStringArray = (value: unknown): value is readonly string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRunBudget = (value: unknown): value is RunBudget => {
  const budget = value as Partial<RunBudget> | null;
  return typeof budget === 'object' && budget !== null && typeof budget.limit === 'number' && typeof budget.used === 'number';
};

const SHOWN_LENGTH = 40;

function shown(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text;
}
