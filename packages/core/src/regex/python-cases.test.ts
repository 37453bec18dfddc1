/**
 * Parity with CPython 3.11 `re`. `python-cases.json` is written by `scripts/gen-python-cases.py`
 * (run by hand with CPython 3.11.7; it reproduces the file byte for byte): for each (pattern,
 * flags) it runs `re.compile(pattern, flags)` and stores `str(error)` when compilation raises,
 * else `re.search(pattern, text)` on each text, storing the match span converted to UTF-16
 * offsets (or null). Flags: i = IGNORECASE, m = MULTILINE, s = DOTALL. Regenerate rather than
 * edit by hand. The JS translator (`python/re.test.ts`) is tested against the same table.
 */
import { describe, expect, it } from 'vitest';
import { compileSafeRegex } from './index.js';
import casesJson from './python-cases.json' with { type: 'json' };

interface Case {
  pattern: string;
  flags: string;
  text?: string;
  match?: [number, number] | null;
  error?: string;
}

const cases = casesJson as Case[];

function optionsOf(flags: string) {
  return { ignoreCase: flags.includes('i'), multiline: flags.includes('m'), dotAll: flags.includes('s') };
}

describe('CPython 3.11 parity table', () => {
  it('has enough rows of each kind', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    expect(cases.filter((row) => row.error !== undefined).length).toBeGreaterThanOrEqual(80);
  });

  const errors = cases.filter((row) => row.error !== undefined);
  it.each(errors.map((row) => [row.pattern.length > 60 ? `${row.pattern.slice(0, 60)}…` : row.pattern, row] as const))(
    'rejects %s',
    (_name, row) => {
      const result = compileSafeRegex(row.pattern, optionsOf(row.flags));
      expect(result).toEqual({ ok: false, error: row.error });
    },
  );

  const matches = cases.filter((row) => row.error === undefined);
  it.each(matches.map((row) => [row.pattern, row.flags, JSON.stringify(row.text), row] as const))(
    'search(%s, flags=%s) on %s',
    (_pattern, _flags, _text, row) => {
      const result = compileSafeRegex(row.pattern, optionsOf(row.flags));
      if (!result.ok) throw new Error(result.error);
      const text = row.text as string;
      const found = result.regex.exec(text);
      expect(found ? [found.index, found.end] : null).toEqual(row.match);
      expect(result.regex.test(text)).toBe(row.match !== null);
      if (found) expect(found.text).toBe(text.slice(found.index, found.end));
    },
  );
});
