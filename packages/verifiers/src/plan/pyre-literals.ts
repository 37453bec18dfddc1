/**
 * Required literals of a Python `re` pattern (the subset pyre.ts translates): a set of strings
 * such that every match of the pattern contains at least one of them. A plan line without any of
 * them cannot match, so `py()` tests a tiny literal regex first and compiles the real pattern
 * only for lines that pass. Most plans never need most patterns: this keeps V8 from compiling
 * dozens of Unicode regexes on every start.
 */

/** What a pattern node guarantees: one of these strings occurs in every match (null: nothing known). */
type Required = readonly string[] | null;

interface Cursor {
  readonly source: string;
  at: number;
}

/** Escapes that stand for a single literal character. */
const CHAR_ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v' };
/** Escapes that match something other than one fixed character (classes, anchors). */
const NON_LITERAL_ESCAPES = 'sSwWdDbBAZ';
/** Characters that start something other than a plain literal. */
const SYNTAX = '\\[(.^$*+?{';
const QUANTIFIER_START = '*+?{';
/** Literals shorter than this make a gate that passes nearly every line: not worth it. */
const MIN_USEFUL_LENGTH = 2;

/**
 * The required literals of `source`, or null when none are worth testing. With `ignoreCase` the
 * literals are lowercase and the caller matches them case-insensitively.
 */
export function requiredLiterals(source: string, ignoreCase: boolean): string[] | null {
  const cursor: Cursor = { source, at: 0 };
  let required: Required;
  try {
    required = alternation(cursor);
  } catch {
    return null;
  }
  if (cursor.at !== source.length || required === null) return null;
  const literals: string[] = [];
  for (const literal of required) {
    if (literal.length < MIN_USEFUL_LENGTH) return null;
    const text = ignoreCase ? literal.toLowerCase() : literal;
    if (!literals.includes(text)) literals.push(text);
  }
  return literals;
}

function alternation(cursor: Cursor): Required {
  let required: string[] | null = [];
  for (;;) {
    const branch = sequence(cursor);
    if (branch === null) required = null;
    else if (required !== null) for (const literal of branch) required.push(literal);
    if (cursor.source[cursor.at] !== '|') return required;
    cursor.at++;
  }
}

/** A concatenation: adjacent single characters join into one literal; the best candidate wins. */
function sequence(cursor: Cursor): Required {
  const candidates: (readonly string[])[] = [];
  let run = '';
  const endRun = () => {
    if (run !== '') candidates.push([run]);
    run = '';
  };
  const { source } = cursor;
  for (;;) {
    const c = source[cursor.at];
    if (c === undefined || c === '|' || c === ')') break;
    // Fast path (most characters): a plain literal with no quantifier after it.
    if (!SYNTAX.includes(c) && !QUANTIFIER_START.includes(source[cursor.at + 1] ?? '|')) {
      run += c;
      cursor.at++;
      continue;
    }
    const item = atom(cursor);
    const { min, max } = quantifier(cursor);
    if (item.char !== undefined && min === 1 && max === 1) {
      run += item.char;
      continue;
    }
    // `ab+` still requires `ab`; anything else ends the literal run.
    if (item.char !== undefined && min >= 1) run += item.char;
    endRun();
    if (min >= 1 && item.required) candidates.push(item.required);
  }
  endRun();
  return best(candidates);
}

/** The most selective candidate: longest shortest literal, then fewest alternatives. */
function best(candidates: (readonly string[])[]): Required {
  let chosen: Required = null;
  let chosenScore = -1;
  for (const candidate of candidates) {
    let shortest = Infinity;
    for (const literal of candidate) shortest = Math.min(shortest, literal.length);
    const score = shortest * 1000 - candidate.length;
    if (score > chosenScore) {
      chosen = candidate;
      chosenScore = score;
    }
  }
  return chosen;
}

interface Atom {
  /** The one character this atom matches, when it is a literal. */
  char?: string;
  /** Required literals of a group. */
  required?: Required;
}

function atom(cursor: Cursor): Atom {
  const { source } = cursor;
  const c = source[cursor.at] as string;
  cursor.at++;
  if (c === '\\') {
    const next = source[cursor.at];
    if (next === undefined) throw new Error('trailing backslash');
    cursor.at++;
    if (NON_LITERAL_ESCAPES.includes(next) || /[0-9]/.test(next)) return {};
    return { char: CHAR_ESCAPES[next] ?? next };
  }
  if (c === '[') {
    skipClass(cursor);
    return {};
  }
  if (c === '(') return group(cursor);
  if (c === '.' || c === '^' || c === '$') return {};
  if ('*+?{'.includes(c)) throw new Error('quantifier without a target');
  return { char: c };
}

function group(cursor: Cursor): Atom {
  const { source } = cursor;
  let lookaround = false;
  if (source[cursor.at] === '?') {
    const kind = source.slice(cursor.at, cursor.at + 3);
    if (kind.startsWith('?:')) cursor.at += 2;
    else if (kind.startsWith('?=') || kind.startsWith('?!')) {
      cursor.at += 2;
      lookaround = true;
    } else if (kind === '?<=' || kind === '?<!') {
      cursor.at += 3;
      lookaround = true;
    } else throw new Error(`unsupported group (${kind}`);
  }
  const required = alternation(cursor);
  if (source[cursor.at] !== ')') throw new Error('unclosed group');
  cursor.at++;
  // A lookaround consumes nothing: it cannot supply a literal to the match itself.
  return lookaround ? {} : { required };
}

function skipClass(cursor: Cursor): void {
  const { source } = cursor;
  if (source[cursor.at] === '^') cursor.at++;
  if (source[cursor.at] === ']') cursor.at++;
  for (; cursor.at < source.length; cursor.at++) {
    if (source[cursor.at] === '\\') cursor.at++;
    else if (source[cursor.at] === ']') {
      cursor.at++;
      return;
    }
  }
  throw new Error('unterminated class');
}

const ONCE: Readonly<{ min: number; max: number }> = { min: 1, max: 1 };

function quantifier(cursor: Cursor): Readonly<{ min: number; max: number }> {
  const { source } = cursor;
  const c = source[cursor.at];
  let bounds = ONCE;
  if (c === '*') bounds = { min: 0, max: Infinity };
  else if (c === '+') bounds = { min: 1, max: Infinity };
  else if (c === '?') bounds = { min: 0, max: 1 };
  else if (c === '{') {
    const m = /^\{(\d*)(?:(,)(\d*))?\}/.exec(source.slice(cursor.at));
    if (!m) return bounds;
    cursor.at += m[0].length - 1;
    const min = m[1] === '' ? 0 : Number(m[1]);
    bounds = { min, max: m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]) };
  } else return bounds;
  cursor.at++;
  // A lazy or possessive suffix does not change what is required.
  if (source[cursor.at] === '?') cursor.at++;
  return bounds;
}
