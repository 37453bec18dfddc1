import { pySpace } from './charsets.js';
import { decimalValue, pyRepr } from './text.js';

/**
 * Python `json.loads` values (docs/rules/partition/README.md, docs/architecture.md#python-compatibility): objects keep document member
 * order (a duplicate name keeps its first position and takes the last value), integers are
 * exact (`bigint`), floats stay floats even when integral (`1.0`), and `NaN` / `Infinity` /
 * `-Infinity` are floats.
 */
export type PyJsonValue = string | boolean | null | bigint | PyJsonFloat | PyJsonValue[] | PyJsonObject;

export interface PyJsonFloat {
  readonly type: 'float';
  readonly value: number;
}

export interface PyJsonObject {
  readonly type: 'object';
  /** Members in document order of first appearance; each name once, with its last value. */
  readonly entries: ReadonlyArray<readonly [string, PyJsonValue]>;
}

export type PyJsonResult = { ok: true; value: PyJsonValue; positions?: PyJsonPositions } | { ok: false; error: string };

/**
 * With `{ positions: true }`: for every array and object of the result, the offsets (UTF-16
 * indices into the text) where its elements / members start. For a duplicate member name, the
 * offset of the last occurrence (the one whose value is kept).
 */
export type PyJsonPositions = ReadonlyMap<PyJsonValue[] | PyJsonObject, readonly number[]>;

export interface PyJsonLoadsOptions {
  positions?: boolean;
}

export const isPyJsonFloat = (value: PyJsonValue): value is PyJsonFloat =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && value.type === 'float';

export const isPyJsonObject = (value: PyJsonValue): value is PyJsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && value.type === 'object';

/** CPython's limit on int/str conversion (sys.int_info.default_max_str_digits). */
const MAX_INT_DIGITS = 4300;
/** Nesting deeper than this is a RecursionError in CPython; we report it as an error. */
const MAX_DEPTH = 990;

class JsonError {
  constructor(
    readonly message: string,
    readonly pos: number,
  ) {}
}

