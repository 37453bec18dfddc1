/** Code-point access to a UTF-16 subject: positions are UTF-16 offsets on code-point boundaries. */

/** The code point starting at `pos` (a lone surrogate is its own code point); -1 at the end. */
export function codePointAt(text: string, pos: number): number {
  if (pos >= text.length) return -1;
  return text.codePointAt(pos) as number;
}

/** The code point ending at `pos`; -1 at the start. */
export function codePointBefore(text: string, pos: number): number {
  if (pos <= 0) return -1;
  const low = text.charCodeAt(pos - 1);
  if (low >= 0xdc00 && low <= 0xdfff && pos >= 2) {
    const high = text.charCodeAt(pos - 2);
    if (high >= 0xd800 && high <= 0xdbff) return (high - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
  }
  return low;
}

export const widthOf = (cp: number): number => (cp > 0xffff ? 2 : 1);
