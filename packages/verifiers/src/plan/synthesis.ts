import type { PlanDocument } from './document.js';
import { lazyPyRegex } from '@gauntlet/core';

const HEADER = lazyPyRegex('^\\s*synthesis_dimensions\\s*:\\s*$', 'i');
const ENTRY = lazyPyRegex('^[ \\t]+\\S');

/**
 * Entry lines of every `synthesis_dimensions:` block (docs/rules/plan/README.md#synthesis-dimensions), as 0-based indexes:
 * after a header, empty lines are skipped, lines indented with spaces/tabs then a non-space
 * character are entries, anything else ends the block (and may itself be a header).
 */
export function synthesisEntries(doc: PlanDocument): number[] {
  const entries: number[] = [];
  const { lines } = doc;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    i++;
    if (line === '' || !line.includes(':') || !HEADER(line).test(line)) continue;
    while (i < lines.length) {
      const next = lines[i] as string;
      if (next === '') {
        i++;
        continue;
      }
      if (!ENTRY(next).test(next)) break;
      entries.push(i);
      i++;
    }
  }
  return entries;
}
