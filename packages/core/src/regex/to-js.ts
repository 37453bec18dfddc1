/**
 * A parsed Python `re` pattern (`parse-python.ts`) as the source of a JavaScript RegExp for the
 * `u` flag alone (no `i`, `m` or `s`: every flag's meaning is spelled out in the source). Callers
 * check `untranslatable()` first (`to-js-check.ts`). See docs/architecture.md "Python compatibility".
 */
import type { Node, Pattern, PyAssertion, PyCharSet } from './ast.js';
import { pySpace, pyWord } from '../python/charsets.js';
import { contains, nullable } from './to-js-check.js';
import { caseVariants, charSetSource, type JsForm, wordSource } from './to-js-sets.js';

export type { JsForm } from './to-js-sets.js';

interface Context {
  readonly form: JsForm;
  /** Inside a negative lookaround: the prefilter form must be exact there (a superset would under-match). */
  readonly negated: boolean;
}

/**
 * V8 tries an empty match in the middle of a surrogate pair, where it reads no character either
 * way, so a negative lookaround holds there (`/(?!\S)/u` finds index 1 in "\u{11f50}"). Python has
 * no such position: a pattern that can match empty through a negative lookaround first requires
 * a character on one side (or the start of the text).
 */
const NOT_INSIDE_A_PAIR = '(?:(?<=[^])|(?=[^])|^)';

export function patternToJs(pattern: Pattern, form: JsForm): string {
  const source = emit(pattern.root, { form, negated: false }, true);
  const guard = nullable(pattern.root) && contains(pattern.root, (node) => node.type === 'look' && node.negate);
  return guard ? `${NOT_INSIDE_A_PAIR}(?:${source})` : source;
}

/** `bare`: the node is a whole body (pattern, group, lookaround), so an alternation needs no group. */
function emit(node: Node, ctx: Context, bare = false): string {
  switch (node.type) {
    case 'empty':
      return '';
    case 'char':
      return charSetSource(pyData(node.py), ctx.form, ctx.form === 'prefilter' && !ctx.negated);
    case 'assert':
      return assertion(pyData(node.py), ctx, [], 0);
    case 'group':
      return `(${node.name === undefined ? '' : `?<${node.name}>`}${emit(node.body, ctx, true)})`;
    case 'concat':
      return node.items.map((item, i) => (item.type === 'assert' ? assertion(pyData(item.py), ctx, node.items, i) : emit(item, ctx))).join('');
    case 'alt': {
      const body = node.items.map((item) => emit(item, ctx, true)).join('|');
      return bare ? body : `(?:${body})`;
    }
    case 'repeat':
      return `${atom(node.body, ctx)}${quantifier(node.min, node.max)}${node.mode === 'lazy' ? '?' : ''}`;
    case 'look': {
      const inner = emit(node.body, node.negate ? { ...ctx, negated: !ctx.negated } : ctx, true);
      return `(?${node.behind ? '<' : ''}${node.negate ? '!' : '='}${inner})`;
    }
    case 'backref':
      return `(?:\\${node.group})`;
    default:
      throw new Error(`to-js: untranslatable node ${node.type} (call untranslatable() first)`);
  }
}

function pyData<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('to-js: a node without Python data (not from parsePython)');
  return data;
}

/** A node as something a quantifier can follow. */
function atom(node: Node, ctx: Context): string {
  const source = emit(node, ctx);
  const single = node.type === 'char' || node.type === 'group' || node.type === 'backref' || (node.type === 'alt' && node.items.length > 1);
  return single ? source : `(?:${source})`;
}

function quantifier(min: number, max: number): string {
  if (max === Infinity) return min === 0 ? '*' : min === 1 ? '+' : `{${min},}`;
  if (min === 0 && max === 1) return '?';
  return min === max ? `{${min}}` : `{${min},${max}}`;
}

// --- assertions -------------------------------------------------------------------------------

/** `items[index]` is the assertion; its neighbours let `\b` test one side only where the other is known. */
function assertion(py: PyAssertion, ctx: Context, items: readonly Node[], index: number): string {
  switch (py.kind) {
    case 'textStart':
      return '^';
    case 'textEnd':
      return '$';
    // Positive lookarounds: a negative one would hold inside a surrogate pair (see NOT_INSIDE_A_PAIR).
    case 'lineStart':
      return '(?:^|(?<=\\n))';
    case 'lineEnd':
      return '(?=\\n|$)';
    case 'end':
      return '(?=\\n?$)';
    case 'boundary':
      return boundary(py.negate, py.ascii, ctx, items, index);
  }
}

