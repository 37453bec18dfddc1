import { describe, expect, it } from 'vitest';
import { verifyPlan } from '../index.js';

/** The first count of the plan; no case below states it. */
const FIRST = '424242';

/** The counts the rule reads on `line`, seen through its findings against a first count of FIRST. */
async function countsOf(line: string): Promise<string[]> {
  const result = await verifyPlan(`${FIRST} orphans.\n${line}`);
  return result.findings
    .filter((finding) => finding.rule === 'plan/numeric-drift')
    .map((finding) => {
      expect(finding.severity).toBe('blocker');
      expect(finding.line).toBe(2);
      return /^The plan states (\S+) orphans here/.exec(finding.message)?.[1] as string;
    });
}

// The pattern is run as a find-all (docs/rules/plan/numeric-drift.md): left to right, each match
// consumed, the optional prefix greedy within its 40 characters.
describe('plan/numeric-drift: the counts read on a line', () => {
  it.each([
    ['a prefix 40 characters before the count', `total${'x'.repeat(40)} 3 orphans`, ['3']],
    ['a prefix 41 characters before the count (the count alone matches)', `total${'x'.repeat(41)} 3 orphans`, ['3']],
    ['"remaining" then the longest reach, two stars', `remaining${'x'.repeat(40)}**3 orphans`, ['3']],
    ['"only" far before the noun, across a long space run', `only${' '.repeat(60)}**3 orphans`, ['3']],
    ['"only" glued to a word', 'commonly 3 orphans, 4 orphans', ['3', '4']],
    ['a dotless-i "remaining" is the prefix: it swallows the first count', 'rema\u0131n\u0131ng 1 orphan and 2 orphans', ['2']],
    ['a dotted capital-I "REMAINING" is the prefix too', 'REMA\u0130N\u0130NG 1 orphan and 2 orphans', ['2']],
    ['three stars', '***3 orphans', ['3']],
    ['"remaining" swallows every count in its reach, the last one is read', `remaining ${'x'.repeat(30)} 1 orphan**2 orphans`, ['2']],
    ['"total" reaches over two counts', 'total 1 orphans2 orphans 3 orphans', ['3']],
    ['two nouns after one count', '4 orphans orphans 5 orphans', ['4', '5']],
    ['"remaining" swallows the counts in its reach', 'remaining: 6 orphans, then 5 orphans', ['5']],
    ['a full stop ends the prefix\'s reach', 'remaining: 6 orphans. Then 5 orphans', ['6', '5']],
    ['the last astral digit (U+1D7FF, a nine)', '\u{1d7ff} orphans, 8 orphans', ['9', '8']],
    ['other-script digits, compared as integers', '\u0667 orphans, 0012 orphans', ['7', '12']],
    ['an astral symbol that is not a digit, right before the count', '\u{1f600}7 orphans', ['7']],
    ['no word boundary before the count, then a plain count, then a prefix', 'x9 orphans 1 orphans total 2 orphans', ['1', '2']],
    ['no blank between the count and the noun', '7orphans, 7-orphans, 7 orphanage', []],
  ])('%s', async (_name, text, expected) => {
    expect(await countsOf(text)).toEqual(expected);
  });
});
