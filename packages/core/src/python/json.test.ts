import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PyJsonValue, isPyJsonFloat, isPyJsonObject, pyFloat, pyFloatRepr, pyJsonLoads, pyStr } from './json.js';

const load = (text: string): PyJsonValue => {
  const result = pyJsonLoads(text);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

/** Converts a parsed value to what JSON.parse would give (for comparison on plain JSON). */
function toJs(value: PyJsonValue): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(toJs);
  if (value !== null && typeof value === 'object') {
    if (isPyJsonFloat(value)) return value.value;
    return Object.fromEntries(value.entries.map(([k, v]) => [k, toJs(v)]));
  }
  return value;
}

describe('pyJsonLoads', () => {
  it('keeps document member order, including integer-like names', () => {
    const value = load('{"b":["y"],"1":["x","y"],"0":["x"]}');
    expect(isPyJsonObject(value) && value.entries.map(([k]) => k)).toEqual(['b', '1', '0']);
  });

  it('keeps a duplicate name at its first position with the last value', () => {
    const value = load('{"b":["z"],"a":["x"],"b":["y"]}');
    expect(isPyJsonObject(value) && value.entries).toEqual([
      ['b', ['y']],
      ['a', ['x']],
    ]);
  });

  it('keeps integers exact and floats apart', () => {
    expect(load('123456789012345678901234567890')).toBe(123456789012345678901234567890n);
    expect(load('-0')).toBe(0n);
    expect(load('1.0')).toEqual({ type: 'float', value: 1 });
    expect(load('1e2')).toEqual({ type: 'float', value: 100 });
    expect(load('1e400')).toEqual({ type: 'float', value: Infinity });
    expect(load('[NaN, Infinity, -Infinity]')).toEqual([
      { type: 'float', value: Number.NaN },
      { type: 'float', value: Infinity },
      { type: 'float', value: -Infinity },
    ]);
  });

  it('decodes escapes, pairs surrogates and keeps lone ones', () => {
    expect(load('"a\\u00e9\\ud83d\\ude00\\n\\/"')).toBe('aé😀\n/');
    expect(load('"\\udc80x"')).toBe('\udc80x');
  });

  it.each([
    ['\ufeff{}', 'Unexpected UTF-8 BOM'],
    ['', 'Expecting value'],
    ['{} x', 'Extra data'],
    ["{'a': 1}", 'Expecting property name'],
    ['[1,]', 'Illegal trailing comma'],
    ['{"a":1,}', 'Illegal trailing comma'],
    ['01', 'Extra data'],
    ['+1', 'Expecting value'],
    ['0x10', 'Extra data'],
    ['-', 'Expecting value'],
    ['"a\tb"', 'Invalid control character'],
    ['"a', 'Unterminated string'],
    ['"\\x"', 'Invalid \\escape'],
    ['// c\n{}', 'Expecting value'],
    ['\u00a0{}', 'Expecting value'],
    ['1'.repeat(4301), 'Exceeds the limit'],
    ['['.repeat(5000), 'recursion'],
  ])('rejects %j', (text, message) => {
    const result = pyJsonLoads(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });

  it('reports element and member offsets on request', () => {
    const text = '{"a": [ "x", 1],\n "b": {"k": 2}, "a": []}';
    const result = pyJsonLoads(text, { positions: true });
    expect(result.ok).toBe(true);
    if (!result.ok || !isPyJsonObject(result.value)) return;
    expect(result.positions?.get(result.value)).toEqual([text.lastIndexOf('"a"'), text.indexOf('"b"')]);
    const b = result.value.entries[1]?.[1];
    if (b !== undefined && isPyJsonObject(b)) expect(result.positions?.get(b)).toEqual([text.indexOf('"k"')]);
    expect(pyJsonLoads('[1]').ok && 'positions' in pyJsonLoads('[1]')).toBe(false);
  });

  it('accepts 4300 digits', () => {
    expect(typeof load('9'.repeat(4300))).toBe('bigint');
  });

  it('agrees with JSON.parse on plain JSON (property)', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        const result = pyJsonLoads(text);
        expect(result.ok).toBe(true);
        if (result.ok) expect(toJs(result.value)).toEqual(JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on any string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const result = pyJsonLoads(text);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[[\]{}",:0-9.eE+\-a-zNI \t\n\\u]{0,40}$/), (text) => {
        expect(typeof pyJsonLoads(text).ok).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('pyStr', () => {
  it('renders values as Python str() does', () => {
    expect(pyStr(load('"x"'))).toBe('x');
    expect(pyStr(load('1'))).toBe('1');
    expect(pyStr(load('1.5'))).toBe('1.5');
    expect(pyStr(load('null'))).toBe('None');
    expect(pyStr(load('true'))).toBe('True');
    expect(pyStr(load('false'))).toBe('False');
    expect(pyStr(load('["x"]'))).toBe("['x']");
    expect(pyStr(load('["x",1,1.0,null,true,{"k":"v","n":[2]}]'))).toBe("['x', 1, 1.0, None, True, {'k': 'v', 'n': [2]}]");
    expect(pyStr(load('{"q":"it\'s"}'))).toBe(`{'q': "it's"}`);
    expect(pyStr(load('["a\'b\\"c"]'))).toBe(`['a\\'b"c']`);
    expect(pyStr(load('["back\\\\slash"]'))).toBe("['back\\\\slash']");
    expect(pyStr(load('[]'))).toBe('[]');
    expect(pyStr(load('{}'))).toBe('{}');
    expect(pyStr(load('["\\u00a0\\u200b\\ufeff\\u0001é😀"]'))).toBe("['\\xa0\\u200b\\ufeff\\x01é😀']");
  });

  it.each([
    [1, '1.0'],
    [100, '100.0'],
    [0.0001, '0.0001'],
    [123456789.12345679, '123456789.12345679'],
    [1e15, '1000000000000000.0'],
    [1e-5, '1e-05'],
    [1.5e-7, '1.5e-07'],
    [2.5e-5, '2.5e-05'],
    [1e16, '1e+16'],
    [1e22, '1e+22'],
    [1.7976931348623157e308, '1.7976931348623157e+308'],
    [5e-324, '5e-324'],
    [0, '0.0'],
    [-0, '-0.0'],
    [-1.5, '-1.5'],
    [Number.NaN, 'nan'],
    [Infinity, 'inf'],
    [-Infinity, '-inf'],
    [0.1, '0.1'],
    [123.456, '123.456'],
  ])('float repr %d → %s', (value, text) => {
    expect(pyFloatRepr(value)).toBe(text);
  });
});

describe('pyFloat', () => {
  // Expected values from CPython 3.11.7 float(text) (null: ValueError).
  const CASES: Array<[string, number | null]> = [
    ['1', 1], ['0.30', 0.3], ['-0.5', -0.5], ['+1e3', 1000], ['1_000.5', 1000.5], ['1__0', null], ['_1', null], ['1_', null],
    ['1e1_0', 1e10], ['.5', 0.5], ['5.', 5], ['5.e3', 5000], ['.e3', null], ['e3', null], ['inf', Infinity], ['-Infinity', -Infinity],
    ['iNfInItY', Infinity], ['infinit', null], [' 0.1 ', 0.1], ['\t0.1\n', 0.1], ['\u00a00.1\u3000', 0.1], ['\x1c1', null], ['1\x1c', null],
    ['\u0663.\u0665', 3.5], ['1.5x', null], ['', null], ['  ', null], ['0x10', null], ['1e', null], ['1e+', null], ['1e-5', 1e-5],
    ['1E5', 1e5], ['0.1.2', null], ['1 2', null], ['--1', null], ['+-1', null], ['1.0e5_0', 1e50], ['\u0661_\u0662', 12], ['\x85 1', 1],
    ['1\x85', 1], ['nan(1)', null], ['1e400', Infinity], ['00012', 12], ['0_0', 0], ['1._5', null], ['1_.5', null],
  ];
  it.each(CASES)('float(%j) is %s', (text, expected) => {
    expect(pyFloat(text) ?? null).toBe(expected);
  });

  it('nan, -0.0, and never throws', () => {
    expect(Number.isNaN(pyFloat('+NaN'))).toBe(true);
    expect(Object.is(pyFloat('-0'), -0)).toBe(true);
    fc.assert(fc.property(fc.string({ maxLength: 12 }), (text) => {
      const value = pyFloat(text);
      return value === undefined || typeof value === 'number';
    }));
  });
});
