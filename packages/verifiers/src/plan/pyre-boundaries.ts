/**
 * Python's `\b`, made cheaper for V8 where the pattern allows: next to a literal word character a
 * boundary needs only one side. Works on the Python source of a pattern (pyre.ts).
 */

const WORD_LITERAL = /[A-Za-z0-9_]/;

/**
 * `\b` at `index`: next to a literal word character it is a one-sided test (cheaper for V8;
 * `w` is one Python word character), elsewhere the general two-sided boundary.
 */
export function boundaryAt(source: string, index: number, general: string, w: string): string {
  const after = source.slice(index + 2);
  if (startsWithWord(after)) return `(?<!${w})`;
  if (after.startsWith('(')) {
    const alternatives = groupAlternatives(source, index + 2);
    if (alternatives && alternatives.every(startsWithWord)) return `(?<!${w})`;
  }
  const before = source.slice(0, index);
  if (endsWithWord(before)) return `(?!${w})`;
  if (before.endsWith(')')) {
    const alternatives = groupAlternativesEndingAt(source, index - 1);
    if (alternatives && alternatives.every(endsWithWord)) return `(?!${w})`;
  }
  return general;
}

/** The piece always begins with a word character: a word literal, `\d`, `\w`, or a digit class. */
function startsWithWord(piece: string): boolean {
  if (piece.startsWith('(')) {
    const alternatives = groupAlternatives(piece, 0);
    if (alternatives === null) return false;
    const prefix = piece.startsWith('(?:') ? 3 : 1;
    const close = prefix + alternatives.reduce((sum, alt) => sum + alt.length, 0) + alternatives.length - 1;
    const quantifier = piece[close + 1];
    return quantifier !== '?' && quantifier !== '*' && quantifier !== '{' && alternatives.every(startsWithWord);
  }
  return WORD_LITERAL.test(piece[0] ?? '') || piece.startsWith('\\d') || piece.startsWith('\\w') || piece.startsWith('[0-');
}

/** The piece always ends with a word character: `x`, `xy?`, `\d`, `\d+`, `\w+`, `[0-5]` (x, y word literals). */
function endsWithWord(piece: string): boolean {
  const n = piece.length;
  const last = piece[n - 1] ?? '';
  const escaped = (at: number) => piece[at - 1] === '\\' && piece[at - 2] !== '\\';
  if (WORD_LITERAL.test(last)) return !escaped(n - 1) || last === 'd' || last === 'w';
  if (last === '+') return endsWithWord(piece.slice(0, -1));
  if (last === '?') return WORD_LITERAL.test(piece[n - 2] ?? '') && !escaped(n - 2) && endsWithWord(piece.slice(0, -2));
  if (last === ')') {
    const alternatives = groupAlternativesEndingAt(piece, n - 1);
    return alternatives !== null && alternatives.every(endsWithWord);
  }
  return /\[0-\d\]$/.test(piece);
}

/** Top-level alternatives of the group opening at `open` (`(`, `(?:`), or null. */
function groupAlternatives(source: string, open: number): string[] | null {
  let depth = 0;
  let start = source.startsWith('(?:', open) ? open + 3 : open + 1;
  if (source[open + 1] === '?' && start === open + 1) return null;
  const out: string[] = [];
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') {
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) {
        out.push(source.slice(start, i));
        return out;
      }
    } else if (c === '|' && depth === 1) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  return null;
}

/** Top-level alternatives of the group closing at `close`, or null. */
function groupAlternativesEndingAt(source: string, close: number): string[] | null {
  for (let open = source.lastIndexOf('(', close); open >= 0; open = open === 0 ? -1 : source.lastIndexOf('(', open - 1)) {
    if (source[open - 1] === '\\') continue;
    const alternatives = groupAlternatives(source, open);
    if (alternatives === null) continue;
    const prefix = source.startsWith('(?:', open) ? 3 : 1;
    const length = prefix + alternatives.reduce((sum, alt) => sum + alt.length, 0) + alternatives.length - 1;
    if (open + length === close) return alternatives;
  }
  return null;
}
