import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lazyPyRegex, pyInt } from '@gauntlet/core';
import { verifyPlan } from '../index.js';

// The rule finds its counts without running the pattern at every position of a line (the
// candidate starts are derived from each `orphan` word). The oracle is the plain find-all the
// rule stands for (docs/rules/plan/numeric-drift.md): the pattern tried at every position, left
// to right, each match consumed. A count the rule misses is drift that passes.
const COUNT_ALL = lazyPyRegex(
  '(?:total[^.\\n]{0,40}|\\bremoved?\\b[^.\\n]{0,40}|\\bremaining\\b[^.\\n]{0,40}|\\bonly\\b\\s+)?\\*?\\*?\\b(\\d+)\\b\\s+(orphans?)\\b',
  'gi',
);

function findAll(line: string): string[] {
  const pattern = COUNT_ALL(line);
  pattern.lastIndex = 0;
  const out: string[] = [];
  for (let m = pattern.exec(line); m; m = pattern.exec(line)) out.push(m[1] as string);
  return out;
}

const asInteger = (digits: string): string => {
  const value = pyInt(digits);
  return value.ok ? value.value.toString() : digits;
};

/** The first count of the plan; no generated line can state it. */
const FIRST = '424242';

/** The counts the rule reads on `line`, seen through its findings against a first count of FIRST. */
async function countsOf(line: string): Promise<string[]> {
  const result = await verifyPlan(`${FIRST} orphans.\n${line}`);
  return result.findings
    .filter((finding) => finding.rule === 'plan/numeric-drift')
    .map((finding) => {
      expect(finding.line).toBe(2);
      return /^The plan states (\S+) orphans here/.exec(finding.message)?.[1] as string;
    });
}

const space = fc.constantFrom(' ', ' ', '  ', '\t', '\u00a0', '\u2003', '');
const digits = fc.constantFrom('0', '7', '12', '007', '9', '\u0667', '\u{1d7cf}', '\u{1d7cf}\u{1d7d0}', '\u{1d7ff}', 'x9', '\u{1f600}7', '3');
const noun = fc.constantFrom('orphan', 'orphans', 'Orphans', 'ORPHAN', 'orphanage', 'orphans,');
const count = fc.tuple(fc.constantFrom('', '*', '**', '***'), digits, space, noun).map((parts) => parts.join(''));
const prefix = fc.constantFrom('total', 'Total:', 'remove', 'removed', 'Removes', 'remaining', 'rema\u0131n\u0131ng', 'REMA\u0130N\u0130NG', 'only', 'Only', 'commonly', 'onl');
const filler = fc.constantFrom('.', ',', ':', '-', '(', 'x', 'we found', 'a'.repeat(12), 'b'.repeat(30), '*');
const piece = fc.oneof({ weight: 3, arbitrary: count }, { weight: 2, arbitrary: prefix }, { weight: 2, arbitrary: filler }, { weight: 3, arbitrary: space });
const line = fc.array(piece, { maxLength: 24 }).map((pieces) => pieces.join(''));

describe('plan/numeric-drift: the counts read on a line', () => {
  it('are the find-all of the count pattern, in order (property)', async () => {
    await fc.assert(
      fc.asyncProperty(line, async (text) => {
        const expected = findAll(text).map(asInteger).filter((count) => count !== FIRST);
        expect(await countsOf(text)).toEqual(expected);
      }),
      { numRuns: 1500 },
    );
  });

  it.each([
    ['a prefix 40 characters before the count', `total${'x'.repeat(40)} 3 orphans`],
    ['a prefix 41 characters before the count', `total${'x'.repeat(41)} 3 orphans`],
    ['"remaining" then the longest reach, two stars', `remaining${'x'.repeat(40)}**3 orphans`],
    ['"only" far before the noun, across a long space run', `only${' '.repeat(60)}**3 orphans`],
    ['"only" glued to a word', 'commonly 3 orphans, 4 orphans'],
    ['a prefix word that is a dotless-i "remaining"', 'rema\u0131n\u0131ng 1 orphan and 2 orphans'],
    ['three stars', '***3 orphans'],
    ['the farthest count a "remaining" swallows: its greedy reach ends at the next count', `remaining ${'x'.repeat(30)} 1 orphan**2 orphans`],
    ['a count straight after the previous match', 'total 1 orphans2 orphans 3 orphans'],
    ['two nouns after one count', '4 orphans orphans 5 orphans'],
    ['"remaining" swallows the counts in its reach', 'remaining: 6 orphans, then 5 orphans'],
    ['the last astral digit (U+1D7FF, its low surrogate is U+DFFF)', '\u{1d7ff} orphans, 8 orphans'],
    ['an astral symbol that is not a digit, right before the count', '\u{1f600}7 orphans'],
    ['a count that is not one (no word boundary), then a plain count, then a prefix', 'x9 orphans 1 orphans total 2 orphans'],
  ])('%s', async (_name, text) => {
    expect(await countsOf(text)).toEqual(findAll(text).map(asInteger));
  });
});
