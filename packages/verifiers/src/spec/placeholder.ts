/** One placeholder token found by the scan (docs/rules/spec/README.md#placeholders). */
export interface PlaceholderHit {
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units. */
  column: number;
  /** The canonical token: `TODO`, `TBD`, `xxx`, `<fill in>` or `[example]`. */
  token: string;
  /** The text as written. */
  text: string;
}

const WORD = '\\p{L}\\p{N}\\p{M}_';
/**
 * A whole word: no word character on either side, and not one part of a hyphenated compound
 * ("TODO-list", "pre-TBD" are prose; "TODO - pick one" and "(TODO)" are placeholders).
 */
const wholeWord = (word: string, flags: string) => new RegExp(`(?<![${WORD}])(?<!\\p{L}-)${word}(?![${WORD}])(?!-\\p{L})`, flags);
const TOKENS: ReadonlyArray<{ token: string; pattern: RegExp }> = [
  { token: 'TODO', pattern: wholeWord('TODO', 'gu') },
  { token: 'TBD', pattern: wholeWord('TBD', 'gu') },
  { token: 'xxx', pattern: wholeWord('xxx', 'giu') },
  { token: '<fill in>', pattern: /<fill in>/giu },
  { token: '[example]', pattern: /\[example\]/giu },
];

/**
 * Blanks out inline code spans (a backtick run closed by the next run of the same length),
 * keeping every other character at its column. Linear: each run is visited a bounded number
 * of times.
 */
export function blankCodeSpans(line: string): string {
  if (!line.includes('`')) return line;
  const runs: Array<{ start: number; length: number }> = [];
  for (let i = 0; i < line.length; ) {
    if (line[i] !== '`') {
      i++;
      continue;
    }
    let length = 0;
    while (line[i + length] === '`') length++;
    runs.push({ start: i, length });
    i += length;
  }
  const byLength = new Map<number, number[]>();
  runs.forEach((run, index) => {
    const list = byLength.get(run.length) ?? [];
    list.push(index);
    byLength.set(run.length, list);
  });
  const cursor = new Map<number, number>();
  const chars = line.split('');
  for (let k = 0; k < runs.length; k++) {
    const run = runs[k] as { start: number; length: number };
    const list = byLength.get(run.length) as number[];
    let at = cursor.get(run.length) ?? 0;
    while (at < list.length && (list[at] as number) <= k) at++;
    cursor.set(run.length, at);
    const closer = list[at];
    if (closer === undefined) continue;
    const end = (runs[closer] as { start: number }).start + run.length;
    for (let c = run.start; c < end; c++) chars[c] = ' ';
    k = closer;
  }
  return chars.join('');
}

/** The placeholder scan: fences skipped, inline code blanked, hits in line/column order. */
export function scanPlaceholders(lines: readonly string[], mask: readonly boolean[]): PlaceholderHit[] {
  const hits: PlaceholderHit[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (mask[i]) continue;
    const text = blankCodeSpans(lines[i] as string);
    const found: PlaceholderHit[] = [];
    for (const { token, pattern } of TOKENS) {
      pattern.lastIndex = 0;
      for (const match of text.matchAll(pattern)) found.push({ line: i + 1, column: match.index + 1, token, text: match[0] });
    }
    found.sort((a, b) => a.column - b.column);
    hits.push(...found);
  }
  return hits;
}
