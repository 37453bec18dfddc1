import { createLineIndex } from '../text/lines.js';
import type { Palette } from './ansi.js';
import { visibleText as visible } from './escape.js';

const CONTEXT_LINES = 1;
const MAX_WIDTH = 160;

/**
 * A few lines of source around `line`, with a caret under `column`:
 *
 * ```
 *   13 | TRACE:
 * > 14 | WITNESS kind=exec ran=TRACE#2
 *      |                   ^
 * ```
 */
export function codeFrame(source: string, line: number, column: number | undefined, colors: Palette): string {
  const index = createLineIndex(source);
  if (line < 1 || line > index.lineCount) return '';
  const first = Math.max(1, line - CONTEXT_LINES);
  const last = Math.min(index.lineCount, line + CONTEXT_LINES);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    let text = visible(index.lineText(n).replace(/\t/g, ' '));
    if (text.length > MAX_WIDTH) text = `${text.slice(0, MAX_WIDTH)}…`;
    const gutter = `${String(n).padStart(width)} |`;
    if (n === line) {
      out.push(`${colors.red('>')} ${colors.dim(gutter)}${text === '' ? '' : ` ${text}`}`);
      if (column !== undefined && column >= 1 && column <= MAX_WIDTH + 1) {
        out.push(`  ${colors.dim(`${' '.repeat(width)} |`)} ${' '.repeat(column - 1)}${colors.red('^')}`);
      }
    } else {
      out.push(`  ${colors.dim(gutter)}${text === '' ? '' : ` ${text}`}`);
    }
  }
  return out.join('\n');
}