const isWs = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;
const HEX = /^[0-9a-fA-F]{4}$/;
/** A run of string characters that need no attention (sticky; always matches, maybe empty). */
const PLAIN_RUN = /[^"\\\x00-\x1f]*/y;

/**
 * Parses like CPython 3.11 `json.loads(text)` (the C scanner). Never throws: a document Python
 * rejects gives `{ok: false, error}` with Python's message (`Expecting value: line 1 column 1 (char 0)`).
 */
export function pyJsonLoads(text: string, options: PyJsonLoadsOptions = {}): PyJsonResult {
  const positions = options.positions ? new Map<PyJsonValue[] | PyJsonObject, number[]>() : null;
  if (text.charCodeAt(0) === 0xfeff) return { ok: false, error: 'Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0)' };
  let pos = 0;
  const fail = (message: string, at = pos): never => {
    throw new JsonError(message, at);
  };
  const skipWs = () => {
    while (pos < text.length && isWs(text.charCodeAt(pos))) pos++;
  };

  const parseString = (): string => {
    // pos is just after the opening quote
    const start = pos - 1;
    let out = '';
    let chunk = pos;
    for (;;) {
      PLAIN_RUN.lastIndex = pos;
      PLAIN_RUN.test(text);
      pos = PLAIN_RUN.lastIndex;
      if (pos >= text.length) fail('Unterminated string starting at', start);
      const code = text.charCodeAt(pos);
      if (code === 0x22) {
        out += text.slice(chunk, pos);
        pos++;
        return out;
      }
      if (code < 0x20) fail('Invalid control character at');
      if (code !== 0x5c) {
        pos++;
        continue;
      }
      out += text.slice(chunk, pos);
      const escape = text[pos + 1];
      if (escape === undefined) fail('Unterminated string starting at', start);
      if (escape === 'u') {
        const hex = text.slice(pos + 2, pos + 6);
        if (!HEX.test(hex)) fail('Invalid \\uXXXX escape', pos);
        let cp = Number.parseInt(hex, 16);
        pos += 6;
        if (cp >= 0xd800 && cp <= 0xdbff && text[pos] === '\\' && text[pos + 1] === 'u') {
          const low = text.slice(pos + 2, pos + 6);
          if (HEX.test(low)) {
            const lo = Number.parseInt(low, 16);
            if (lo >= 0xdc00 && lo <= 0xdfff) {
              cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
              pos += 6;
            }
          }
        }
        out += String.fromCodePoint(cp);
      } else {
        const simple = SIMPLE_ESCAPES[escape as string];
        if (simple === undefined) fail('Invalid \\escape', pos);
        out += simple;
        pos += 2;
      }
      chunk = pos;
    }
  };

  const parseNumber = (): PyJsonValue | undefined => {
    const start = pos;
    let i = pos;
    if (text[i] === '-') i++;
    if (!isDigit(text.charCodeAt(i))) return undefined;
    if (text[i] === '0') i++;
    else while (isDigit(text.charCodeAt(i))) i++;
    let isFloat = false;
    if (text[i] === '.' && isDigit(text.charCodeAt(i + 1))) {
      isFloat = true;
      i += 2;
      while (isDigit(text.charCodeAt(i))) i++;
    }
    if (text[i] === 'e' || text[i] === 'E') {
      let j = i + 1;
      if (text[j] === '+' || text[j] === '-') j++;
      if (isDigit(text.charCodeAt(j))) {
        isFloat = true;
        while (isDigit(text.charCodeAt(j))) j++;
        i = j;
      }
    }
    const literal = text.slice(start, i);
    pos = i;
    if (isFloat) return { type: 'float', value: Number(literal) };
    const digits = literal.startsWith('-') ? literal.length - 1 : literal.length;
    if (digits > MAX_INT_DIGITS) {
      fail(`Exceeds the limit (${MAX_INT_DIGITS} digits) for integer string conversion: value has ${digits} digits; use sys.set_int_max_str_digits() to increase the limit`, start);
    }
    return BigInt(literal);
  };

  const parseValue = (depth: number): PyJsonValue => {
    if (depth > MAX_DEPTH) fail('maximum recursion depth exceeded while decoding a JSON document');
    const char = text[pos];
    switch (char) {
      case '"':
        pos++;
        return parseString();
      case '{':
        pos++;
        return parseObject(depth);
      case '[':
        pos++;
        return parseArray(depth);
    }
    for (const [word, value] of LITERALS) {
      if (text.startsWith(word, pos)) {
        pos += word.length;
        return value;
      }
    }
    const number = parseNumber();
    if (number !== undefined) return number;
    if (text.startsWith('-Infinity', pos)) {
      pos += 9;
      return { type: 'float', value: -Infinity };
    }
    return fail('Expecting value');
  };

  const parseArray = (depth: number): PyJsonValue[] => {
    const items: PyJsonValue[] = [];
    const starts: number[] = [];
    positions?.set(items, starts);
    skipWs();
    if (text[pos] === ']') {
      pos++;
      return items;
    }
    for (;;) {
      skipWs();
      starts.push(pos);
      items.push(parseValue(depth + 1));
      skipWs();
      const char = text[pos];
      if (char === ']') {
        pos++;
        return items;
      }
      if (char !== ',') fail("Expecting ',' delimiter");
      pos++;
      skipWs();
      if (text[pos] === ']') fail('Illegal trailing comma before end of array');
    }
  };

  const parseObject = (depth: number): PyJsonObject => {
    const index = new Map<string, number>();
    const entries: Array<[string, PyJsonValue]> = [];
    const object: PyJsonObject = { type: 'object', entries };
    const starts: number[] = [];
    positions?.set(object, starts);
    skipWs();
    if (text[pos] === '}') {
      pos++;
      return object;
    }
    for (;;) {
      if (text[pos] !== '"') fail('Expecting property name enclosed in double quotes');
      const nameStart = pos;
      pos++;
      const name = parseString();
      skipWs();
      if (text[pos] !== ':') fail("Expecting ':' delimiter");
      pos++;
      skipWs();
      const value = parseValue(depth + 1);
      const at = index.get(name);
      if (at === undefined) {
        index.set(name, entries.length);
        entries.push([name, value]);
        starts.push(nameStart);
      } else {
        (entries[at] as [string, PyJsonValue])[1] = value;
        starts[at] = nameStart;
      }
      skipWs();
      const char = text[pos];
      if (char === '}') {
        pos++;
        return object;
      }
      if (char !== ',') fail("Expecting ',' delimiter");
      pos++;
      skipWs();
      if (text[pos] === '}') fail('Illegal trailing comma before end of object');
    }
  };

  try {
    skipWs();
    const value = parseValue(0);
    skipWs();
    if (pos !== text.length) fail('Extra data');
    return positions ? { ok: true, value, positions } : { ok: true, value };
  } catch (error) {
    if (error instanceof JsonError) return { ok: false, error: withPosition(text, error.message, error.pos) };
    if (error instanceof RangeError) return { ok: false, error: 'maximum recursion depth exceeded while decoding a JSON document' };
    throw error;
  }
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

const LITERALS: ReadonlyArray<readonly [string, PyJsonValue]> = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['NaN', { type: 'float', value: Number.NaN }],
  ['Infinity', { type: 'float', value: Infinity }],
];

/** `<msg>: line L column C (char P)`, as `json.JSONDecodeError` formats it. */
function withPosition(text: string, message: string, pos: number): string {
  const before = text.slice(0, pos);
  const line = before.split('\n').length;
  const column = pos - before.lastIndexOf('\n');
  return `${message}: line ${line} column ${column} (char ${pos})`;
}

/** The syntax `float()` accepts once non-ASCII digits and spaces are ASCII (underscores only between digits). */
const FLOAT_SYNTAX = /^[+-]?(?:(?:\d(?:_?\d)*)?\.\d(?:_?\d)*|\d(?:_?\d)*\.?)(?:[eE][+-]?\d(?:_?\d)*)?$/;
const FLOAT_WORD = /^([+-]?)(?:(inf|infinity)|nan)$/i;
/** C `isspace`: what `float()` strips after the conversion to ASCII. */
const ASCII_EDGE_SPACE = /^[\t\n\v\f\r ]+|[\t\n\v\f\r ]+$/g;

/**
 * Python `float(text)` for a str, or undefined where Python raises `ValueError`. Like CPython,
 * non-ASCII decimal digits count as their ASCII digit and non-ASCII whitespace as a space
 * (`_PyUnicode_TransformDecimalAndSpaceToASCII`) before ASCII whitespace is stripped, so
 * `float('\u0663.5')` is 3.5 but `float('\x1c1')` fails.
 */
export function pyFloat(text: string): number | undefined {
  let ascii = '';
  for (const char of text) {
    const cp = char.codePointAt(0) as number;
    if (cp < 0x80) ascii += char;
    else if (pySpace().has(cp)) ascii += ' ';
    else {
      const digit = decimalValue(char);
      if (digit < 0) return undefined;
      ascii += String(digit);
    }
  }
  const body = ascii.replace(ASCII_EDGE_SPACE, '');
  const word = FLOAT_WORD.exec(body);
  if (word) return word[2] === undefined ? Number.NaN : word[1] === '-' ? -Infinity : Infinity;
  return FLOAT_SYNTAX.test(body) ? Number(body.replace(/_/g, '')) : undefined;
}

/** Python `repr(float)`: shortest round-trip digits, fixed notation for exponents -4..15. */
export function pyFloatRepr(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (value === Infinity) return 'inf';
  if (value === -Infinity) return '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const sign = value < 0 ? '-' : '';
  const [mantissa, exponentText] = Math.abs(value).toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const exponent = Number(exponentText);
  if (exponent >= -4 && exponent < 16) {
    if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
    const whole = digits.padEnd(exponent + 1, '0');
    const fraction = digits.slice(exponent + 1) || '0';
    return `${sign}${whole.slice(0, exponent + 1)}.${fraction}`;
  }
  const body = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  const expSign = exponent < 0 ? '-' : '+';
  return `${sign}${body}e${expSign}${String(Math.abs(exponent)).padStart(2, '0')}`;
}

/** Python `repr()` of a JSON value (strings quoted, `True`, `None`, `1.0`, `['x']`, `{'k': 1}`). */
export function pyJsonRepr(value: PyJsonValue): string {
  if (typeof value === 'string') return pyRepr(value);
  if (typeof value === 'bigint') return value.toString();
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (value === null) return 'None';
  if (Array.isArray(value)) return `[${value.map(pyJsonRepr).join(', ')}]`;
  if (value.type === 'float') return pyFloatRepr(value.value);
  return `{${value.entries.map(([name, item]) => `${pyRepr(name)}: ${pyJsonRepr(item)}`).join(', ')}}`;
}

/** Python `str()` of a JSON value: a string is itself, everything else its repr. */
export function pyStr(value: PyJsonValue): string {
  return typeof value === 'string' ? value : pyJsonRepr(value);
}

/** The Python type name of a JSON value (`dict`, `list`, `str`, `int`, `float`, `bool`, `NoneType`). */
export function pyTypeName(value: PyJsonValue): string {
  if (typeof value === 'string') return 'str';
  if (typeof value === 'bigint') return 'int';
  if (typeof value === 'boolean') return 'bool';
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  return value.type === 'float' ? 'float' : 'dict';
}
