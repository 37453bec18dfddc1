import { isPyJsonFloat, isPyJsonObject, pyJsonLoads, type PyJsonValue } from '@gauntlet/core';

/**
 * `json.loads` for one line (core's Python JSON: `NaN`/`Infinity` accepted, the last duplicate
 * key wins, Python's error text), as plain JS values: objects, arrays, strings, booleans, null,
 * numbers (integers beyond 2^53 lose precision; nothing here compares them).
 */
export function parsePythonJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const fast = nativeParse(text);
  if (fast !== NOT_NATIVE) return { ok: true, value: fast };
  const result = pyJsonLoads(text);
  return result.ok ? { ok: true, value: plain(result.value) } : { ok: false, error: result.error };
}

const NOT_NATIVE = Symbol('not native');
/** Far below the nesting at which Python's decoder gives up. */
const NATIVE_DEPTH = 64;

/**
 * `JSON.parse` where it gives what `json.loads` + `plain` would: a document of strings, booleans,
 * null, objects and arrays, nested shallowly. JSON.parse rejects everything Python alone accepts
 * (`NaN`, `Infinity`); numbers (Python ints and floats, their digit limit) and deep nesting go
 * to the Python decoder. Both keep the last duplicate key at its first key's place, and both
 * make `__proto__` an own property.
 */
function nativeParse(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return NOT_NATIVE;
  }
  return onlyPlainValues(value, 0) ? value : NOT_NATIVE;
}

function onlyPlainValues(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return typeof value !== 'number';
  if (depth >= NATIVE_DEPTH) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (!onlyPlainValues(item, depth + 1)) return false;
    return true;
  }
  for (const key in value) if (!onlyPlainValues((value as Record<string, unknown>)[key], depth + 1)) return false;
  return true;
}

function plain(value: PyJsonValue): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== 'object') return value;
  if (isPyJsonFloat(value)) return value.value;
  if (!isPyJsonObject(value)) return value;
  const out: Record<string, unknown> = {};
  // An own property even for `__proto__` (as JSON.parse makes it), never the prototype.
  for (const [name, item] of value.entries) Object.defineProperty(out, name, { value: plain(item), enumerable: true, writable: true, configurable: true });
  return out;
}
