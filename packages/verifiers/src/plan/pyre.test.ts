import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { pyWord } from '@gauntlet/core';
import { requiredLiterals } from './pyre-literals.js';
import { asciiFormApplies, pyAsciiRegex, pyGate, pyPrefilter, pyRegex } from './pyre.js';
import type * as Pyre from './pyre.js';
import type * as Shared from './shared.js';

// Every pattern the plan rules declare, recorded as the rule modules load.
const declared = vi.hoisted(() => [] as { source: string; ci: boolean }[]);
// Every pattern compiled through lazyPyRegex (all of the above, find-all ones, module-level ones).
const compiled = vi.hoisted(() => [] as { source: string; flags: string }[]);
vi.mock('./pyre.js', async (importOriginal) => {
  const original = await importOriginal<typeof Pyre>();
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
await import('./index.js');

/** Characters IGNORECASE treats specially, whitespace Python and JS disagree on, and an astral emoji. */
const SPECIALS = ['\u0130', '\u0131', '\u017f', '\u212a', '\u00a0', '\x1c', '\x85', '\ufeff', '\u{1f504}', '\n', '.', ' '];

/** Text built from a pattern's own literal fragments, re-cased and with specials mixed in. */
function textFor(source: string): fc.Arbitrary<string> {
  const words = source.replace(/\\[A-Za-z]/g, ' ').match(/[A-Za-z_][A-Za-z_-]*|\d+/g) ?? ['x'];
  const piece = fc.oneof(
    fc.constantFrom(...words).chain((word) =>
      fc.constantFrom(word, word.toUpperCase(), word.toLowerCase(), word.replace(/s/g, '\u017f'), word.replace(/[Ii]/g, '\u0130'), word.replace(/k/g, '\u212a')),
    ),
    fc.constantFrom(...SPECIALS, ': ', ' - ', '`', '#', '## ', '**', '(', ')', '/', 'T-1'),
    fc.string({ maxLength: 3 }),
  );
  const joined = fc.tuple(piece, fc.constantFrom(' ', '', ': ', ' = ', '\t', '-'));
  const lead = fc.constantFrom('', '## ', '# ', '- ', '  ', '**', ' src/a.');
  return fc
    .tuple(lead, fc.array(joined, { maxLength: 10 }))
    .map(([start, pieces]) => start + pieces.map(([text, separator]) => text + separator).join(''));
}

describe('pyre: the cheap tests are supersets of the exact pattern', () => {
  it('records the declared patterns', () => {
    expect(declared.length).toBeGreaterThan(40);
  });

  it('gate and prefilter pass every text the exact pattern matches (all plan patterns)', () => {
    let patternsMatched = 0;
    for (const { source, ci } of declared) {
      let matched = false;
      const flags = ci ? 'i' : '';
      const exact = pyRegex(source, flags);
      const prefilter = pyPrefilter(source, flags);
      const gate = pyGate(source, flags);
      fc.assert(
        fc.property(textFor(source), (text) => {
          if (!exact.test(text)) return true;
          matched = true;
          return prefilter.test(text) && (gate === null || gate.test(text));
        }),
        { numRuns: 300 },
      );
      if (matched) patternsMatched++;
    }
    // The property is only as good as its generator: most patterns must see real matches.
    expect(patternsMatched / declared.length).toBeGreaterThan(0.85);
  });

  it('most plan patterns get a literal gate', () => {
    const gated = declared.filter(({ source, ci }) => pyGate(source, ci ? 'i' : '') !== null);
    expect(gated.length / declared.length).toBeGreaterThan(0.8);
  });
});

describe('pyre: the ASCII form equals the exact pattern where it applies', () => {
  const shape = (m: RegExpExecArray | null) => (m === null ? null : { index: m.index, groups: [...m] });

  it('same matches, indices and groups wherever it applies, for every plan pattern (find-all and sticky ones included)', () => {
    expect(compiled.length).toBeGreaterThan(declared.length + 8);
    let matched = 0;
    for (const { source, flags } of compiled) {
      const exact = pyRegex(source, flags);
      const ascii = pyAsciiRegex(source, flags);
      expect(ascii.source.length).toBeLessThan(exact.source.length + 1);
      fc.assert(
        fc.property(textFor(source).filter(asciiFormApplies), (text) => {
          exact.lastIndex = 0;
          ascii.lastIndex = 0;
          const expected = shape(exact.exec(text));
          if (expected) matched++;
          return JSON.stringify(shape(ascii.exec(text))) === JSON.stringify(expected);
        }),
        { numRuns: 150 },
      );
    }
    expect(matched).toBeGreaterThan(1000);
  });

  it('asciiFormApplies: no non-ASCII letter, digit or Python space', () => {
    expect(asciiFormApplies('plain - `code` 123')).toBe(true);
    expect(asciiFormApplies('## Phase 1 \u2014 remove \u2705 \u{1f504} \u2192 \ufeff')).toBe(true);
    for (const text of ['caf\u00e9', 'x\u00a0y', '\u0661', '\u017f', 'a\u3000b', '\x85', '\u00b2']) expect(asciiFormApplies(text)).toBe(false);
  });

  it('word boundaries differ only where text is not ASCII (why the form is chosen per line)', () => {
    expect(pyRegex('\\bkeep\\b', 'i').test('\u00e9keep')).toBe(false);
    expect(pyAsciiRegex('\\bkeep\\b', 'i').test('\u00e9keep')).toBe(true);
  });
});

describe('pyre: IGNORECASE spelled out by hand matches what sre matches', () => {
  it('i, k and s also match their non-ASCII case partners, in and out of classes', () => {
    expect(pyRegex('skill', 'i').test('\u017f\u212a\u0130LL')).toBe(true);
    expect(pyRegex('[a-z]+', 'i').test('\u0131\u212a')).toBe(true);
    expect(pyRegex('^[^a-z]$', 'i').test('\u017f')).toBe(false);
    expect(pyRegex('^[^a-z]$', 'i').test('1')).toBe(true);
  });

  it('drops the i flag when it can, keeps it for backreferences and cased non-ASCII literals', () => {
    expect(pyRegex('skill', 'i').flags).toBe('u');
    expect(pyRegex('(a)\\1', 'i').flags).toBe('iu');
    expect(pyRegex('(a)\\1', 'i').test('aA')).toBe(true);
    expect(pyRegex('\u00e9t\u00e9', 'i').flags).toBe('iu');
    expect(pyRegex('\u00e9t\u00e9', 'i').test('\u00c9T\u00c9')).toBe(true);
  });

  it('a class with \\w and other members means Python 3.11 \\w plus those members, in its compact form', () => {
    const compact = pyRegex('^[\\w./-]+$');
    expect(compact.source.length).toBeLessThan(4000);
    const enumerated = new RegExp(`^[${pyWord().classBody}./-]+$`, 'u');
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 6 }), (text) => compact.test(text) === enumerated.test(text)), { numRuns: 2000 });
    // Assigned after Unicode 14 (Kawi digit, CJK extension I): letters to Node, not to Python 3.11.
    for (const newer of ['\u{11f50}', '\u{2ebf0}']) expect(compact.test(`a${newer}`)).toBe(false);
    expect(compact.test('src/a-b.ts')).toBe(true);
  });

  it('classes only fold letters, not shorthand escapes (\\w, \\d, \\s never case-fold in sre)', () => {
    expect(pyRegex('^\\w$', 'i').test('\u0345')).toBe(false);
    expect(pyRegex('^[\\d_]$', 'i').test('_')).toBe(true);
  });
});

