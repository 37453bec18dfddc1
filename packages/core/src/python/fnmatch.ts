/**
 * Python `fnmatch` on POSIX (docs/rules/plan/forbidden-path-conflict.md, the tripwire sweep's globs): whole-string,
 * case-sensitive, `*` matches any run of characters including `/`, `?` one character, `[...]` /
 * `[!...]` classes with ranges read as Python 3.11's `translate` reads them, a `[` without a
 * closing `]` is literal. Matching uses no regex: the pattern is cut at its stars and each piece
 * is placed leftmost, O(name x pattern) in the worst case whatever the pattern (patterns come
 * from model output; a backtracking regex took minutes on a 7-star glob).
 */

type Token =
  | { kind: 'char'; codePoint: number }
  | { kind: 'any' }
  | { kind: 'class'; negated: boolean; singles: Set<number>; ranges: Array<[number, number]> };

type Piece = Token[];

interface CompiledPattern {
  /** Pieces between stars; `starts`/`ends` tell whether the pattern begins/ends with a star. */
  pieces: Piece[];
  leadingStar: boolean;
  trailingStar: boolean;
  hasStar: boolean;
}

const cache = new Map<string, CompiledPattern>();
const CACHE_LIMIT = 256;

function codePoints(text: string): number[] {
  const out: number[] = [];
  for (const char of text) out.push(char.codePointAt(0) as number);
  return out;
}

const BANG = 0x21;
const STAR = 0x2a;
const QUESTION = 0x3f;
const OPEN = 0x5b;
const CLOSE = 0x5d;
const DASH = 0x2d;

/** The class body between `[` (exclusive) and `]` (exclusive), as Python 3.11's translate reads it. */
function parseClass(body: number[]): Token {
  let index = 0;
  let negated = false;
  if (body[0] === BANG) {
    negated = true;
    index = 1;
  }
  const singles = new Set<number>();
  const ranges: Array<[number, number]> = [];
  while (index < body.length) {
    const first = body[index] as number;
    if (body[index + 1] === DASH && index + 2 < body.length) {
      const last = body[index + 2] as number;
      // Python drops an empty range (`z-a`) entirely, both ends included.
      if (first <= last) ranges.push([first, last]);
      index += 3;
    } else {
      singles.add(first);
      index += 1;
    }
  }
  return { kind: 'class', negated, singles, ranges };
}

function compile(pattern: string): CompiledPattern {
  const hit = cache.get(pattern);
  if (hit) return hit;
  const chars = codePoints(pattern);
  const pieces: Piece[] = [[]];
  let leadingStar = false;
  let trailingStar = false;
  let hasStar = false;
  let i = 0;
  while (i < chars.length) {
    const c = chars[i] as number;
    i++;
    if (c === STAR) {
      hasStar = true;
      if ((pieces[pieces.length - 1] as Piece).length === 0 && pieces.length === 1) leadingStar = true;
      if ((pieces[pieces.length - 1] as Piece).length > 0) pieces.push([]);
      trailingStar = true;
      continue;
    }
    trailingStar = false;
    const piece = pieces[pieces.length - 1] as Piece;
    if (c === QUESTION) {
      piece.push({ kind: 'any' });
    } else if (c === OPEN) {
      let j = i;
      if (j < chars.length && chars[j] === BANG) j++;
      if (j < chars.length && chars[j] === CLOSE) j++;
      while (j < chars.length && chars[j] !== CLOSE) j++;
      if (j >= chars.length) {
        piece.push({ kind: 'char', codePoint: OPEN });
      } else {
        piece.push(parseClass(chars.slice(i, j)));
        i = j + 1;
      }
    } else {
      piece.push({ kind: 'char', codePoint: c });
    }
  }
  const compiled: CompiledPattern = {
    pieces: pieces.filter((piece) => piece.length > 0),
    leadingStar,
    trailingStar,
    hasStar,
  };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(pattern, compiled);
  return compiled;
}

function tokenMatches(token: Token, codePoint: number): boolean {
  if (token.kind === 'any') return true;
  if (token.kind === 'char') return token.codePoint === codePoint;
  let inside = token.singles.has(codePoint);
  if (!inside) for (const [lo, hi] of token.ranges) if (codePoint >= lo && codePoint <= hi) inside = true;
  return inside !== token.negated;
}

function pieceMatchesAt(piece: Piece, name: number[], at: number): boolean {
  if (at + piece.length > name.length) return false;
  for (let k = 0; k < piece.length; k++) if (!tokenMatches(piece[k] as Token, name[at + k] as number)) return false;
  return true;
}

/** `fnmatch.fnmatchcase(name, pattern)`. */
export function pyFnmatchCase(name: string, pattern: string): boolean {
  return matchFrom(compile(pattern), codePoints(name), 0);
}

/** Does the pattern match `chars` from `from` to the end? */
function matchFrom(compiled: CompiledPattern, chars: number[], from: number): boolean {
  const { pieces } = compiled;
  if (!compiled.hasStar) {
    const only = pieces[0] ?? [];
    return only.length === chars.length - from && pieceMatchesAt(only, chars, from);
  }
  let first = 0;
  let last = pieces.length - 1;
  let start = from;
  let end = chars.length;
  if (!compiled.leadingStar) {
    const head = pieces[0] as Piece;
    if (!pieceMatchesAt(head, chars, from)) return false;
    start = from + head.length;
    first = 1;
  }
  if (!compiled.trailingStar && last >= first) {
    const tail = pieces[last] as Piece;
    if (end - tail.length < start || !pieceMatchesAt(tail, chars, end - tail.length)) return false;
    end -= tail.length;
    last -= 1;
  }
  // Middle pieces: the leftmost placement of each leaves the most room for the rest.
  for (let p = first; p <= last; p++) {
    const piece = pieces[p] as Piece;
    let at = start;
    while (at + piece.length <= end && !pieceMatchesAt(piece, chars, at)) at++;
    if (at + piece.length > end) return false;
    start = at + piece.length;
  }
  return true;
}

/** `fnmatch.fnmatch(name, pattern)` on POSIX (`os.path.normcase` is the identity): case-sensitive. */
export function pyFnmatch(name: string, pattern: string): boolean {
  return pyFnmatchCase(name, pattern);
}

const SLASH = 0x2f;

/**
 * True when `fnmatchcase` matches `name` or a suffix of it that follows a `/` (the tripwire
 * sweep's `match_glob`), still O(name x pattern): with a star in the pattern, what follows the
 * first piece starts with a star and so matches from an earlier position whenever it matches
 * from a later one, which makes the leftmost start where the first piece fits the only one to try.
 */
export function pyFnmatchSuffix(name: string, pattern: string): boolean {
  const compiled = compile(pattern);
  const chars = codePoints(name);
  if (compiled.leadingStar) return matchFrom(compiled, chars, 0);
  const isStart = (at: number) => at === 0 || chars[at - 1] === SLASH;
  if (!compiled.hasStar) {
    const at = chars.length - (compiled.pieces[0]?.length ?? 0);
    return at >= 0 && isStart(at) && matchFrom(compiled, chars, at);
  }
  const head = compiled.pieces[0] as Piece;
  for (let at = 0; at + head.length <= chars.length; at++) {
    if (isStart(at) && pieceMatchesAt(head, chars, at)) return matchFrom(compiled, chars, at);
  }
  return false;
}