function boundary(negate: boolean, ascii: boolean, ctx: Context, items: readonly Node[], index: number): string {
  if (ctx.form === 'prefilter' && !ctx.negated) return '';
  const w = wordSource(ascii, ctx.form);
  const isWord: WordTest = { test: wordTest(ascii, ctx.form), strictAscii: ascii && ctx.form !== 'ascii' };
  // A word character on one side decides the boundary by the other side alone (V8 compiles one
  // lookaround much faster than the general test).
  if (startsWithWord(items.slice(index + 1), isWord)) return negate ? `(?<=${w})` : `(?<!${w})`;
  if (endsWithWord(items.slice(0, index), isWord)) return negate ? `(?=${w})` : `(?!${w})`;
  if (!negate) return `(?:(?<=${w})(?!${w})|(?<!${w})(?=${w}))`;
  // Python's `\B` is false on an empty subject.
  return `(?:(?<=${w})(?=${w})|(?<!${w})(?!${w})(?:(?<=[^])|(?=[^])))`;
}

type IsWord = (cp: number) => boolean;

interface WordTest {
  readonly test: IsWord;
  /** A `re.ASCII` boundary where Unicode `\w`/`\d` keep their non-ASCII members. */
  readonly strictAscii: boolean;
}

const ASCII_WORD_CHAR = /^[0-9A-Z_a-z]$/;
const asciiWord: IsWord = (cp) => cp < 0x80 && ASCII_WORD_CHAR.test(String.fromCharCode(cp));

/**
 * Is a code point a word character for the boundary? In the ascii form only characters that can
 * occur in its texts matter: non-ASCII word and space characters cannot, so they count as word.
 */
function wordTest(ascii: boolean, form: JsForm): IsWord {
  if (ascii) return asciiWord;
  if (form === 'ascii') return (cp) => (cp < 0x80 ? asciiWord(cp) : pyWord().has(cp) || pySpace().has(cp));
  return (cp) => pyWord().has(cp);
}

const MAX_RANGE_SCAN = 256;

/** Every code point the set matches is a word character. */
function setIsWord(py: PyCharSet | undefined, word: WordTest): boolean {
  if (py === undefined || py.kind === 'dot' || py.negate) return false;
  for (const item of py.items) {
    if (item.kind === 'cat') {
      if (item.cat === 'w' || item.cat === 'd') {
        if (word.strictAscii && !py.ascii) return false;
        continue;
      }
      return false;
    }
    const lo = item.kind === 'lit' ? item.cp : item.lo;
    const hi = item.kind === 'lit' ? item.cp : item.hi;
    if (hi - lo > MAX_RANGE_SCAN) return false;
    for (let cp = lo; cp <= hi; cp++) {
      const variants = py.ignoreCase ? caseVariants(cp, py.ascii) : [cp];
      if (!variants.every(word.test)) return false;
    }
  }
  return true;
}

/** Every match of the sequence `items` begins with a word character. */
function startsWithWord(items: readonly Node[], isWord: WordTest): boolean {
  const first = items[0];
  if (first === undefined) return false;
  return nodeStartsWithWord(first, isWord);
}

function nodeStartsWithWord(node: Node, isWord: WordTest): boolean {
  switch (node.type) {
    case 'char':
      return setIsWord(node.py, isWord);
    case 'group':
      return nodeStartsWithWord(node.body, isWord);
    case 'concat':
      return startsWithWord(node.items, isWord);
    case 'alt':
      return node.items.every((item) => nodeStartsWithWord(item, isWord));
    case 'repeat':
      return node.min >= 1 && nodeStartsWithWord(node.body, isWord);
    default:
      return false;
  }
}

/** Every match of the sequence `items` ends with a word character. */
function endsWithWord(items: readonly Node[], isWord: WordTest): boolean {
  const last = items[items.length - 1];
  if (last === undefined) return false;
  return nodeEndsWithWord(last, isWord);
}

function nodeEndsWithWord(node: Node, isWord: WordTest): boolean {
  switch (node.type) {
    case 'char':
      return setIsWord(node.py, isWord);
    case 'group':
      return nodeEndsWithWord(node.body, isWord);
    case 'concat':
      return endsWithWord(node.items, isWord);
    case 'alt':
      return node.items.every((item) => nodeEndsWithWord(item, isWord));
    case 'repeat':
      return node.min >= 1 && nodeEndsWithWord(node.body, isWord);
    default:
      return false;
  }
}
