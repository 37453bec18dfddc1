/**
 * Lines split on LF only; a CR right before an LF is dropped (a lone CR stays in the line).
 * This is how the pi-gauntlet checks read text (docs/rules/spec/README.md#reading-text), unlike `splitLines`, which
 * also breaks at a lone CR. A final LF yields a last empty line, as `text.split('\n')` does.
 * A leading byte-order mark is dropped (it is encoding, not text).
 */
export function splitLfLines(text: string): string[] {
  const lines = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split('\n');
  for (let i = 0; i < lines.length - 1; i++) {
    const line = lines[i] as string;
    if (line.endsWith('\r')) lines[i] = line.slice(0, -1);
  }
  return lines;
}
