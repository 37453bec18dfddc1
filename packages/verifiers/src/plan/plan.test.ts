import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Host, createRunBudget, isGauntletError, verdictOf } from '@gauntlet/core';
import { lines, repoHost } from './fixtures.test-helpers.js';
import { countSynthesisDimensions, planVerifier, readPlan, verifyPlan } from './index.js';

const ids = async (plan: string | Uint8Array, repo?: string, host?: Host) =>
  (await verifyPlan(plan, repo === undefined ? {} : { repo }, host ? { host } : {})).findings.map((f) => f.rule.replace(/^plan\//, ''));

describe('reading a plan (docs/rules/plan/README.md#reading-a-plan)', () => {
  it('translates CRLF and lone CR, keeps a BOM, splits like str.splitlines()', () => {
    const doc = readPlan('\ufeffa\r\nb\rc\u2028d\x85e\n');
    expect(doc.lines).toEqual(['\ufeffa', 'b', 'c', 'd', 'e']);
  });

  it('blanks HTML comments keeping their \\n count, and backtick fences (not ~~~)', () => {
    const doc = readPlan('a <!-- x\r\ny --> b\n```js\ncode\n```\n~~~\ntext\n');
    expect(doc.lines).toEqual(['a ', ' b', '', '', '', '~~~', 'text']);
  });

  it('an unclosed fence blanks everything to the end; an unclosed comment is text', () => {
    expect(readPlan('x\n  ```\ny\nz').lines).toEqual(['x', '', '', '']);
    expect(readPlan('<!-- open\nAsk the user.').lines).toEqual(['<!-- open', 'Ask the user.']);
  });

  it('reports the file line when a comment swallowed exotic breaks (reference numbering differs)', async () => {
    const plan = '# P\n<!-- a\u2028b -->\nAsk the user now.\n';
    const doc = readPlan(plan);
    expect(doc.lines[2]).toBe('Ask the user now.');
    expect(doc.physicalLines[2]).toBe(4);
    const findings = (await verifyPlan(plan)).findings;
    expect(findings.map((f) => [f.rule, f.line])).toEqual([['plan/no-stop-language', 4]]);
  });

  it('a BOM defeats the anchored activation override, as in Python (\\s excludes U+FEFF)', async () => {
    expect(await ids('\ufeffoverride: activation-map-exempt\nAdd a SessionStart hook.')).toContain('activation-map-required');
    expect(await ids('override: activation-map-exempt\nAdd a SessionStart hook.')).not.toContain('activation-map-required');
  });

  it('U+2028 separates lines, so windows and line numbers follow splitlines()', async () => {
    const findings = (await verifyPlan('intro\u2028The helper is unused.')).findings;
    expect(findings.map((f) => [f.rule, f.line])).toEqual([['plan/missing-evidence', 2]]);
  });

  it('rejects undecodable UTF-8 bytes as a structural error naming the file', async () => {
    const bytes = new Uint8Array([0x61, 0xff, 0x0a]);
    const error = await verifyPlan(bytes).catch((e: unknown) => e);
    expect(isGauntletError(error)).toBe(true);
    expect(error).toMatchObject({ reason: 'input_invalid', message: 'plan is not valid UTF-8' });
    const named = await planVerifier.verify(bytes, { file: 'docs/next.md' }).catch((e: unknown) => e);
    expect(named).toMatchObject({ reason: 'input_invalid', message: 'docs/next.md is not valid UTF-8' });
  });

  it('reads a plan given as bytes like the same text (BOM kept)', async () => {
    const text = '\ufeffAsk the user now.\nThe helper is unused.\n';
    const fromBytes = await verifyPlan(new TextEncoder().encode(text));
    expect(fromBytes.findings).toEqual((await verifyPlan(text)).findings);
    expect(fromBytes.findings.map((f) => [f.rule, f.line])).toEqual([['plan/missing-evidence', 2], ['plan/no-stop-language', 1]]);
  });

  it('a comment needs its own "-->": "<!-->" does not close itself (shortest match after "<!--")', () => {
    expect(readPlan('a <!--> b --> c\n').lines).toEqual(['a  c']);
    expect(readPlan('a <!-- x --> b <!-- y\nz --> c\nd').lines).toEqual(['a  b ', ' c', 'd']);
  });

  it('text after a comment that swallowed a U+2028 is on the file line where the comment ends', async () => {
    const findings = (await verifyPlan('<!-- a\u2028b -->Ask the user now.\nAsk the user again.')).findings;
    expect(findings.map((f) => [f.line, f.column])).toEqual([
      [2, undefined],
      [3, 1],
    ]);
    // The line a comment starts on keeps its own number; blank lines before it count one each.
    const later = (await verifyPlan('Intro\n\nAsk <!-- a\u2028b -->the user now.\nAsk the user again.')).findings;
    expect(later.map((f) => f.line)).toEqual([3, 5]);
  });

  it('every line a comment cut touches, and only those, loses its column', async () => {
    const plan = lines('  Ask the user first. <!-- note -->', 'Intro <!-- a', 'b -->   Ask the user now.', '<!-- c -->Ask the user later.', '   Ask the user again.', ' Ask the user at last. <!-- d -->', '  Ask the user once more.');
    const findings = (await verifyPlan(plan)).findings;
    expect(findings.map((f) => [f.line, f.column])).toEqual([
      [1, undefined],
      [3, undefined],
      [4, undefined],
      [5, 4],
      [6, undefined],
      [7, 3],
    ]);
  });

  it('gives the column where the stripped claim starts, unless a comment changed the line', async () => {
    const [indented] = (await verifyPlan('\n    Ask the user now.')).findings;
    expect([indented?.line, indented?.column]).toEqual([2, 5]);
    const [commented] = (await verifyPlan('<!-- x --> Ask the user now.')).findings;
    expect([commented?.line, commented?.column]).toEqual([1, undefined]);
  });

  it('every finding carries a 1-based line', async () => {
    const findings = (await verifyPlan('Serve with a 308 redirect.\nThe helper is unused.\nEdit src/a.ts')).findings;
    expect(findings.length).toBeGreaterThan(2);
    for (const finding of findings) expect(finding.line).toBeGreaterThanOrEqual(1);
  });
});

describe('synthesis dimensions (docs/rules/plan/README.md#synthesis-dimensions)', () => {
  it('counts every indented line of every block; blank lines do not end a block', () => {
    const plan = 'synthesis_dimensions:\n  placement: below the header card\n\n  cta_tier: secondary\n    # nested note\n## Next\n';
    expect(countSynthesisDimensions(plan)).toBe(3);
    expect(countSynthesisDimensions(`${plan}synthesis_dimensions:\n\ta: b\n`)).toBe(4);
  });

  it('ignores fenced blocks, headers with trailing text, and stops at whitespace-only or NBSP-indented lines', () => {
    expect(countSynthesisDimensions('```\nsynthesis_dimensions:\n  a: b\n```')).toBe(0);
    expect(countSynthesisDimensions('synthesis_dimensions: # x\n  a: b')).toBe(0);
    expect(countSynthesisDimensions('synthesis_dimensions:\n  a: b\n   \n  c: d')).toBe(1);
    expect(countSynthesisDimensions('synthesis_dimensions:\n\u00a0a: b')).toBe(0);
  });

  it('counts a plan given as bytes or as an already read document', () => {
    const plan = 'synthesis_dimensions:\n  a: b\n  c: d\n';
    expect(countSynthesisDimensions(new TextEncoder().encode(plan))).toBe(2);
    expect(countSynthesisDimensions(readPlan(plan))).toBe(2);
  });

  it('is data.synthesisDimensions on every result', async () => {
    expect((await verifyPlan('synthesis_dimensions:\n  a: b\n  c: d')).data).toEqual({ synthesisDimensions: 2 });
    expect((await verifyPlan('')).data).toEqual({ synthesisDimensions: 0 });
  });
});


describe('delete-with-callers (repo search, docs/rules/plan/README.md#repository-search)', () => {
  const plan = 'We will remove `tools/sync.py`.\n';

  it('fires when git grep finds the target, with the command as evidence', async () => {
    const { host, calls } = repoHost({ 'cron.md': 'run `tools/sync.py` nightly\n' });
    const result = await verifyPlan(plan, { repo: '/repo' }, { host });
    const finding = result.findings.find((f) => f.rule === 'plan/delete-with-callers');
    expect(finding?.line).toBe(1);
    expect(finding?.evidence?.[1]).toContain('grep -l --untracked -e tools/sync\\.py');
    expect(calls[0]).toEqual(['grep', '-l', '--untracked', '-e', 'tools/sync\\.py', '--', ':!**/test-fixtures/**', ':!.build-loop', ':!.navgator']);
  });

  it('is silent without --repo, without a match, on hedged lines, and after a period', async () => {
    const { host } = repoHost({ 'cron.md': 'run `tools/sync.py` nightly\n' });
    expect(await ids(plan)).not.toContain('delete-with-callers');
    expect(await ids(plan, '/repo', repoHost({ 'x.md': 'nothing' }).host)).not.toContain('delete-with-callers');
    expect(await ids('We will remove `tools/sync.py` (keep the shim).', '/repo', host)).not.toContain('delete-with-callers');
    expect(await ids('We will remove it. See `tools/sync.py`.', '/repo', host)).not.toContain('delete-with-callers');
    expect(await ids(plan, '/missing', host)).not.toContain('delete-with-callers');
  });

  it('searches each (target, line) once and reads "`x` has 0 callers"', async () => {
    const { host, calls } = repoHost({ 'a.md': 'see tools/sync.py' });
    const found = await ids('Remove `tools/sync.py`: `tools/sync.py` has 0 callers.', '/repo', host);
    expect(found.filter((id) => id === 'delete-with-callers')).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('skips URLs, anchors and non-path tokens', async () => {
    const { host, calls } = repoHost({ 'a.md': 'https://x.io/a.md #top foo' });
    await ids('Delete `https://x.io/a.md`, remove `#top`, drop `foo`.', '/repo', host);
    expect(calls).toEqual([]);
  });

  it('a pattern git rejects (exit 128) is not found; a repo without .git uses the literal walk', async () => {
    const rejected = repoHost({ 'a.md': 'app/(auth/x.ts' });
    expect(await ids('Remove `app/(auth/x.ts`', '/repo', rejected.host)).not.toContain('delete-with-callers');
    const noGit = repoHost({ 'a.md': 'tools/sync is used' }, { git: false });
    expect(await ids('Remove `tools/sync`', '/repo', noGit.host)).toContain('delete-with-callers');
    expect(noGit.calls).toEqual([]);
  });
});

describe('package-state (package.json through the host)', () => {
  const pkg = (json: unknown) => repoHost({ 'package.json': JSON.stringify(json) }).host;

  it('flags "`x` is in package.json" for a name that is not a dependency', async () => {
    const host = pkg({ dependencies: { zod: '1' }, devDependencies: { '@types/node': '1' } });
    const plan = '`zod` is in package.json.\n`@types/node` is in package.json.\n`is-even` is in package.json.\n';
    const found = (await verifyPlan(plan, { repo: '/repo' }, { host })).findings.filter((f) => f.rule === 'plan/package-state');
    expect(found.map((f) => f.line)).toEqual([3]);
  });

  it('never fires for "unused" claims (the reference git-grep quirk) and skips malformed JSON', async () => {
    expect(await ids('`react` is unused.\n', '/repo', pkg({ dependencies: { react: '1' } }))).not.toContain('package-state');
    const broken = repoHost({ 'package.json': '{ nope' }).host;
    expect(await ids('`x` is in package.json', '/repo', broken)).not.toContain('package-state');
  });

  it('exits 2 (structural error) where the reference crashes, even without claims', async () => {
    const failures: Array<[unknown, string]> = [
      [[1], '/repo/package.json is not a JSON object'],
      [null, '/repo/package.json is not a JSON object'],
      ['text', '/repo/package.json is not a JSON object'],
      [{ dependencies: ['a'] }, '/repo/package.json: "dependencies" is not an object'],
      [{ devDependencies: 'x' }, '/repo/package.json: "devDependencies" is not an object'],
      [{ peerDependencies: 5 }, '/repo/package.json: "peerDependencies" is not an object'],
      [{ optionalDependencies: true }, '/repo/package.json: "optionalDependencies" is not an object'],
    ];
    for (const [json, says] of failures) {
      const error = await verifyPlan('# nothing', { repo: '/repo' }, { host: pkg(json) }).catch((e: unknown) => e);
      expect(isGauntletError(error)).toBe(true);
      // The message names the file (and the table) the user has to fix.
      expect(error).toMatchObject({ reason: 'input_invalid', message: expect.stringContaining(says) });
    }
    expect(await ids('# nothing', '/repo', pkg({ dependencies: [], peerDependencies: null, optionalDependencies: 0 }))).toEqual([]);
  });

  it('a package.json that cannot be read (a directory) is exit 2, naming it', async () => {
    const host = repoHost({ 'package.json/x': '{}' }).host;
    const error = await verifyPlan('`a` is in package.json', { repo: '/repo' }, { host }).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'input_unreadable', message: expect.stringMatching(/^\/repo\/package\.json cannot be read \(.+\)$/) });
  });
});

describe('forbidden-path-conflict with a repo config', () => {
  const config = (json: unknown) => repoHost({ '.build-loop/config.json': JSON.stringify(json) }).host;
  const ids = async (text: string, repo: string, host: Host) =>
    (await verifyPlan(text, { repo }, { host })).findings.filter((f) => f.rule === 'plan/forbidden-path-conflict').map(() => 'forbidden-path-conflict');
  const plan = 'files_owned: [src/gen/client.ts, package-lock.json]';

  it('uses dispatch.forbiddenPaths when it is a list of strings', async () => {
    expect(await ids(plan, '/repo', config({ dispatch: { forbiddenPaths: ['src/gen/*'] } }))).toEqual(['forbidden-path-conflict']);
    expect(await ids(plan, '/repo', config({ dispatch: { forbiddenPaths: ['  ', ''] } }))).toEqual([]);
    expect(await ids('files_owned: docs/x.md', '/repo', config({ dispatch: { forbiddenPaths: ['docs/*'] } }))).toEqual(['forbidden-path-conflict']);
  });

  it('falls back to the defaults on bad shapes', async () => {
    expect(await ids(plan, '/repo', config({ dispatch: { forbiddenPaths: ['x', 1] } }))).toEqual(['forbidden-path-conflict']);
    expect(await ids('files_owned: src/gen/client.ts', '/repo', config({ dispatch: [] }))).toEqual([]);
  });
});

// Stryker's instrumented code runs many times slower: under `pnpm mutate` the hang guards run at a
// tenth of their size, so that each mutant's run stays within its timeout (docs/quality.md).
const HANG_GUARD_SCALE = process.env.STRYKER_MUTATOR_WORKER === undefined ? 1 : 0.1;

describe('robustness', () => {
  it('any text gives a result and never throws (fast-check)', async () => {
    const pieces = fc.constantFrom(
      '\n', '\r\n', '\r', '\u2028', '\ufeff', '<!--', '-->', '```', '## Phase 1', '`src/a.ts`', 'remove ', ' has 0 callers',
      '6 orphans', 'synthesis_dimensions:', '  a: as needed', 'risk_reason: x', 'modifies_api: true', 'T-3', '## T-1',
      'files_owned: [a/*.yml]', 'C1 C2 independent', 'Ask the user', '## Activation Map', 'trigger: x', 'verified-live: pending',
      'dispatch_tier: opus', 'rename', '## Decision', '## Depends-on (reads-from)', '— unverified', 'İ', '\u0000', '😀',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 40 }), async (parts) => {
        const result = await planVerifier.verify(parts.join(''));
        expect(Array.isArray(result.findings)).toBe(true);
        expect(typeof result.data.synthesisDimensions).toBe('number');
        for (const finding of result.findings) expect(finding.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('handles a huge plan and hostile long lines in linear time', async () => {
    const n = (count: number) => Math.ceil(count * HANG_GUARD_SCALE);
    const big = 'We remove `src/a.ts` because it has 0 callers. Total: 6 orphans.\n'.repeat(n(20_000));
    const hostile = `${'delete `a` extract delete '.repeat(n(20_000))}${'x'.repeat(n(200_000))} is in package.json ${'9 '.repeat(n(50_000))}orphans`;
    const start = performance.now();
    expect((await verifyPlan(big)).findings.length).toBeGreaterThan(0);
    await verifyPlan(hostile);
    await verifyPlan(`files_owned: ${'a'.repeat(n(300_000))}`);
    await verifyPlan(`Edit ${'a/'.repeat(n(100_000))}x.b/_schema.py and src/${'b/'.repeat(n(100_000))}.x/schemas.py`);
    expect(performance.now() - start).toBeLessThan(60_000); // a hang guard, not a benchmark (bench/ measures speed)
  });

  it('hostile paths against fnmatch globs and many-star lines finish well under a second (the tripwire 7-star case)', async () => {
    for (const length of [80, 2_000]) {
      const path = `.github/${'abcdefg/'.repeat(length / 8)}`.slice(0, length);
      const start = performance.now();
      const result = await verifyPlan(`files_owned: [${path}x.yml, *a*b*c*d*e*f*g*z]\n${'*a*b*c*d*e*f*g* '.repeat(10)}${path}`);
      expect(performance.now() - start).toBeLessThan(1_000);
      // `.github/workflows/*` does not match: no forbidden-path finding, and the plan passes.
      expect(result.findings.filter((finding) => finding.rule === 'plan/forbidden-path-conflict')).toEqual([]);
      expect(result.findings.some((finding) => finding.severity === 'blocker')).toBe(false);
    }
  });
});

describe('delete-with-callers: the run\'s budget of repository searches', () => {
  it('stops with one core/budget-exceeded blocker once the budget is spent; answered patterns cost nothing', async () => {
    const { host, calls } = repoHost({ 'x.md': 'nothing here\n' });
    const plan = Array.from({ length: 5 }, (_, i) => `Remove \`src/gone${i}.ts\` now.`).join('\n');
    const searchBudget = createRunBudget('repository searches', 3);
    const result = await verifyPlan(`${plan}\nRemove \`src/gone0.ts\` again.\n`, { repo: '/repo', searchBudget }, { host });
    expect(calls.filter((call) => call[0] === 'grep')).toHaveLength(3);
    const spent = result.findings.filter((finding) => finding.rule === 'core/budget-exceeded');
    expect(spent).toEqual([expect.objectContaining({ reason: 'budget_exceeded', severity: 'blocker', line: 4 })]);
    // The message names the first unchecked target and the budget that ran out.
    expect(spent[0]!.message).toBe("Stopped at `src/gone3.ts`: the run's budget of 3 repository searches is spent, so this and later delete claims are unchecked.");
    expect(verdictOf(result.findings)).toBe('fail');
  });

  it('is shared by every plan of a run', async () => {
    const { host } = repoHost({ 'x.md': 'nothing\n' });
    const searchBudget = createRunBudget('repository searches', 2);
    const first = await verifyPlan('Remove `a/one.ts` and later.\nRemove `a/two.ts` too.\n', { repo: '/repo', searchBudget }, { host });
    expect(first.findings.some((finding) => finding.rule === 'core/budget-exceeded')).toBe(false);
    const second = await verifyPlan('Remove `a/three.ts`.\n', { repo: '/repo', searchBudget }, { host });
    expect(second.findings.some((finding) => finding.rule === 'core/budget-exceeded')).toBe(true);
  });
});

