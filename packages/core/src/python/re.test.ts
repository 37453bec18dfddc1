import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileSafeRegex, RegexBudgetExceeded } from '../regex/index.js';
import casesJson from '../regex/python-cases.json' with { type: 'json' };
import { parsePython } from '../regex/parse-python.js';
import { requiredLiterals } from '../regex/required-literals.js';
import { scanLiteralTree } from '../regex/required-literals-scan.js';
import { caseVariants, classBody } from '../regex/to-js-sets.js';
import { pyWord } from './charsets.js';
import {
  asciiFormApplies,
  gateLiteral,
  jsCanonicalize,
  lazyPyRegex,
  pyLiteralFragment,
  pyPattern,
  pyReFragment,
  pyRegex,
  pyRegexForms,
  translatePyRegex,
} from './re.js';
import { pyReEscape } from './text.js';

interface Case {
  pattern: string;
  flags: string;
  text?: string;
  match?: [number, number] | null;
  error?: string;
}

const cases = casesJson as Case[];
const span = (match: RegExpExecArray | null) => (match ? [match.index, match.index + match[0].length] : null);

/** What JavaScript cannot express (to-js-check.ts); nothing else may be refused. */
const REFUSALS = [
  'an atomic group',
  'a possessive repeat',
  'a conditional group',
  'a backreference under IGNORECASE',
  'which may not have taken part',
  'a repeated group that can match empty and captures',
  'a repeated group that can match empty before it matches text',
  'a repeated group with a capturing group that may not take part in every repetition',
  'a capturing group inside a lookbehind with alternatives or repeats',
  'a backreference inside a lookbehind',
];

describe('translatePyRegex: the CPython 3.11 parity table', () => {
  it("rejects every pattern CPython rejects, with CPython's message", () => {
    const errors = cases.filter((row) => row.error !== undefined);
    expect(errors.length).toBeGreaterThanOrEqual(100);
    for (const row of errors) expect(translatePyRegex(row.pattern, row.flags)).toEqual({ ok: false, error: row.error, unsupported: false });
  });

  it('finds the match CPython finds on every comparable row, and refuses only what JavaScript cannot express', () => {
    let compared = 0;
    const disagreements: string[] = [];
    for (const row of cases.filter((each) => each.error === undefined)) {
      const result = translatePyRegex(row.pattern, row.flags);
      if (!result.ok) {
        expect(result.unsupported, `${row.pattern}: ${result.error}`).toBe(true);
        expect(REFUSALS.some((reason) => result.error.includes(reason)), result.error).toBe(true);
        continue;
      }
      compared++;
      const found = span(result.regex.exec(row.text as string));
      if (JSON.stringify(found) !== JSON.stringify(row.match)) disagreements.push(`${row.pattern} on ${JSON.stringify(row.text)}: ${JSON.stringify(found)}`);
    }
    expect(disagreements).toEqual([]);
    // 335 rows match; the rest use atomic groups, possessive repeats, conditionals and the like.
    expect(compared).toBeGreaterThanOrEqual(290);
  });

  it('the rows that disagreed through the old plan translator agree now ($ before a final newline, [^\\W\\d], \\B)', () => {
    expect(span(pyRegex('a$').exec('a\n'))).toEqual([0, 1]);
    expect(span(pyRegex('$').exec('a\n'))).toEqual([1, 1]);
    expect(span(pyRegex('[^\\W\\d]+').exec('12ab_3'))).toEqual([2, 5]);
    expect(pyRegex('\\B').exec('')).toBeNull();
    expect(span(pyRegex('\\B').exec('a  '))).toEqual([2, 2]);
  });
});

