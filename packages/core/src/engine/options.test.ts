import { describe, expect, it } from 'vitest';
import { createRunBudget } from './budget.js';
import { isGauntletError } from './errors.js';
import { defineOptions, optionReader } from './options.js';
import { defineRule } from './rule.js';
import { defineVerifier } from './verifier.js';

const usage = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (isGauntletError(error) && error.reason === 'usage') return error.message;
    throw error;
  }
  throw new Error('expected a usage error');
};

describe('optionReader', () => {
  const read = (raw: Record<string, unknown>) => optionReader('demo', raw);

  it('reads present values and treats undefined and null as absent', () => {
    const reader = read({ s: 'x', b: false, n: 3, o: 'b', a: ['p', 'q'], r: { k: 1 }, u: undefined, z: null });
    expect([reader.string('s'), reader.boolean('b'), reader.integer('n', { min: 0 }), reader.oneOf('o', ['a', 'b']), reader.strings('a'), reader.record('r')]).toEqual([
      'x',
      false,
      3,
      'b',
      ['p', 'q'],
      { k: 1 },
    ]);
    expect([reader.string('u'), reader.string('z'), reader.string('missing'), reader.value('z'), reader.value('r')]).toEqual([undefined, undefined, undefined, undefined, { k: 1 }]);
  });

  it.each([
    ['string', (r: ReturnType<typeof read>) => r.string('k'), 3, 'demo option k must be a string (got 3)'],
    ['boolean', (r: ReturnType<typeof read>) => r.boolean('k'), 'yes', 'demo option k must be true or false (got "yes")'],
    ['integer', (r: ReturnType<typeof read>) => r.integer('k'), 1.5, 'demo option k must be an integer (got 1.5)'],
    ['integer >= 0', (r: ReturnType<typeof read>) => r.integer('k', { min: 0 }), -1, 'demo option k must be an integer >= 0 (got -1)'],
    ['integer <= 4', (r: ReturnType<typeof read>) => r.integer('k', { max: 4 }), 5, 'demo option k must be an integer <= 4 (got 5)'],
    ['integer in range', (r: ReturnType<typeof read>) => r.integer('k', { min: 1, max: 4 }), '3', 'demo option k must be an integer from 1 to 4 (got "3")'],
    ['oneOf', (r: ReturnType<typeof read>) => r.oneOf('k', ['a', 'b']), 'c', 'demo option k must be one of a, b (got "c")'],
    ['strings', (r: ReturnType<typeof read>) => r.strings('k'), ['a', 1], 'demo option k must be an array of strings (got an array)'],
    ['record', (r: ReturnType<typeof read>) => r.record('k'), ['a'], 'demo option k must be an object (got an array)'],
    ['record, not a string', (r: ReturnType<typeof read>) => r.record('k'), 'x'.repeat(60), `demo option k must be an object (got "${'x'.repeat(38)}…)`],
    ['string, not an object', (r: ReturnType<typeof read>) => r.string('k'), { a: 1 }, 'demo option k must be a string (got an object)'],
  ])('refuses a wrong %s with a usage error (exit 2), never the default', (_what, get, value, message) => {
    expect(usage(() => get(read({ k: value })))).toBe(message);
  });
});

