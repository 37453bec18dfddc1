import { describe, expect, it } from 'vitest';
import { MAY_HOLD_PATH, foldAscii, pathTokens } from './path-tokens.js';

// Direct cases for what path-tokens.oracle.test.ts does not compare with a reference pattern:
// the case fold (the oracle folds both sides) and the line prefilter of rule 11.

describe('foldAscii (docs/rules/plan/schema-migration-full-chain.md: paths match ignoring case)', () => {
  it('lower-cases A to Z and leaves their neighbours alone', () => {
    expect(foldAscii('@AZ[`az{')).toBe('@az[`az{');
    expect(foldAscii('SRC/Orders/SCHEMAS.PY')).toBe('src/orders/schemas.py');
  });

  it('folds the four non-ASCII letters Python matches with an ASCII letter, keeping the length', () => {
    // U+0130 and U+0131 match i, the Kelvin sign k, the long s s; other letters keep their case.
    expect(foldAscii('\u0130\u0131\u212a\u017f')).toBe('iiks');
    expect(foldAscii('\u00c9t\u00c9/\u{1d400}')).toBe('\u00c9t\u00c9/\u{1d400}');
    expect(foldAscii('')).toBe('');
  });
});

describe('MAY_HOLD_PATH: the prefilter of lines that can hold a schema or test path', () => {
  it.each(['Run scripts/migrate_v4 once', 'RUN SCRIPTS/MIGRATE_V4', 'scripts/m\u0130grate_v4', 'scripts/m\u0131grate_v4', 'edit a.py', 'EDIT A.PY'])('%s may hold one', (line) => {
    expect(MAY_HOLD_PATH.test(line)).toBe(true);
  });

  it.each(['scripts/migrate-v4', 'scripts/mgrate_v4', 'scripts/mjgrate_v4', 'edit apy', 'edit a.yp', ''])('%s cannot', (line) => {
    expect(MAY_HOLD_PATH.test(line)).toBe(false);
  });
});

describe('pathTokens: named lines', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['one', ['one']],
    // Starts: line start, blank, backtick, `(`; ends: line end, blank, backtick, `)`, `:`, `,`.
    ['Edit `src/a.py`, (tests/x.py) and b.py: c.py,d', ['Edit', 'src/a.py', 'tests/x.py', 'and', 'b.py', 'c.py']],
    // Python's \w and \s beyond ASCII; an astral letter stays whole, an emoji ends nothing.
    ['x\u{1d400}.py \u00e9/b.py a\u{1f600}b \u{1f600}c.py', ['x\u{1d400}.py', '\u00e9/b.py']],
    ['a\u00a0b.py\tc\u2003d', ['a', 'b.py', 'c', 'd']],
    ['"a.py" a.py; [a.py] src/a.py.', ['src/a.py.']],
    ['x\uffffa.py \ufffd y', ['y']],
  ])('%j', (line, tokens) => {
    expect(pathTokens(line)).toEqual(tokens);
  });
});