describe('pyRegex: groups as CPython reports them', () => {
  // Expected values from CPython 3.11.7 re.search(pattern, text, flags).
  const GROUPS: Array<[string, string, string, [number, number], (string | null)[]]> = [
    ['(\\w+)\\s*=\\s*(.*)', '', 'key = value', [0, 11], ['key', 'value']],
    ['(?P<name>[a-z]+)-(?P<num>\\d+)', '', 'x abc-42 y', [2, 8], ['abc', '42']],
    ['(a)|(b)', '', 'b', [0, 1], [null, 'b']],
    ['(a|b)*c', '', 'abac', [0, 4], ['a']],
    ['(?:x(y)z)+', '', 'xyzxyz', [0, 6], ['y']],
    ['(\\d+)(?:\\.(\\d+))?', '', 'v10', [1, 3], ['10', null]],
    ['(?<=(a))b', '', 'ab', [1, 2], ['a']],
    ['(?=(\\w+)\\s)\\w+', '', 'foo bar', [0, 3], ['foo']],
    ['^(\\w+)\\s*$', 'm', 'x\nabc \ny', [0, 1], ['x']],
    ['(?i)(st)', '', '\u017ft', [0, 2], ['\u017ft']],
    ['(\\s)(\\S)', '', '\x85x', [0, 2], ['\x85', 'x']],
    ['\\b(\\w)', '', '\u00e9 x', [0, 1], ['\u00e9']],
    ['(k+)', 'i', 'kK\u212a', [0, 3], ['kK\u212a']],
    ['(a)(?:\\1)+', '', 'aaa', [0, 3], ['a']],
  ];
  it.each(GROUPS)('search(%j, flags=%j) on %j', (pattern, flags, text, expectedSpan, groups) => {
    const match = pyRegex(pattern, flags).exec(text);
    expect(span(match)).toEqual(expectedSpan);
    expect(match?.slice(1).map((group) => group ?? null)).toEqual(groups);
  });

  it('named groups keep their names', () => {
    expect(pyRegex('(?P<key>\\w+)=(?P<value>\\w*)').exec('a=b')?.groups).toEqual({ key: 'a', value: 'b' });
  });

  it('refuses patterns whose groups JavaScript would report differently', () => {
    // CPython: group 1 is '' (the last, empty, iteration counts); JavaScript: 'aa'.
    expect(translatePyRegex('(a*)+')).toMatchObject({ ok: false, unsupported: true });
    // CPython keeps group 1 from an earlier iteration; JavaScript clears it.
    expect(translatePyRegex('(?:(a)|b)+')).toMatchObject({ ok: false, unsupported: true });
    expect(translatePyRegex('(a)?\\1')).toMatchObject({ ok: false, unsupported: true });
  });
});

describe('pyRegex: flags and errors', () => {
  it("takes Python's flags and the RegExp's g, y, d; the result uses u alone", () => {
    expect(pyRegex('a.b', 's').test('a\nb')).toBe(true);
    expect(pyRegex('a.b').test('a\nb')).toBe(false);
    expect(pyRegex('^b', 'm').test('a\nb')).toBe(true);
    expect(pyRegex('a b', 'x').test('ab')).toBe(true);
    expect(pyRegex('\\w', 'a').test('\u00e9')).toBe(false);
    expect(pyRegex('\\w').test('\u00e9')).toBe(true);
    expect(pyRegex('K', 'i').test('\u212a')).toBe(true);
    expect(pyRegex('a', 'gid').flags).toBe('dgu');
    expect(() => pyRegex('a', 'u')).toThrow(/unknown flag/);
  });

  it("throws Python's message for a pattern Python rejects", () => {
    expect(() => pyRegex('a{2,1}')).toThrow('min repeat greater than max repeat at position 2');
    expect(() => pyRegex('(?P<1>a)')).toThrow("bad character in group name '1' at position 4");
  });

  it('never throws from translatePyRegex, whatever the pattern', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.constantFrom('', 'i', 'm', 's', 'x', 'a', 'ims'), (source, flags) => {
        const result = translatePyRegex(source, flags);
        return result.ok ? result.regex instanceof RegExp : typeof result.error === 'string';
      }),
    );
    expect(translatePyRegex('('.repeat(5000))).toMatchObject({ ok: false });
  });
});

// --- differential: the translation against the linear engine (CPython's semantics) ------------

const TOKENS = [
  'a', 'b', 'k', 'é', '1', ' ', '-', '.', '\\w', '\\W', '\\d', '\\D', '\\s', '\\S', '\\b', '\\B', '^', '$', '\\A', '\\Z',
  '[ab]', '[^a\\d]', '[\\w.-]', '[^\\W\\d]', '[a-z]', '[\\s\\S]', '[^k]', '[K-Z]', '(', ')', '(?:', '(?=', '(?!', '(?<=', '(?<!',
  '|', '*', '+', '?', '*?', '+?', '{1,2}', '{2}', '\\1', '(?i)', '(?a)', '(?i:', 'ſ', 'İ', '\u212a', '\\n',
];
const TEXT_CHARS = ['a', 'b', 'k', 'K', '\u212a', '1', '\u0661', ' ', '\u00a0', '\n', '\x85', 'é', '_', '-', '.', 'ſ', 's', 'İ', 'i', 'ı', '\u{1f600}', '\u{11f50}'];
const patternArb = fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 10 }).map((parts) => parts.join(''));
const textArb = fc.array(fc.constantFrom(...TEXT_CHARS), { maxLength: 10 }).map((parts) => parts.join(''));
const flagsArb = fc.constantFrom('', 'i', 'm', 's', 'im');

