import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GitOutput, createMemoryHost, createRunBudget, lazyPyRegex, verdictOf, pyPattern, pyStrip } from '@gauntlet/core';
import { lines } from '../fixtures.test-helpers.js';
import { verifyPlan } from '../index.js';

// The rule reads its two claim patterns and the "extract … delete … rest" hedge in linear time
// instead of with the regexes (docs/rules/plan/delete-with-callers.md), which retry quadratically
// on long lines. The oracle is the regexes themselves, run as a find-all: a claim the rule misses
// is a deletion that passes while the repository still uses the file.
const CLAIM_A = lazyPyRegex('\\b(?:delete|deletes?|deleting|drop|drops?|dropping|remove|removes?|removing)\\b[^.\\n]*?`([^`\\n]+)`', 'gi');
const CLAIM_B = lazyPyRegex('`([^`\\n]+)`[^.\\n]*?\\bhas\\s+(?:0|zero)\\s+callers?\\b', 'gi');
const EXTRACT_DELETE_REST = pyPattern('\\bextract\\b.*\\bdelete\\b.*\\brest\\b', 'i');
const PATH_LIKE = pyPattern('(/|\\.(?:py|ts|tsx|js|jsx|swift|rb|go|md|sql)\\b)');

function findAll(pattern: RegExp, line: string): string[] {
  pattern.lastIndex = 0;
  return [...line.matchAll(pattern)].map((m) => m[1] as string);
}

/** The targets the reference searches for on one line, in claim order, each once. */
function expectedTargets(line: string): string[] {
  if (EXTRACT_DELETE_REST.test(line)) return [];
  const targets = [...findAll(CLAIM_A(line), line), ...findAll(CLAIM_B(line), line)].map(pyStrip);
  // The generated tokens are short and never URLs or anchors: a target is a path-like token.
  return [...new Set(targets.filter((target) => target !== '' && PATH_LIKE.test(target)))];
}

/** A repository in which git finds every pattern: every claimed target is reported. */
const everythingMentioned = () =>
  createMemoryHost({
    cwd: '/work',
    files: { '/repo/.git/HEAD': 'ref: refs/heads/main\n' },
    git: (): GitOutput => ({ exitCode: 0, stdout: 'notes.md\n', stderr: '' }),
  });

async function reportedTargets(line: string): Promise<string[]> {
  const result = await verifyPlan(line, { repo: '/repo' }, { host: everythingMentioned() });
  return result.findings
    .filter((finding) => finding.rule === 'plan/delete-with-callers')
    .map((finding) => /^The plan deletes `(.*)`, but the repository still mentions it\.$/su.exec(finding.message)?.[1] as string);
}

const piece = fc.constantFrom(
  'delete ', 'Deletes ', 'deleting', 'drop', 'DROPS ', 'dropping ', 'remove', 'removes ', 'Removing ', 'undelete ', 'dropped ',
  '`', '`', '`', '``', '`a/b`', '`x.py`', '`a/b drop c`', '`. c/d`', 'a/b', 'x.py', 'lib/c.ts', 'y', ' z/q ', 'p.md', 'R.PY', 'w.sql',
  '.', ' ', ' ', ', ', 'and ', ';', '-', 'has 0 callers', 'has zero caller', 'HAS  0  CALLERS', 'has 1 callers', 'has 0 callersx', 'has',
  'extract ', 'rest', 'the rest', 'extractor ',
);
// `- ` first: a line that starts with three backticks would be a fence, blanked before any rule reads it.
const line = fc.array(piece, { maxLength: 20 }).map((pieces) => `- ${pieces.join('')}`);

describe('plan/delete-with-callers: the claims read on a line', () => {
  it('are the find-all of the two claim patterns, unless "extract … delete … rest" hedges the line (property)', async () => {
    await fc.assert(
      fc.asyncProperty(line, async (text) => {
        expect(await reportedTargets(text)).toEqual(expectedTargets(text));
      }),
      { numRuns: 1500 },
    );
  });

  it.each([
    ['a verb, then an empty pair of backticks, then a claim', '- remove `` and `a/b`'],
    ['a verb whose backticks close at the end of the line', '- drop `a/b`'],
    ['the last backtick of the line opens nothing', '- delete the file `'],
    ['a verb, then the claim after an unclosed tick', '- remove ` then `a/b`'],
    ['a "has 0 callers" claim right after another one', '- `a/b` has 0 callers `c/d` has zero callers'],
    ['a "has 0 callers" for two tokens', '- `a/b`, `c/d` has 0 callers'],
    ['one phrase for a backtick pair that precedes it, and none for the pair after it', '- `a/b` has 0 callers, `c/d`'],
    ['an empty pair of backticks, then a token that has 0 callers', '- `` a/b` has 0 callers'],
    ['a closing backtick that opens the next token', '- `a`. b/c` has 0 callers'],
    ['after a "has 0 callers" claim, the search goes on from the next backtick', '- `a/b` has 0 callers c/d` has 0 callers'],
    ['a verb inside a claimed token is not read again', '- remove `a/b delete c` d/e `f`'],
    ['extract, delete and rest in order hedge the line', '- extract x, delete `a/b`, rest'],
    ['"rest" only before "delete" does not hedge', '- rest; extract x, delete `a/b`'],
  ])('%s', async (_name, text) => {
    expect(await reportedTargets(text)).toEqual(expectedTargets(text));
  });
});

describe('plan/delete-with-callers: the run\'s budget of repository searches', () => {
  it('reports the spent budget at the line of the file, after a comment that swallowed a line break', async () => {
    const host = everythingMentioned();
    const searchBudget = createRunBudget('repository searches', 1);
    const plan = lines('Remove `a/one.ts`.', '<!-- a\u2028b -->', 'Remove `a/two.ts`.');
    const result = await verifyPlan(plan, { repo: '/repo', searchBudget }, { host });
    const spent = result.findings.filter((finding) => finding.rule === 'core/budget-exceeded');
    expect(spent).toEqual([expect.objectContaining({ reason: 'budget_exceeded', severity: 'blocker', line: 4 })]);
    expect(verdictOf(result.findings)).toBe('fail');
  });
});
