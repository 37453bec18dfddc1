import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINEAR_PATTERNS, testPattern } from './linear-test.js';
import { ACCEPTED_EVIDENCE, SYMBOL_ONLY, UI_PATH_PATTERNS } from './patterns.js';

const ALL = [...UI_PATH_PATTERNS, ...ACCEPTED_EVIDENCE, ...SYMBOL_ONLY];

describe('visual-evidence patterns in linear time', () => {
  it('decides every pattern that repeats "any character" before a tail (the quadratic shape)', () => {
    const quadratic = ALL.filter((pattern) => /\.\*|\.\+|\[\^\\n\]\*/.test(pattern.source));
    expect(quadratic).toHaveLength(6);
    expect(LINEAR_PATTERNS).toEqual(quadratic);
  });

  // Pieces of every head and tail, in both cases, with each kind of line break between them.
  const piece = fc.constantFrom(
    'dev', 'Dev', '-', '_', ' ', 'server', 'SERVER', 'screenshot', 'render', 'grep', 'GREP', 'git', 'src/', 'Views/', 'sources/', 'x',
    'nm', 'NM', '\t', '.app', '.o', '.A', 'lib', 'components/', 'component/', 'pages/', 'page/', 'app/', '/', '.ts', '.js', '.tsx', 'a',
    '\n', '\r', '\u2028', '\u2029', '\u00a0', '\u0085',
  );

  it('gives the native answer on every text (property)', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (parts) => {
        const text = parts.join('');
        for (const pattern of LINEAR_PATTERNS) expect(testPattern(pattern, text), `${pattern} on ${JSON.stringify(text)}`).toBe(pattern.test(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('passes the other patterns to the native engine', () => {
    expect(testPattern(/\bpid[:= ]\s*\d+/i, 'PID: 42')).toBe(true);
    expect(testPattern(/\.swift$/, 'a.swift\n')).toBe(false);
  });

  it('stays linear on hostile text (a native test of these takes minutes)', () => {
    const started = performance.now();
    const hostile = ['devserver '.repeat(100_000), 'grep '.repeat(100_000), 'nm \n'.repeat(100_000), `${'components/'.repeat(50_000)}x.tsx`, `${'/app/'.repeat(50_000)}\n.ts`];
    for (const text of hostile) for (const pattern of LINEAR_PATTERNS) testPattern(pattern, text);
    expect(testPattern(LINEAR_PATTERNS[0] as RegExp, `${'components/'.repeat(50_000)}x.ts`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(60_000); // a hang guard, not a benchmark (bench/ measures speed)
  });
});