function engineSpan(source: string, flags: string, text: string): number[] | null | undefined {
  const compiled = compileSafeRegex(source, { ignoreCase: flags.includes('i'), multiline: flags.includes('m'), dotAll: flags.includes('s') });
  if (!compiled.ok) return undefined;
  try {
    const match = compiled.regex.exec(text);
    return match ? [match.index, match.end] : null;
  } catch (error) {
    if (error instanceof RegexBudgetExceeded) return undefined;
    throw error;
  }
}

describe('pyRegex agrees with the linear engine (CPython semantics) on generated patterns', () => {
  it('same match span, or a refusal', () => {
    let compared = 0;
    fc.assert(
      fc.property(patternArb, flagsArb, fc.array(textArb, { minLength: 1, maxLength: 4 }), (source, flags, texts) => {
        const result = translatePyRegex(source, flags);
        if (!result.ok) {
          expect(engineSpan(source, flags, '') === undefined || result.unsupported).toBe(true);
          return;
        }
        for (const text of texts) {
          const expected = engineSpan(source, flags, text);
          if (expected === undefined) continue;
          compared++;
          expect(span(result.regex.exec(text)), `${source} /${flags} on ${JSON.stringify(text)}`).toEqual(expected);
        }
      }),
      { numRuns: 1500 },
    );
    expect(compared).toBeGreaterThan(600);
  });
});

