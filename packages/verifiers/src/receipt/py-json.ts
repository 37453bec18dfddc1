import { isPyJsonFloat, isPyJsonObject, pyJsonLoads, type PyJsonValue } from '@gauntlet/core';

/**
 * `json.loads` for one line (core's Python JSON: `NaN`/`Infinity` accepted, the last duplicate
 * key wins, Python's error text), as plain JS values: objects, arrays, strings, booleans, null,
 * numbers (integers beyond 2^53 lose precision; nothing here compares them).
 */
export function parsePythonJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const result = pyJsonLoads(text);
  return result.ok ? { ok: true, value: plain(result.value) } : { ok: false, error: result.error };
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