describe('pyre: required literals', () => {
  it('joins adjacent characters and keeps the most selective candidate of a sequence', () => {
    expect(requiredLiterals('\\bscope_auditor_status\\s*:', false)).toEqual(['scope_auditor_status']);
    expect(requiredLiterals('\\b(?:308\\s+redirect|rewrite)\\b', true)).toEqual(['redirect', 'rewrite']);
    expect(requiredLiterals('\\bmilestones?\\b', true)).toEqual(['milestone']);
  });

  it('an alternation needs a literal in every branch; optional parts and lookarounds give none', () => {
    expect(requiredLiterals('foo|\\d+', true)).toBeNull();
    expect(requiredLiterals('(?:foo)?bar', true)).toEqual(['bar']);
    expect(requiredLiterals('(?=foo)\\w+', true)).toBeNull();
    expect(requiredLiterals('(?<!foo)', true)).toBeNull();
  });

  it('one-character literals are not worth a gate; escapes are characters', () => {
    expect(requiredLiterals('a\\s+b', true)).toBeNull();
    expect(requiredLiterals('\\$\\s*x|\\.py', true)).toBeNull();
    expect(requiredLiterals('json\\.loads?', true)).toEqual(['json.load']);
    expect(requiredLiterals('a\\tb', false)).toEqual(['a\tb']);
  });

  it('lowercases under IGNORECASE and gives up on syntax it does not know', () => {
    expect(requiredLiterals('PARTIAL', true)).toEqual(['partial']);
    expect(requiredLiterals('PARTIAL', false)).toEqual(['PARTIAL']);
    expect(requiredLiterals('(?P<name>abc)', true)).toBeNull();
    expect(requiredLiterals('abc)', true)).toBeNull();
    expect(requiredLiterals('[abc', true)).toBeNull();
  });

  it('never throws, whatever the source', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), fc.boolean(), (source, ci) => {
      const literals = requiredLiterals(source, ci);
      return literals === null || literals.every((literal) => literal.length >= 2);
    }));
  });
});