describe('the cheaper forms', () => {
  const shape = (match: RegExpExecArray | null) => (match === null ? null : { index: match.index, groups: [...match] });

  it('ascii form: same matches and groups wherever asciiFormApplies', () => {
    fc.assert(
      fc.property(patternArb, flagsArb, fc.array(textArb, { maxLength: 4 }), (source, flags, texts) => {
        const result = translatePyRegex(source, flags);
        if (!result.ok) return;
        const forms = pyRegexForms(source, flags);
        for (const text of texts.filter(asciiFormApplies)) {
          expect(shape(forms.ascii().exec(text)), `${source} on ${JSON.stringify(text)}`).toEqual(shape(forms.exact().exec(text)));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('prefilter and gate: supersets of the exact pattern', () => {
    fc.assert(
      fc.property(patternArb, flagsArb, fc.array(textArb, { maxLength: 4 }), (source, flags, texts) => {
        if (!translatePyRegex(source, flags).ok) return;
        const forms = pyRegexForms(source, flags);
        for (const text of texts) {
          if (!forms.exact().test(text)) continue;
          expect(forms.prefilter().test(text), `${source} prefilter on ${JSON.stringify(text)}`).toBe(true);
          expect(forms.gate()?.test(text) ?? true, `${source} gate on ${JSON.stringify(text)}`).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('the gate is the required literals, case-insensitive where Python is (K, ſ, İ included)', () => {
    expect(pyRegexForms('\\bscope_auditor_status\\s*:').gate()?.source).toBe('scope_auditor_status');
    expect(pyRegexForms('\\b(?:308\\s+redirect|rewrite)\\b', 'i').gate()?.source).toBe('red[i\u0130\u0131]rect|rewr[i\u0130\u0131]te');
    expect(pyRegexForms('\\bmilestones?\\b', 'i').gate()?.test('MILE\u017fTONE')).toBe(true);
    expect(pyRegexForms('skill', 'i').gate()?.test('\u017f\u212a\u0130LL')).toBe(true);
    expect(pyRegexForms('json\\.loads?').gate()?.source).toBe('json\\.load');
    expect(pyRegexForms('\\x41BC').gate()?.source).toBe('ABC');
    expect(pyRegexForms('foo|\\d+').gate()).toBeNull();
    expect(pyRegexForms('a\\s+b').gate()).toBeNull();
    expect(pyRegexForms('(?=foo)\\w+').gate()).toBeNull();
    expect(pyRegexForms('(?:ab)c|x(?=y)yz').gate()?.source).toBe('abc|xyz');
  });

  it('a gate literal under IGNORECASE matches every case variant Python matches', () => {
    for (const text of [...Array.from({ length: 128 }, (_, cp) => String.fromCharCode(cp)), '\u00e9', '\u03c3', '\u{10400}', '\u00df']) {
      const gate = new RegExp(`^(?:${gateLiteral(text, true)})$`, 'i');
      for (const variant of caseVariants(text.codePointAt(0) as number, false)) expect(gate.test(String.fromCodePoint(variant)), JSON.stringify(text)).toBe(true);
    }
  });

  it('the ascii form compiles to a much shorter source', () => {
    const forms = pyRegexForms('\\bfoo\\b\\s+\\w+');
    expect(forms.ascii().source.length * 4).toBeLessThan(forms.exact().source.length);
  });
});

describe('pyPattern and lazyPyRegex', () => {
  const SOURCES: Array<[string, string]> = [
    ['\\bkeep\\b', 'i'],
    ['^\\s*risk_reason\\s*:\\s*(.+)$', 'i'],
    ['\\b(?:delete|drop)\\b', 'i'],
    ['[\\w./-]+\\.ts\\b', ''],
    ['\\d+\\s+orphans?', 'i'],
  ];
  const texts = fc.array(fc.constantFrom('keep', 'KEEP', 'ſ', 'é', ' ', 'risk_reason', ':', 'x', '\u00a0', 'delete', 'a/b.ts', '3', '\u0663', 'orphans', '\u{1f504}'), { maxLength: 8 }).map((parts) => parts.join(''));

  it.each(SOURCES)('pyPattern(%j, %j) tests and execs like the exact RegExp', (source, flags) => {
    const pattern = pyPattern(source, flags);
    const exact = pyRegex(source, flags);
    const lazy = lazyPyRegex(source, flags);
    fc.assert(
      fc.property(texts, (text) => {
        expect(pattern.test(text)).toBe(exact.test(text));
        expect(pattern.exec(text)?.slice()).toEqual(exact.exec(text)?.slice());
        expect(lazy(text).exec(text)?.slice()).toEqual(exact.exec(text)?.slice());
      }),
      { numRuns: 300 },
    );
  });

  it('pyPattern refuses stateful flags; errors surface on first use', () => {
    expect(() => pyPattern('a', 'g')).toThrow(/stateless/);
    expect(() => pyPattern('(').test('x')).toThrow('missing ), unterminated subpattern at position 0');
  });

  it('asciiFormApplies: no non-ASCII letter, digit or Python space', () => {
    expect(asciiFormApplies('plain - `code` 123')).toBe(true);
    expect(asciiFormApplies('## Phase 1 \u2014 remove \u2705 \u{1f504} \u2192 \ufeff')).toBe(true);
    for (const text of ['caf\u00e9', 'x\u00a0y', '\u0661', '\u017f', 'a\u3000b', '\x85', '\u00b2']) expect(asciiFormApplies(text)).toBe(false);
  });
});

describe('fragments', () => {
  it("pyReFragment composes: Python's \\s as a class, \\w and \\b compact", () => {
    expect(pyReFragment('\\s')).toMatch(/^\[.*\]$/);
    const word = new RegExp(`^${pyReFragment('\\w')}+$`, 'u');
    const enumerated = new RegExp(`^[${pyWord().classBody}]+$`, 'u');
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 4 }), (text) => word.test(text) === enumerated.test(text)), { numRuns: 1000 });
    // Assigned after Unicode 14 (Kawi digit, CJK extension I): letters to Node, not to Python 3.11.
    for (const newer of ['\u{11f50}', '\u{2ebf0}']) expect(word.test(newer)).toBe(false);
    expect(() => pyReFragment('a', 'g')).toThrow();
  });

  it('pyLiteralFragment matches what pyRegex(re.escape(text)) matches', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.boolean(), fc.array(textArb, { maxLength: 3 }), (text, ignoreCase, others) => {
        const fragment = new RegExp(pyLiteralFragment(text, ignoreCase), 'u');
        const reference = pyRegex(pyReEscape(text), ignoreCase ? 'i' : '');
        for (const subject of [text, text.toUpperCase(), ...others]) expect(fragment.test(subject)).toBe(reference.test(subject));
      }),
    );
    expect(new RegExp(`^${pyLiteralFragment('skill', true)}$`, 'u').test('\u017f\u212a\u0130LL')).toBe(true);
  });
});

describe('sets under IGNORECASE match exactly what the engine (CPython) matches', () => {
  const SETS = ['[a-z]', '[^k]', '[\\w]', '[\\W]', '[\u00e4-\u00f6]', '[a\\d]', '[\\s\u0130]', '[\u{10400}-\u{10405}]', 'k', '\u03c3', '\u00df', '[^\\W\\d]'];
  it.each(SETS)('%s', (set) => {
    const translated = pyRegex(`^${set}$`, 'i');
    const engine = compileSafeRegex(`^${set}$`, { ignoreCase: true });
    if (!engine.ok) throw new Error(engine.error);
    const differing: number[] = [];
    for (let cp = 0; cp < 0x10500; cp += cp < 0x3000 ? 1 : 7) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const char = String.fromCodePoint(cp);
      if (translated.test(char) !== engine.regex.test(char)) differing.push(cp);
    }
    expect(differing).toEqual([]);
  });

  it('jsCanonicalize is what a non-u RegExp with i does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0, max: 0xffff }), (a, b) => {
        if ((a >= 0xd800 && a <= 0xdfff) || (b >= 0xd800 && b <= 0xdfff)) return;
        const source = `[${classBody([a, a])}]`.replace(/\\u\{([0-9a-f]+)\}/g, (_m, hex: string) => `\\u${hex.padStart(4, '0')}`);
        expect(new RegExp(`^${source}$`, 'i').test(String.fromCharCode(b))).toBe(jsCanonicalize(a) === jsCanonicalize(b));
      }),
      { numRuns: 1500 },
    );
    for (const [a, b] of [[0x6b, 0x4b], [0x17f, 0x73], [0x212a, 0x6b], [0x130, 0x69]]) {
      expect(new RegExp(String.fromCharCode(a as number), 'i').test(String.fromCharCode(b as number))).toBe(jsCanonicalize(a as number) === jsCanonicalize(b as number));
    }
  });
});

