import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileProgram } from './compile.js';
import { compileSafeRegex, RegexBudgetExceeded } from './index.js';
import { parseJs } from './parse-js.js';
import { OP_PROGRESS } from './program.js';

/**
 * Loops whose body can match empty are excluded from the differential test: JavaScript rejects
 * an empty iteration and backtracks into it, and the Pike VM's per-position deduplication can
 * then pick a different (shorter) match in nested cases. See docs/architecture/safe-regex.md.
 */
function hasNullableLoop(source: string): boolean {
  const parsed = parseJs(source);
  return parsed.ok && compileProgram(parsed.pattern, source).insts.some((ins) => ins.op === OP_PROGRESS);
}

const patternChars = fc.constantFrom(
  ...'ab.()[]{}*+?|^$\\-,:=!<>PdDwWsSbBAZ0123x#iuLmsax é😀'.split(''),
  '(?',
  '(?<',
  '(?P<',
  '\\',
);
const patternText = fc.array(patternChars, { maxLength: 24 }).map((parts) => parts.join(''));

function safely(run: () => void): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof RegexBudgetExceeded)) throw error;
  }
}

describe('never throws on arbitrary input', () => {
  it('python: any pattern string compiles or returns {ok:false}', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), patternText), fc.string({ maxLength: 20 }), (source, text) => {
        const result = compileSafeRegex(source);
        if (result.ok) safely(() => result.regex.exec(text));
        else expect(typeof result.error).toBe('string');
      }),
      { numRuns: 1500 },
    );
  });

  it('js: any pattern string compiles or returns {ok:false}', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), patternText), fc.string({ maxLength: 20 }), (source, text) => {
        const result = compileSafeRegex(source, { syntax: 'js' });
        if (result.ok) safely(() => result.regex.exec(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('arbitrary texts (lone surrogates, NUL, CRLF) never throw on a compiled pattern', () => {
    const patterns = ['\\w+', '(?i)é|k', '(?<=\\d)\\s', '^$', '(a)?(?(1)b|c)', '\\b.\\B', '[^\\W\\d]+'].map((source) => {
      const result = compileSafeRegex(source);
      if (!result.ok) throw new Error(result.error);
      return result.regex;
    });
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.nat(45), (text, from) => {
        for (const regex of patterns) {
          const match = regex.exec(text, from);
          if (match) expect(text.slice(match.index, match.end)).toBe(match.text);
        }
      }),
      { numRuns: 500 },
    );
  });
});

/** A generator of small, safe JavaScript patterns (no backreferences), for the differential test. */
const jsPattern: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('a', 'b', '.', '\\d', '\\w', '\\s', '[ab]', '[^a]', '^', '$', '\\b', '\\B', 'é', '😀', '[a-c]'),
    fc.tuple(tie('node'), tie('node')).map(([x, y]) => x + y),
    fc.tuple(tie('node'), tie('node')).map(([x, y]) => `${x}|${y}`),
    tie('node').map((x) => `(${x})`),
    fc.tuple(tie('node'), fc.constantFrom('*', '+', '?', '{2}', '{1,3}', '{0,2}', '*?', '+?', '??', '{1,2}?')).map(([x, q]) => `(?:${x})${q}`),
    fc.tuple(fc.constantFrom('(?=', '(?!', '(?<=', '(?<!'), tie('node')).map(([open, x]) => `${open}${x})`),
  ),
})).node;

describe('js syntax agrees with the native engine', () => {
  it('on a generated safe subset', () => {
    fc.assert(
      fc.property(
        jsPattern,
        fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', 'é', '😀', '1', '\n'), maxLength: 10 }),
        fc.constantFrom('', 'i', 'm', 's'),
        (source, text, flags) => {
          let native: RegExp;
          try {
            native = new RegExp(source, `u${flags}`);
          } catch {
            return;
          }
          fc.pre(!hasNullableLoop(source));
          const result = compileSafeRegex(source, {
            syntax: 'js',
            ignoreCase: flags === 'i',
            multiline: flags === 'm',
            dotAll: flags === 's',
          });
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const expected = native.exec(text);
          // V8 may report an empty match inside a surrogate pair; the spec (and we) never start there.
          if (expected && /[\udc00-\udfff]/.test(text.charAt(expected.index))) return;
          const actual = result.regex.exec(text);
          expect(actual ? [actual.index, actual.end] : null).toEqual(expected ? [expected.index, expected.index + expected[0].length] : null);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('a compiled regex reused across searches', () => {
  it('finds in each text what JavaScript finds, whatever was searched before', () => {
    const text = fc.string({ maxLength: 12, unit: fc.constantFrom(...'ab x1') });
    const source = fc.constantFrom('a+b', '(a|b)*x', '\\d+ (x|ab?)', '(?<=a)b', '(?!a)\\w+$', '^(ab)+', 'b(?=\\s)', 'x|1b');
    fc.assert(
      fc.property(source, fc.array(text, { minLength: 1, maxLength: 6 }), (pattern, texts) => {
        const compiled = compileSafeRegex(pattern, { syntax: 'js' });
        if (!compiled.ok) throw new Error(compiled.error);
        for (const subject of texts) {
          const native = new RegExp(pattern).exec(subject);
          const expected = native ? { index: native.index, end: native.index + native[0].length, text: native[0] } : null;
          expect(compiled.regex.exec(subject)).toEqual(expected);
          expect(compiled.regex.test(subject)).toBe(expected !== null);
        }
      }),
    );
  });
});
