import { describe, expect, it } from 'vitest';
import { lastSearchSteps } from './context.js';
import { compileSafeRegex, RegexBudgetExceeded } from './index.js';

const KIB4 = 4096;
const KIB64 = 65536;

/** Patterns that make backtracking engines take exponential (or high-polynomial) time. */
const HOSTILE: readonly (readonly [string, (size: number) => string])[] = [
  ['(a+)+$', (n) => `${'a'.repeat(n)}!`],
  ['(a|aa)*$', (n) => `${'a'.repeat(n)}!`],
  ['(x+x+)+y', (n) => 'x'.repeat(n)],
  ['(.*a){20}', (n) => 'a'.repeat(n)],
  ['(a?){30}a{30}', (n) => 'a'.repeat(n)],
  ['(?=.*x)a', (n) => 'a'.repeat(n)],
  ['^(?!.*fail).*$', (n) => 'a'.repeat(n)],
  ['(\\w+\\s?)+$', (n) => `${'word '.repeat(n / 5)}!`],
];

describe('hostile patterns stay linear', () => {
  for (const [source, subject] of HOSTILE) {
    for (const size of [KIB4, KIB64]) {
      it(`${source} on ${size} characters`, () => {
        const result = compileSafeRegex(source);
        if (!result.ok) throw new Error(result.error);
        const text = subject(size);
        const started = performance.now();
        result.regex.exec(text);
        const elapsed = performance.now() - started;
        // Work is bounded by (text length) × (program size): a few hundred visits per character.
        expect(lastSearchSteps()).toBeLessThan(text.length * 400 + 1000);
        // Only a guard against hanging: CI machines are shared, so seconds here measure the machine, not the engine.
        expect(elapsed).toBeLessThan(60_000);
      });
    }
  }

  it('search work grows linearly with the subject', () => {
    const result = compileSafeRegex('(a|aa)*$');
    if (!result.ok) throw new Error(result.error);
    result.regex.exec(`${'a'.repeat(KIB4)}!`);
    const small = lastSearchSteps();
    result.regex.exec(`${'a'.repeat(4 * KIB4)}!`);
    expect(lastSearchSteps()).toBeLessThan(small * 4.5);
  });

  it('backreference patterns answer quickly or throw RegexBudgetExceeded, never hang', () => {
    for (const [source, text] of [
      ['(a*)*\\1b', 'a'.repeat(KIB4)],
      ['(a|aa)+\\1$', `${'a'.repeat(KIB4)}!`],
      ['(\\w+)\\s\\1', 'ab '.repeat(KIB4 / 3)],
      ['(?>a+)+b', 'a'.repeat(KIB4)],
      ['(a++)+b', 'a'.repeat(KIB4)],
    ] as const) {
      const result = compileSafeRegex(source);
      if (!result.ok) throw new Error(result.error);
      const started = performance.now();
      try {
        result.regex.test(text);
      } catch (error) {
        expect(error).toBeInstanceOf(RegexBudgetExceeded);
      }
      expect(lastSearchSteps()).toBeLessThanOrEqual(1_000_001);
      expect(performance.now() - started).toBeLessThan(60_000); // a hang guard, not a benchmark (bench/ measures speed)
    }
  });

  it('a literal prefix scan keeps simple searches cheap', () => {
    const result = compileSafeRegex('error: \\d+');
    if (!result.ok) throw new Error(result.error);
    expect(result.regex.test(`${'x'.repeat(KIB4)}error: 42`)).toBe(true);
    expect(lastSearchSteps()).toBeLessThan(50);
  });
});