describe('optionReader at its bounds', () => {
  const read = (raw: Record<string, unknown>) => optionReader('demo', raw);

  it('integer bounds are inclusive', () => {
    const bounds = { min: 1, max: 4 };
    expect([read({ k: 1 }).integer('k', bounds), read({ k: 4 }).integer('k', bounds)]).toEqual([1, 4]);
    expect(usage(() => read({ k: 0 }).integer('k', bounds))).toBe('demo option k must be an integer from 1 to 4 (got 0)');
    expect(usage(() => read({ k: 5 }).integer('k', bounds))).toBe('demo option k must be an integer from 1 to 4 (got 5)');
  });

  it('a shared run budget is read as given; anything else is a usage error', () => {
    const budget = createRunBudget('steps', 10);
    expect(read({ b: budget }).budget('b')).toBe(budget);
    expect(read({}).budget('b')).toBeUndefined();
    for (const wrong of [5, { limit: 10 }, { used: 0 }, { limit: '10', used: 0 }, { limit: 10, used: '0' }]) {
      expect(usage(() => read({ b: wrong }).budget('b'))).toMatch(/^demo option b must be a run budget \(createRunBudget\) \(got /);
    }
  });

  it('shows a non-string value as JavaScript prints it, and cuts only past 40 characters', () => {
    expect(usage(() => read({ k: Number.NaN }).integer('k'))).toBe('demo option k must be an integer (got NaN)');
    expect(usage(() => read({ k: 'x'.repeat(38) }).integer('k'))).toBe(`demo option k must be an integer (got "${'x'.repeat(38)}")`);
    expect(usage(() => read({ k: 'x'.repeat(39) }).integer('k'))).toBe(`demo option k must be an integer (got "${'x'.repeat(38)}…)`);
  });
});

describe('defineVerifier with an options schema', () => {
  interface CapOptions {
    max: number;
    label: string | undefined;
  }
  const capOptions = defineOptions<CapOptions>('cap', (read) => ({ max: read.integer('max', { min: 0 }) ?? 3, label: read.string('label') }));
  const seen: CapOptions[] = [];
  const cap = defineRule<string[], CapOptions>({
    id: 'cap/max-items',
    description: 'At most `max` items.',
    severity: 'blocker',
    reasons: ['too_many'],
    check(items, { options, report }) {
      seen.push(options);
      if (items.length > options.max) report({ reason: 'too_many', message: `${items.length} > ${options.max}${options.label ? ` (${options.label})` : ''}` });
    },
  });
  const capVerifier = defineVerifier<string, string[], CapOptions>({
    id: 'cap',
    description: 'd',
    rules: [cap],
    options: capOptions,
    prepare: (text, { options }) => text.split(',').slice(0, options.max + 1),
  });

  it('gives prepare and the rules the typed options, defaults filled in', async () => {
    seen.length = 0;
    expect((await capVerifier.verify('a,b,c')).findings).toEqual([]);
    expect(seen).toEqual([{ max: 3, label: undefined }]);
    const { findings } = await capVerifier.verify('a,b,c', { options: { max: 2, label: 'list', unrelated: 'ignored' } });
    expect(findings.map((finding) => [finding.severity, finding.message])).toEqual([['blocker', '3 > 2 (list)']]);
  });

  it('rejects a mistyped option instead of falling back to the default (which would let 3 items pass)', async () => {
    await expect(capVerifier.verify('a,b,c', { options: { max: '2' } })).rejects.toThrow('cap option max must be an integer >= 0 (got "2")');
  });

  it('without a schema, rules see no options at all', async () => {
    let options: unknown;
    const peek = defineRule<string>({ id: 'peek/x', description: 'd', severity: 'info', reasons: ['x'], check: (_text, context) => void (options = context.options) });
    await defineVerifier<string>({ id: 'peek', description: 'd', rules: [peek] }).verify('x', { options: { secret: 1 } });
    expect(options).toEqual({});
  });
});

describe('defineOptions on a bag read again', () => {
  const counted = () => {
    let reads = 0;
    const schema = defineOptions<{ max: number }>('count', (read) => {
      reads++;
      return { max: read.integer('max', { min: 0 }) ?? 3 };
    });
    return { schema, reads: () => reads };
  };

  it('reads a frozen bag once: a batch passes the same options with every input', () => {
    const { schema, reads } = counted();
    const bag = Object.freeze({ max: 5 });
    const first = schema.parse(bag);
    expect(schema.parse(bag)).toBe(first);
    expect(first).toEqual({ max: 5 });
    expect(reads()).toBe(1);
    // Another frozen bag is read afresh.
    expect(schema.parse(Object.freeze({ max: 1 }))).toEqual({ max: 1 });
    expect(reads()).toBe(2);
  });

  it('reads a bag that can change every time: a change between two runs is seen', () => {
    const { schema, reads } = counted();
    const bag: Record<string, unknown> = { max: 5 };
    expect(schema.parse(bag)).toEqual({ max: 5 });
    bag.max = 0;
    expect(schema.parse(bag)).toEqual({ max: 0 });
    bag.max = 'two';
    expect(() => schema.parse(bag)).toThrow('count option max must be an integer >= 0 (got "two")');
    expect(reads()).toBe(3);
  });
});
