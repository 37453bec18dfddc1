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

/** A repository whose git answers "no match" (exit 1) to every search, whatever its files say. */
const gitSaysNo = (files: Record<string, string>) =>
  createMemoryHost({
    cwd: '/work',
    files: { '/repo/.git/HEAD': 'ref: refs/heads/main\n', ...Object.fromEntries(Object.entries(files).map(([path, text]) => [`/repo/${path}`, text])) },
    git: (): GitOutput => ({ exitCode: 1, stdout: '', stderr: '' }),
  });

/** A repository without .git (searched by the walk), with symlinks, and a file outside it. */
const walked = (files: Record<string, string>, symlinks: Record<string, string> = {}) =>
  createMemoryHost({
    cwd: '/work',
    files: { '/outside/notes.md': 'tools/sync is used here\n', ...Object.fromEntries(Object.entries(files).map(([path, text]) => [`/repo/${path}`, text])) },
    symlinks: Object.fromEntries(Object.entries(symlinks).map(([path, target]) => [`/repo/${path}`, target])),
  });
/** A path-like target of exactly `n` code points, each after `x/` an astral character (two UTF-16 units). */
const astralTarget = (n: number) => `x/${'\u{1f4c1}'.repeat(n - 2)}`;

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
    { name: 'an unclosed backtick is no claim', input: 'We will remove `tools/sync.py now', options: repo, host: mentioned(), verdict: 'pass' },
    { name: 'a period between the backticks and "has 0 callers"', input: '`tools/sync.py` stays. Nothing else has 0 callers.', options: repo, host: mentioned(), verdict: 'pass' },
    { name: '"has 0 callers" before the backticks is no claim', input: 'It has 0 callers: `tools/sync.py`', options: repo, host: mentioned(), verdict: 'pass' },
    { name: 'an anchor with a slash is not searched', input: 'Remove `#tools/sync.py` from the index.', options: repo, host: repoHost({ 'toc.md': '#tools/sync.py' }).host, verdict: 'pass' },
    { name: 'the extension must be lower-case to look like a path', input: 'Remove `SYNC.PY`.', options: repo, host: repoHost({ 'x.md': 'SYNC.PY' }).host, verdict: 'pass' },
    { name: 'a claim without backticks', input: 'We will remove tools/sync.py.', options: repo, host: mentioned(), verdict: 'pass' },
    { name: 'URLs, anchors and tokens that are not paths are not searched', input: 'Delete `https://x.io/a.md`, remove `#top`, drop `sync`.', options: repo, host: mentioned(), verdict: 'pass' },
    { name: 'a target over 200 characters is not searched', input: `Remove \`tools/${'a'.repeat(200)}.py\`.`, options: repo, host: repoHost({ 'x.md': `tools/${'a'.repeat(200)}.py` }).host, verdict: 'pass' },
    { name: 'a claim inside a fence is blanked', input: lines('```', PLAN, '```'), options: repo, host: mentioned(), verdict: 'pass' },
    { name: 'an http:// URL is not searched', input: 'Delete `http://x.io/a.md`.', options: repo, host: repoHost({ 'links.md': 'http://x.io/a.md' }).host, verdict: 'pass' },
    {
      name: 'a target over 200 code points is not searched, astral characters counted once',
      input: `Remove \`${astralTarget(201)}\`.`,
      options: repo,
      host: repoHost({ 'x.md': astralTarget(201) }).host,
      verdict: 'pass',
    },
    { name: "git's no-match (exit 1) is the answer: the walk does not second-guess it", input: 'Remove `tools/sync` now.', options: repo, host: gitSaysNo({ 'build/out.md': 'tools/sync\n' }), verdict: 'pass' },
    {
      name: 'the walk skips node_modules, dist, .git and the other excluded folders',
      input: 'Remove `tools/sync` now.',
      options: repo,
      host: walked({ 'node_modules/x/a.md': 'tools/sync', 'dist/a.md': 'tools/sync', 'src/__pycache__/a.md': 'tools/sync', '.git/a.md': 'tools/sync' }),
      verdict: 'pass',
    },
    { name: 'a repository under an excluded folder is not walked (the reference checks the whole path)', input: 'Remove `tools/sync` now.', options: { repo: '/dist/repo' }, host: createMemoryHost({ files: { '/dist/repo/a.md': 'tools/sync' } }), verdict: 'pass' },
    { name: 'the walk never reads through a link that leaves the repository', input: 'Remove `tools/sync` now.', options: repo, host: walked({ 'a.md': 'nothing' }, { 'notes.md': '/outside/notes.md' }), verdict: 'pass' },
    { name: 'the walk does not descend into a linked directory', input: 'Remove `tools/sync` now.', options: repo, host: walked({ 'real/a.md': 'nothing', '../elsewhere/b.md': 'tools/sync' }, { linked: '/elsewhere' }), verdict: 'pass' },
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
      name: '"rest" before the delete is no extract … delete … rest hedge',
      input: 'Extract the parser; for the rest, delete `tools/sync.py`.',
      options: repo,
      host: mentioned(),
      errors: [stillMentioned('tools/sync.py', 1)],
      verdict: 'fail',
      repaired: { input: 'Extract the parser, delete `tools/sync.py` and keep the rest.', options: repo, host: mentioned() },
    },
    {
      name: '"the rest" after a delete without "extract" before it is no hedge',
      input: 'Delete `tools/sync.py`; the rest stays.',
      options: repo,
      host: mentioned(),
      errors: [stillMentioned('tools/sync.py', 1)],
      verdict: 'fail',
      repaired: { input: 'Extract the parser, delete `tools/sync.py`; the rest stays.', options: repo, host: mentioned() },
    },
    {
      name: '"has 0 callers" right after the closing backtick',
      input: '`lib/old/cache.ts`has zero callers.',
      options: repo,
      host: repoHost({ 'lib/a.ts': 'import lib/old/cache.ts' }).host,
      errors: [stillMentioned('lib/old/cache.ts', 1)],
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
      name: 'a target of exactly 200 code points is searched (astral characters counted once)',
      input: `Remove \`${astralTarget(200)}\`.`,
      options: repo,
      host: repoHost({ 'x.md': astralTarget(200) }).host,
      errors: [stillMentioned(astralTarget(200), 1)],
      verdict: 'fail',
      repaired: { input: `Remove \`${astralTarget(200)}\`.`, options: repo, host: repoHost({ 'x.md': 'gone' }).host },
    },
    {
      name: 'the walk reads a link that stays inside the repository, even into an excluded folder',
      input: 'Remove `tools/sync` now.',
      options: repo,
      host: walked({ 'node_modules/kit/ops.md': 'see tools/sync' }, { 'ops.md': 'node_modules/kit/ops.md' }),
      errors: [stillMentioned('tools/sync', 1)],
      verdict: 'fail',
    },
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
