import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pyJsonLoads } from '@gauntlet/core';
import { parsePythonJson } from './py-json.js';

/** What the Python decoder alone gives (the slow path), to compare the native shortcut against. */
function slow(text: string): unknown {
  const result = pyJsonLoads(text);
  if (!result.ok) return { error: result.error };
  return JSON.parse(JSON.stringify(toPlain(result.value)));
}

function toPlain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(toPlain);
  if (value === null || typeof value !== 'object') return value;
  if ('entries' in value) return Object.fromEntries((value as { entries: Array<[string, unknown]> }).entries.map(([key, item]) => [key, toPlain(item)]));
  return (value as { value: number }).value;
}

const outcome = (text: string) => {
  const parsed = parsePythonJson(text);
  return parsed.ok ? parsed.value : { error: parsed.error };
};

describe('parsePythonJson', () => {
  it('agrees with the Python decoder on documents of strings, booleans, null, objects and arrays', () => {
    const plain = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, fc.string({ unit: 'grapheme' }), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
      array: fc.array(tie('value'), { maxLength: 4 }),
      object: fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 }),
    }));
    fc.assert(
      fc.property(plain.value, (value) => {
        const text = JSON.stringify(value);
        expect(outcome(text)).toEqual(slow(text));
      }),
    );
  });

  it('leaves numbers, NaN, Infinity and errors to the Python decoder', () => {
    expect(outcome('{"n": 1.0, "big": 123456789012345678901234567890}')).toEqual({ n: 1, big: Number('123456789012345678901234567890') });
    expect(outcome('[NaN, -Infinity]')).toEqual([Number.NaN, -Infinity]);
    expect(outcome(`{"n": ${'9'.repeat(4301)}}`)).toMatchObject({ error: expect.stringContaining('Exceeds the limit (4300 digits)') });
    expect(outcome('{"a": 1,}')).toEqual(slow('{"a": 1,}'));
    expect(outcome('\ufeff{}')).toEqual(slow('\ufeff{}'));
  });

  it('nesting deeper than Python allows is an error, as in Python', () => {
    const deep = `${'['.repeat(2000)}${']'.repeat(2000)}`;
    expect(outcome(deep)).toEqual({ error: expect.stringContaining('maximum recursion depth exceeded') });
    const deepObject = `${'{"a": '.repeat(2000)}"x"${'}'.repeat(2000)}`;
    expect(outcome(deepObject)).toEqual({ error: expect.stringContaining('maximum recursion depth exceeded') });
  });

  it('a number anywhere, in an array or an object, goes to the Python decoder and its digit limit', () => {
    const huge = '9'.repeat(4301);
    for (const text of [huge, `["a", ${huge}]`, `[[${huge}]]`, `{"s": "x", "n": ${huge}}`, `{"o": {"n": [${huge}]}}`]) {
      expect(outcome(text), text.slice(0, 20)).toMatchObject({ error: expect.stringContaining('Exceeds the limit (4300 digits)') });
    }
  });

  it('objects the Python decoder builds are plain objects, as JSON.parse makes them', () => {
    const value = outcome('{"b": 1, "a": NaN, "n": null, "s": "t"}') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['b', 'a', 'n', 's']);
    expect(value).toEqual({ b: 1, a: Number.NaN, n: null, s: 't' });
    expect(Object.getOwnPropertyDescriptor(value, 'b')).toEqual(Object.getOwnPropertyDescriptor(JSON.parse('{"b": 1}'), 'b'));
  });

  it('duplicate keys: the last value at the first place; __proto__ is an own key; integer-like keys as JSON.parse orders them', () => {
    const value = outcome('{"b": "1", "a": "2", "b": "3", "__proto__": "x", "10": "y", "2": "z"}') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['2', '10', 'b', 'a', '__proto__']);
    expect(value.b).toBe('3');
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(value, '__proto__')).toBe(true);
    expect(value).toEqual(slow('{"b": "1", "a": "2", "b": "3", "__proto__": "x", "10": "y", "2": "z"}'));
  });
});