describe('required literals without the parser (required-literals-scan.ts)', () => {
  const literalsOf = (source: string, flags: string) => {
    try {
      return requiredLiterals(parsePython(source, { ignoreCase: flags.includes('i'), multiline: flags.includes('m'), dotAll: flags.includes('s') }).root);
    } catch {
      return undefined;
    }
  };

  it("finds exactly the parser's literals wherever it reads the pattern", () => {
    let scanned = 0;
    fc.assert(
      fc.property(fc.oneof(patternArb, fc.string({ maxLength: 12 })), flagsArb, (source, flags) => {
        const tree = scanLiteralTree(source, flags);
        const parsed = literalsOf(source, flags);
        if (tree === undefined || parsed === undefined) return;
        scanned++;
        expect(requiredLiterals(tree), source).toEqual(parsed);
      }),
      { numRuns: 5000 },
    );
    expect(scanned).toBeGreaterThan(800);
  });

  it('reads the shapes the families write, and leaves the rest to the parser', () => {
    const READ = [
      '\\b(?:308\\s+redirect|rewrite|deprecate)\\b',
      '^\\s*risk_reason\\s*:\\s*(.+)$',
      '(?:^|[\\s`(])(?:(?:scripts|src)/)[\\w./-]+',
      'json\\.loads?',
      '^\\s{0,3}#{2,4}\\s+T-(\\d+)\\b',
      '(?:\u2014|-)\\s*unverified\\s*$',
      'a{x}b',
    ];
    for (const source of READ) {
      const tree = scanLiteralTree(source, 'i');
      expect(tree, source).toBeDefined();
      expect(requiredLiterals(tree as NonNullable<typeof tree>)).toEqual(literalsOf(source, 'i'));
    }
    for (const source of ['(?i)abc', '\\x41bc', '(a)\\1', '(?P<n>abc)', '[\\x41]bc', '(?#c)abc', 'a**']) expect(scanLiteralTree(source, ''), source).toBeUndefined();
    expect(scanLiteralTree('abc', 'x')).toBeUndefined();
  });
});
