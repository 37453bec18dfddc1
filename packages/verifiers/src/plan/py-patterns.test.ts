import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { pyRegex, pyRegexForms } from '@gauntlet/core';
import type * as Core from '@gauntlet/core';
import type * as Shared from './shared.js';

// Every pattern the plan rules declare through py(), recorded as the rule modules load.
const declared = vi.hoisted(() => [] as { source: string; ci: boolean }[]);
// Every pattern compiled through core's lazyPyRegex (find-all, sticky and module-level ones; py() does not use it).
const compiled = vi.hoisted(() => [] as { source: string; flags: string }[]);
vi.mock('@gauntlet/core', async (importOriginal) => {
  const original = await importOriginal<typeof Core>();
  return {
    ...original,
    lazyPyRegex: (source: string, flags = '') => {
      compiled.push({ source, flags });
      return original.lazyPyRegex(source, flags);
    },
  };
});
vi.mock('./shared.js', async (importOriginal) => {
  const original = await importOriginal<typeof Shared>();
  return {
    ...original,
    py: (source: string, ci = true) => {
      declared.push({ source, ci });
      return original.py(source, ci);
    },
  };
});
const { py } = await import('./shared.js');
await import('./index.js');
// Snapshots: calling py() below records again.
const declaredPatterns = [...declared];
const compiledPatterns = [...compiled];

/** Characters IGNORECASE treats specially, whitespace Python and JS disagree on, and an astral emoji. */
const SPECIALS = ['\u0130', '\u0131', '\u017f', '\u212a', '\u00a0', '\x1c', '\x85', '\ufeff', '\u{1f504}', '\n', '.', ' ', '\u00e9', '\u0663'];

/** Text built from a pattern's own literal fragments, re-cased and with specials mixed in. */
function textFor(source: string): fc.Arbitrary<string> {
  const words = source.replace(/\\[A-Za-z]/g, ' ').match(/[A-Za-z_][A-Za-z_-]*|\d+/g) ?? ['x'];
  const piece = fc.oneof(
    fc.constantFrom(...words).chain((word) =>
      fc.constantFrom(word, word.toUpperCase(), word.toLowerCase(), word.replace(/s/g, '\u017f'), word.replace(/[Ii]/g, '\u0130'), word.replace(/k/g, '\u212a')),
    ),
    fc.constantFrom(...SPECIALS, ': ', ' - ', '`', '#', '## ', '**', '(', ')', '/', 'T-1', '12'),
    fc.string({ maxLength: 3 }),
  );
  const joined = fc.tuple(piece, fc.constantFrom(' ', '', ': ', ' = ', '\t', '-'));
  const lead = fc.constantFrom('', '## ', '# ', '- ', '  ', '**', ' src/a.');
  return fc
    .tuple(lead, fc.array(joined, { maxLength: 10 }))
    .map(([start, pieces]) => start + pieces.map(([text, separator]) => text + separator).join(''));
}

const shape = (m: RegExpExecArray | null) => (m === null ? null : { index: m.index, groups: [...m] });

describe("plan's Python patterns, through core's translator", () => {
  it('records the declared patterns; every one translates exactly', () => {
    expect(declaredPatterns.length).toBeGreaterThan(40);
    expect(compiledPatterns.length).toBeGreaterThan(8);
    for (const { source, ci } of declaredPatterns) expect(() => pyRegex(source, ci ? 'i' : '')).not.toThrow();
    for (const { source, flags } of compiledPatterns) expect(() => pyRegex(source, flags)).not.toThrow();
  });

  it("py() tests and execs exactly like the pattern (its gate, ascii form and prefilter never change a verdict)", () => {
    let matched = 0;
    for (const { source, ci } of declaredPatterns) {
      const flags = ci ? 'i' : '';
      const pattern = py(source, ci);
      const exact = pyRegex(source, flags);
      fc.assert(
        fc.property(textFor(source), (text) => {
          const expected = shape(exact.exec(text));
          if (expected) matched++;
          expect(pattern.test(text)).toBe(expected !== null);
          expect(shape(pattern.exec(text))).toEqual(expected);
        }),
        { numRuns: 150 },
      );
    }
    // The property is only as good as its generator: the patterns must see real matches.
    expect(matched).toBeGreaterThan(1000);
  });

  it('the find-all, sticky and module-level patterns: the form lazyPyRegex picks for a text matches like the exact one', async () => {
    const { lazyPyRegex } = await vi.importActual<typeof Core>('@gauntlet/core');
    let matched = 0;
    for (const { source, flags } of compiledPatterns) {
      const lazy = lazyPyRegex(source, flags);
      const exact = pyRegex(source, flags);
      fc.assert(
        fc.property(textFor(source), (text) => {
          const chosen = lazy(text);
          chosen.lastIndex = 0;
          exact.lastIndex = 0;
          const expected = shape(exact.exec(text));
          if (expected) matched++;
          expect(shape(chosen.exec(text))).toEqual(expected);
        }),
        { numRuns: 150 },
      );
    }
    expect(matched).toBeGreaterThan(200);
  });

  it('most plan patterns get a literal gate (most lines never compile most patterns)', () => {
    const gated = declaredPatterns.filter(({ source, ci }) => pyRegexForms(source, ci ? 'i' : '').gate() !== null);
    expect(gated.length / declaredPatterns.length).toBeGreaterThan(0.8);
  });
});
