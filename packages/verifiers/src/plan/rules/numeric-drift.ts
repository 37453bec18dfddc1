import { defineRule, isPySpace, lazyPyRegex, pyDecimal, pyInt } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, reportAt } from '../shared.js';

// Ported literally: the optional prefix is greedy, so after `total`/`remove(d)`/`remaining` the
// count captured is the last one reachable within 40 non-`.` characters (docs/rules/plan/numeric-drift.md).
const COUNT = lazyPyRegex(
  '(?:total[^.\\n]{0,40}|\\bremoved?\\b[^.\\n]{0,40}|\\bremaining\\b[^.\\n]{0,40}|\\bonly\\b\\s+)?\\*?\\*?\\b(\\d+)\\b\\s+(orphans?)\\b',
  'iy',
);
const NOUN = /orphan/giu;
const ONLY = /only$/iu;
// Where an optional prefix can start (Python ci: `i` also matches U+0130/U+0131).
const PREFIX_START = /total|remove|rema[i\u0130\u0131]n[i\u0130\u0131]ng/giu;
/** Longest optional prefix before the count: `remaining` + 40 characters + `**`. */
const MAX_PREFIX = 51;

/**
 * Every match of COUNT, as a find-all would return them, without running the pattern at every
 * position of the line: a match ends at an `orphan` word whose count starts at most MAX_PREFIX
 * characters (or an `only` + whitespace run) after the match start, so only those starts are tried.
 */
function counts(line: string): string[] {
  // Resolved on the first candidate: most lines have no `orphan` and never need the pattern.
  let count: RegExp | undefined;
  const out: string[] = [];
  let lastEnd = 0;
  NOUN.lastIndex = 0;
  for (let m = NOUN.exec(line); m; m = NOUN.exec(line)) {
    let at = m.index;
    if (at < lastEnd) continue;
    const wsEnd = at;
    while (at > 0 && isPySpace(line[at - 1] as string)) at--;
    if (at === wsEnd) continue;
    const digitsEnd = at;
    for (let cp = line.codePointAt(at - 1) ?? -1; at > 0; cp = line.codePointAt(at - 1) ?? -1) {
      // Astral digits (e.g. U+1D7CE) are two code units; step back over the pair.
      const low = line.charCodeAt(at - 1);
      const pair = low >= 0xdc00 && low <= 0xdfff && at >= 2 ? (line.codePointAt(at - 2) as number) : cp;
      if (pair !== cp && pair > 0xffff) {
        if (!pyDecimal().has(pair)) break;
        at -= 2;
      } else {
        if (!pyDecimal().has(cp)) break;
        at -= 1;
      }
    }
    if (at === digitsEnd || at < lastEnd) continue;
    const starts: number[] = [];
    let before = at;
    for (let stars = 0; stars < 2 && line[before - 1] === '*'; stars++) before--;
    let ws = before;
    while (ws > 0 && isPySpace(line[ws - 1] as string)) ws--;
    if (ws < before && ONLY.test(line.slice(Math.max(0, ws - 4), ws)) && ws - 4 < at - MAX_PREFIX) starts.push(ws - 4);
    PREFIX_START.lastIndex = Math.max(lastEnd, at - MAX_PREFIX);
    for (let hit = PREFIX_START.exec(line); hit && hit.index <= at; hit = PREFIX_START.exec(line)) starts.push(hit.index);
    for (let p = Math.max(lastEnd, before); p <= at; p++) starts.push(p);
    starts.sort((a, b) => a - b);
    for (const start of starts) {
      if (start < lastEnd) continue;
      count ??= COUNT(line);
      count.lastIndex = start;
      const hit = count.exec(line);
      if (!hit) continue;
      out.push(hit[1] as string);
      lastEnd = hit.index + hit[0].length;
      NOUN.lastIndex = Math.max(NOUN.lastIndex, lastEnd);
      break;
    }
  }
  return out;
}

export const numericDrift = defineRule<PreparedPlan>({
  id: 'plan/numeric-drift',
  description: 'An orphan count stated with different values in one plan.',
  severity: 'blocker',
  reasons: [PlanReason.numeric_drift],
  check({ doc }, context) {
    const occurrences: Array<{ count: string; index: number }> = [];
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '') continue;
      for (const digits of counts(line)) {
        const value = pyInt(digits);
        occurrences.push({ count: value.ok ? value.value.toString() : digits, index: i });
      }
    }
    const first = occurrences[0];
    if (!first) return;
    for (const occurrence of occurrences.slice(1)) {
      if (occurrence.count === first.count) continue;
      reportAt(context, doc, occurrence.index, {
        reason: PlanReason.numeric_drift,
        message: `The plan states ${occurrence.count} orphans here but ${first.count} earlier (line ${doc.physicalLines[first.index]}).`,
        hint: 'Recount and state one number, or say which count is current.',
      });
    }
  },
});
