import { ConfigSchema } from '@gauntlet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configCertainlyValid } from './config-check.js';

// Values near the schema: right and wrong types, empty strings, out-of-range numbers, unknown keys.
const loose = fc.oneof(
  fc.boolean(),
  fc.constantFrom('', 'off', 'blocker', 'warning', 'info', 'error', 'plan', 'HEAD', '__proto__'),
  fc.string(),
  fc.constantFrom(0, 1, 5, 100, 101, -1, 1.5, 2 ** 53, Number.NaN),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, loose);
const strings = fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 });
const event = { enabled: maybe(fc.boolean()), failClosed: maybe(fc.boolean()) };
const obj = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) =>
  fc.oneof(fc.record(fields, { requiredKeys: [] }), fc.record({ ...fields, unknownKey: fc.boolean() }, { requiredKeys: ['unknownKey'] }), loose);
const hooks = obj({
  enabled: maybe(fc.boolean()),
  maxFindings: maybe(fc.integer({ min: -2, max: 120 })),
  preToolUse: obj({ ...event, ledgerGuard: maybe(fc.boolean()), approveClean: maybe(fc.boolean()) }),
  postToolUse: obj({ ...event, block: maybe(fc.boolean()) }),
  subagentStop: obj({
    ...event,
    receipt: obj({ tier2: maybe(fc.boolean()), strict: maybe(fc.boolean()), roots: maybe(strings), ledger: maybe(fc.string({ maxLength: 4 })) }),
    requireReceipt: maybe(strings),
    blockWhenActive: maybe(fc.boolean()),
  }),
  stop: obj({ ...event, base: maybe(fc.string({ maxLength: 4 })), blockWhenActive: maybe(fc.boolean()) }),
  pi: obj({ marker: obj({ enabled: maybe(fc.boolean()), skills: maybe(strings), inventory: maybe(strings) }), tools: maybe(fc.boolean()) }),
});
const config = obj({
  $schema: maybe(fc.string()),
  files: maybe(fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 })),
  rules: maybe(
    fc.dictionary(
      fc.string({ maxLength: 6 }),
      fc.oneof(
        fc.constantFrom('off', 'blocker', 'warning', 'info', 'error', 'warn', 'fatal', ''),
        fc.tuple(fc.constantFrom('warn', 'blocker', 'fatal'), fc.oneof(fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }), loose)),
        fc.array(fc.oneof(fc.constantFrom('warn', 'off'), fc.constant({})), { maxLength: 3 }),
      ),
      { maxKeys: 3 },
    ),
  ),
  ignores: maybe(strings),
  maxWarnings: maybe(fc.integer({ min: -2, max: 10 })),
  hooks,
});

// Configs built from valid parts only.
const name = fc.string({ minLength: 1, maxLength: 8 });
const names = fc.array(name, { maxLength: 3 });
const flags = <K extends string>(...keys: K[]) => Object.fromEntries(keys.map((key) => [key, fc.boolean()])) as Record<K, fc.Arbitrary<boolean>>;
const validHooks = fc.record(
  {
    ...flags('enabled'),
    maxFindings: fc.integer({ min: 1, max: 100 }),
    preToolUse: fc.record(flags('enabled', 'failClosed', 'ledgerGuard', 'approveClean'), { requiredKeys: [] }),
    postToolUse: fc.record(flags('enabled', 'failClosed', 'block'), { requiredKeys: [] }),
    subagentStop: fc.record(
      { ...flags('enabled', 'failClosed', 'blockWhenActive'), receipt: fc.record({ ...flags('tier2', 'strict'), roots: names, ledger: name }, { requiredKeys: [] }), requireReceipt: names },
      { requiredKeys: [] },
    ),
    stop: fc.record({ ...flags('enabled', 'failClosed', 'blockWhenActive'), base: name }, { requiredKeys: [] }),
    pi: fc.record({ marker: fc.record({ ...flags('enabled'), skills: names, inventory: names }, { requiredKeys: [] }), ...flags('tools') }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);
const validConfig = fc.record(
  {
    $schema: fc.string(),
    files: fc.dictionary(name, name, { maxKeys: 3 }),
    rules: fc.dictionary(
      name,
      fc.oneof(
        fc.constantFrom('off', 'blocker', 'warning', 'info', 'error', 'warn'),
        fc.tuple(fc.constantFrom('off', 'blocker', 'warning', 'info', 'error', 'warn'), fc.dictionary(name, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 })),
      ),
      { maxKeys: 3 },
    ),
    ignores: names,
    maxWarnings: fc.nat(),
    hooks: validHooks,
  },
  { requiredKeys: [] },
);

describe('configCertainlyValid', () => {
  it('answers true only for configs the zod schema accepts (property)', () => {
    fc.assert(
      fc.property(config, (value) => {
        if (configCertainlyValid(value)) expect(ConfigSchema.safeParse(value).success).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('answers true for every config built from valid parts, which zod accepts too (property)', () => {
    fc.assert(
      fc.property(validConfig, (value) => {
        expect(ConfigSchema.safeParse(value).success).toBe(true);
        expect(configCertainlyValid(value)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses JSON-parsed __proto__ keys and non-plain objects', () => {
    expect(configCertainlyValid(JSON.parse('{"__proto__":{"files":{}}}'))).toBe(false);
    expect(configCertainlyValid([])).toBe(false);
    expect(configCertainlyValid(new Map())).toBe(false);
    expect(configCertainlyValid({ files: { a: 'plan' }, hooks: { stop: { base: 'main' } } })).toBe(true);
    expect(configCertainlyValid({ rules: { 'a/b': 'warn', 'a/c': ['error', { legacy: true }] } })).toBe(true);
    expect(configCertainlyValid({ rules: { 'a/b': ['warn'] } })).toBe(false);
    expect(configCertainlyValid({ rules: { 'a/b': ['warn', {}, 1] } })).toBe(false);
    expect(configCertainlyValid({ rules: { 'a/b': ['warn', []] } })).toBe(false);
  });
});
