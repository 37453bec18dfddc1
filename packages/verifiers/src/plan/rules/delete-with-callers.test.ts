import { type GitOutput, createMemoryHost } from '@gauntlet/core';
import type { CaseSetup, ExpectedFinding, InvalidCase, ValidCase } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, grepCommand, lines, repoHost } from '../fixtures.test-helpers.js';
import { type PlanInput, planVerifier } from '../index.js';

const stillMentioned = (target: string, line: number): ExpectedFinding => ({
  reason: 'delete_with_callers',
  severity: 'blocker',
  line,
  message: `The plan deletes \`${target}\`, but the repository still mentions it.`,
});
const PLAN = 'We will remove `tools/sync.py`.';
// Code paths in a plan also ask for a reads-from section; that rule's verdict is not this one's business.
const readsFromOff = { 'plan/reads-from-dependency': 'off' } as const;
const withoutReadsFrom = <T extends CaseSetup>(cases: readonly T[]): T[] => cases.map((test) => ({ ...test, rules: { ...readsFromOff, ...test.rules } }));
const repo = { repo: '/repo' };
const mentioned = () => repoHost({ 'cron.md': 'run `tools/sync.py` nightly\n', 'lib/a.ts': 'import "./old/cache.ts";\n' }).host;
const clean = () => repoHost({ 'cron.md': 'run the new sync nightly\n' }).host;

/** A repository whose git fails on every call (a broken or foreign `.git`): searches fall back to the walk. */
const brokenGit = (files: Record<string, string>) =>
  createMemoryHost({
    cwd: '/work',
    files: { '/repo/.git/HEAD': 'garbage\n', ...Object.fromEntries(Object.entries(files).map(([path, text]) => [`/repo/${path}`, text])) },
    git: (): GitOutput => ({ exitCode: 128, stdout: '', stderr: 'fatal: not a git repository' }),
  });

ruleTester.run(planVerifier, 'plan/delete-with-callers', {
  valid: withoutReadsFrom<ValidCase<PlanInput>>([
    { name: 'no --repo: the rule does not search', input: PLAN, verdict: 'pass' },
    { name: 'a --repo that does not exist', input: PLAN, options: { repo: '/missing' }, host: mentioned(), verdict: 'pass' },
    { name: 'the repository no longer mentions the target', input: PLAN, options: repo, host: clean(), verdict: 'pass' },
    { name: 'hedged: keep', input: 'We will remove `tools/sync.py` (keep the shim until cron.md moves).', options: repo, host: mentioned(), verdict: 'pass' },
    { name: 'hedged: PARTIAL', input: 'PARTIAL: remove `tools/sync.py`', options: repo, host: mentioned(), verdict: 'pass' },
    { name: 'hedged: do not delete', input: 'Drop `tools/sync.py` from docs, do not delete the file.', options: repo, host: mentioned(), verdict: 'pass' },
    { name: 'hedged: extract … delete … rest', input: 'Extract the parser, then delete `tools/sync.py` and the rest.', options: repo, host: mentioned(), verdict: 'pass' },
    { name: 'a period between the verb and the backticks', input: 'We will remove it. See `tools/sync.py`.', options: repo, host: mentioned(), verdict: 'pass' },
    { name: 'a claim without backticks', input: 'We will remove tools/sync.py.', options: repo, host: mentioned(), verdict: 'pass' },
    { name: 'URLs, anchors and tokens that are not paths are not searched', input: 'Delete `https://x.io/a.md`, remove `#top`, drop `sync`.', options: repo, host: mentioned(), verdict: 'pass' },
    { name: 'a target over 200 characters is not searched', input: `Remove \`tools/${'a'.repeat(200)}.py\`.`, options: repo, host: repoHost({ 'x.md': `tools/${'a'.repeat(200)}.py` }).host, verdict: 'pass' },
    { name: 'a claim inside a fence is blanked', input: lines('```', PLAN, '```'), options: repo, host: mentioned(), verdict: 'pass' },
  ]),
  invalid: withoutReadsFrom<InvalidCase<PlanInput>>([
    {
      name: 'a delete claim the repository contradicts: a blocker with the search as evidence',
      input: lines('# Cleanup', PLAN),
      options: repo,
      host: mentioned(),
      errors: [
        {
          ...stillMentioned('tools/sync.py', 2),
          column: 1,
          evidence: [PLAN, grepCommand('tools/sync\\.py')],
          hint: 'Remove or rewrite the remaining references first, or hedge the line (keep, PARTIAL, "do not delete").',
        },
      ],
      verdict: 'fail',
      repaired: { input: lines('# Cleanup', PLAN), options: repo, host: clean() },
    },
    {
      name: '"`x` has 0 callers" is a delete claim too',
      input: '`lib/old/cache.ts` has zero callers.',
      options: repo,
      host: repoHost({ 'lib/a.ts': 'import lib/old/cache.ts' }).host,
      errors: [stillMentioned('lib/old/cache.ts', 1)],
      verdict: 'fail',
      repaired: { input: '`lib/old/cache.ts` has zero callers (keep it for now).', options: repo, host: repoHost({ 'lib/a.ts': 'import lib/old/cache.ts' }).host },
    },
    {
      name: 'each target of a line once, in claim order',
      input: 'Delete `tools/sync.py` and drop `lib/a.ts`; `tools/sync.py` has 0 callers.',
      options: repo,
      host: repoHost({ 'cron.md': 'tools/sync.py', 'index.ts': 'lib/a.ts' }).host,
      errors: [stillMentioned('tools/sync.py', 1), stillMentioned('lib/a.ts', 1)],
      verdict: 'fail',
    },
    {
      name: 'a git that fails does not open the gate: the search falls back to the walk',
      input: 'Remove `tools/sync` now.',
      options: repo,
      host: brokenGit({ 'cron.md': 'tools/sync runs nightly\n' }),
      errors: [{ ...stillMentioned('tools/sync', 1), evidence: ['Remove `tools/sync` now.', "verification: python-fallback:rglob (pattern='tools/sync')"] }],
      verdict: 'fail',
      repaired: { input: 'Remove `tools/sync` now.', options: repo, host: brokenGit({ 'cron.md': 'nothing\n' }) },
    },
    {
      name: 'a repository without .git is walked',
      input: 'Removing `tools/sync`',
      options: repo,
      host: repoHost({ 'docs/ops.md': 'see tools/sync' }, { git: false }).host,
      errors: [stillMentioned('tools/sync', 1)],
      verdict: 'fail',
    },
    {
      name: 'lowered to a warning by configuration: the gate opens',
      input: PLAN,
      options: repo,
      host: mentioned(),
      rules: { 'plan/delete-with-callers': 'warning' },
      errors: [{ ...stillMentioned('tools/sync.py', 1), severity: 'warning' }],
      verdict: 'pass',
    },
    { name: 'CRLF line endings', input: crlf('# Cleanup', PLAN), options: repo, host: mentioned(), errors: [stillMentioned('tools/sync.py', 2)], verdict: 'fail' },
    {
      name: 'hostile: a 100 kB line of verbs and lone backticks before the claim',
      input: `${'remove ` delete '.repeat(6_000)}. Drop \`tools/sync.py\``,
      options: repo,
      host: mentioned(),
      errors: [stillMentioned('tools/sync.py', 1)],
      verdict: 'fail',
    },
  ]),
});
