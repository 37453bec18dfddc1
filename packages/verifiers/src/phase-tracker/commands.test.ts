import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { complete, refused, start, toVerify } from './events.test-helpers.js';
import { phaseTracker, type MarkerReaders } from './index.js';
import { CONTEXT_DRAFT_MARKER } from './marker-commit.js';

const { findMarkerFile, gitInvocations, guardCommand, markerCommitGuard, markerGuardApplies, parseGitCommit, replayWithState, resolveRepoDir, trackerContext, worktreeGuard } = phaseTracker;

/** Readers over an in-memory tree: path → content. */
function readers(files: Record<string, string>): MarkerReaders {
  return {
    listDir: (dir) => {
      const names = Object.keys(files).filter((path) => path.startsWith(`${dir}/`) && !path.slice(dir.length + 1).includes('/')).map((path) => path.slice(dir.length + 1));
      return names.length > 0 ? names : null;
    },
    firstLine: (path) => (path in files ? (files[path] as string).split('\n')[0] as string : null),
  };
}

describe('parseGitCommit', () => {
  it.each([
    ['git commit -m "wip"', {}],
    ['git commit', {}],
    ['git\tcommit --amend', {}],
    ['npm test && git commit -am "done"', {}],
    ['git status; git commit', {}],
    ['make | git commit -F -', {}],
    ['$(git commit -m x)', {}],
    ['git -C /repo/wt commit -m x', { cPath: '/repo/wt' }],
    ['git -c core.editor=true -C sub commit', { cPath: 'sub' }],
    ['git --no-pager -c a=b commit', {}],
    ['cd /repo && git commit -m x', { cdPath: '/repo' }],
    ['cd /repo\ngit commit -m x', { cdPath: '/repo' }],
    ['cd /a && cd b && git commit', { cdPath: '/a/b' }],
    ['cd /a && cd /b && git -C c commit', { cPath: 'c', cdPath: '/b' }],
    ['bash -c "cd /x; git commit"', {}],
    ['git commit;', {}],
    ['git "commit" -m x', {}],
  ])('%j commits: %j', (command, target) => {
    expect(parseGitCommit(command)).toEqual(target);
  });

  it.each([
    'git log --oneline', 'git commit-graph verify', 'git commitish', 'git commit-tree abc', 'grep "git commit" notes.txt', 'mygit commit', 'git', '',
    'git -C', 'GIT_AUTHOR_NAME=x git commit', 'npm run commit', 'git add . # then git commit',
  ])('%j commits nothing', (command) => {
    expect(parseGitCommit(command)).toBeUndefined();
  });

  it('behind NAME=value prefixes only when asked (the guards ask)', () => {
    expect(parseGitCommit('GIT_DIR=.git FOO=1 git commit -m x', { assignments: true })).toEqual({});
    expect(parseGitCommit('GIT_DIR=.git git commit -m x')).toBeUndefined();
  });

  it('CRLF, NUL and non-strings never throw', () => {
    expect(parseGitCommit('cd /r\r\ngit commit\r\n')).toEqual({ cdPath: '/r' });
    expect(parseGitCommit('git\0commit')).toBeUndefined();
    expect(parseGitCommit(undefined as unknown as string)).toBeUndefined();
    expect(parseGitCommit({} as unknown as string)).toBeUndefined();
  });

  it('a huge or hostile command is scanned in linear time', () => {
    const hostile = `${'(;&|'.repeat(200_000)}${'git -c '.repeat(50_000)}commit`;
    const started = performance.now();
    expect(parseGitCommit(hostile)).toBeUndefined();
    expect(parseGitCommit(`${'x '.repeat(500_000)}; git commit`)).toEqual({});
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('property: arbitrary strings never throw and give undefined or {cPath?, cdPath?} strings', () => {
    const shellish = fc.stringMatching(/^[a-z \-;&|()\n"'=/.CcdgitomAB]{0,60}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), shellish), (command) => {
        const target = parseGitCommit(command);
        if (target === undefined) return true;
        return Object.entries(target).every(([key, value]) => (key === 'cPath' || key === 'cdPath') && typeof value === 'string');
      }),
      { numRuns: 2000 },
    );
  });

  it('property: a line that commits still commits after a statement is put in front', () => {
    fc.assert(
      fc.property(fc.constantFrom('ls', 'npm test', 'echo hi', 'cd /tmp'), fc.constantFrom(' && ', '; ', '\n', ' || '), (before, sep) => parseGitCommit(`${before}${sep}git commit -m x`) !== undefined),
    );
  });
});

describe('resolveRepoDir', () => {
  it('-C against the cd directory, cd against the session cwd', () => {
    expect(resolveRepoDir({}, '/work/app')).toBe('/work/app');
    expect(resolveRepoDir({ cdPath: '/srv' }, '/work/app')).toBe('/srv');
    expect(resolveRepoDir({ cdPath: 'pkg' }, '/work/app')).toBe('/work/app/pkg');
    expect(resolveRepoDir({ cPath: 'wt', cdPath: 'pkg' }, '/work/app')).toBe('/work/app/pkg/wt');
    expect(resolveRepoDir({ cPath: '/elsewhere', cdPath: '/srv' }, '/work/app')).toBe('/elsewhere');
    expect(resolveRepoDir({ cPath: '../sibling' }, '/work/app')).toBe('/work/sibling');
  });
});

describe('findMarkerFile', () => {
  const draft = `${CONTEXT_DRAFT_MARKER}\n\nnotes`;

  it('finds a draft by its line 1 only, in spec-dir order, names in code-point order', () => {
    const files = { '/repo/docs/specs/b.md': draft, '/repo/docs/specs/a.md': draft, '/repo/doc/specs/real.md': `# Spec\n\n${CONTEXT_DRAFT_MARKER}` };
    expect(findMarkerFile('/repo', ['doc/specs', 'docs/specs'], readers(files))).toBe('/repo/docs/specs/a.md');
    expect(findMarkerFile('/repo', ['doc/specs'], readers(files))).toBeUndefined();
  });

  it('line 1 exactly: a trailing space or indentation is not the marker; CRLF and a BOM are', () => {
    expect(findMarkerFile('/r', ['s'], readers({ '/r/s/x.md': `${CONTEXT_DRAFT_MARKER} \n` }))).toBeUndefined();
    expect(findMarkerFile('/r', ['s'], readers({ '/r/s/x.md': ` ${CONTEXT_DRAFT_MARKER}\n` }))).toBeUndefined();
    expect(findMarkerFile('/r', ['s'], readers({ '/r/s/x.md': `${CONTEXT_DRAFT_MARKER}\r\nbody` }))).toBe('/r/s/x.md');
    expect(findMarkerFile('/r', ['s'], readers({ '/r/s/x.md': `\uFEFF${CONTEXT_DRAFT_MARKER}` }))).toBe('/r/s/x.md');
  });

  it('missing dirs, spec dirs leaving the root, hostile names and throwing readers find nothing', () => {
    expect(findMarkerFile('/r', ['nope', ''], readers({}))).toBeUndefined();
    expect(findMarkerFile('/r/app', ['../other'], readers({ '/r/other/x.md': draft }))).toBeUndefined();
    expect(findMarkerFile('/r', ['s\0'], readers({ '/r/s/x.md': draft }))).toBeUndefined();
    const hostile: MarkerReaders = { listDir: () => ['..', '.', 'a/b', 'n\0ul', ''], firstLine: () => CONTEXT_DRAFT_MARKER };
    expect(findMarkerFile('/r', ['s'], hostile)).toBeUndefined();
    const throwing: MarkerReaders = { listDir: () => { throw new Error('EACCES'); }, firstLine: () => { throw new Error('EIO'); } };
    expect(findMarkerFile('/r', ['s'], throwing)).toBeUndefined();
  });
});

describe('marker commit guard', () => {
  const brainstorming = replayWithState({ events: [start('brainstorm')] }).state;
  const context = trackerContext({ settings: {} });
  const tree = readers({ '/repo/doc/specs/topic.md': `${CONTEXT_DRAFT_MARKER}\n` });

  it('draft_marker_commit_blocked: a commit in a repo with a draft while brainstorming', () => {
    expect(markerCommitGuard(brainstorming, context, 'git add -A && git commit -m "spec"', '/repo', tree)).toEqual(refused('draft_marker_commit_blocked', { file: '/repo/doc/specs/topic.md' }));
    expect(markerCommitGuard(brainstorming, context, 'cd /repo && GIT_AUTHOR_NAME=me git commit', '/elsewhere', tree)).toEqual(refused('draft_marker_commit_blocked', { file: '/repo/doc/specs/topic.md' }));
  });

  it('passes: no commit, another repo, no draft, brainstorm over, flow not entered, guards off, child', () => {
    expect(markerCommitGuard(brainstorming, context, 'git status', '/repo', tree)).toEqual({ ok: true });
    expect(markerCommitGuard(brainstorming, context, 'git -C /other commit', '/repo', tree)).toEqual({ ok: true });
    expect(markerCommitGuard(brainstorming, context, 'git commit', '/repo', readers({ '/repo/doc/specs/topic.md': '# Topic spec\n' }))).toEqual({ ok: true });
    const planning = replayWithState({ events: [start('brainstorm'), complete('brainstorm'), start('plan')] }).state;
    expect(markerCommitGuard(planning, context, 'git commit', '/repo', tree)).toEqual({ ok: true });
    const cold = { ...brainstorming, entered: false };
    expect(markerCommitGuard(cold, context, 'git commit', '/repo', tree)).toEqual({ ok: true });
    expect(markerCommitGuard(brainstorming, trackerContext({ settings: { piGauntlet: { flowGuards: { enforce: false } } } }), 'git commit', '/repo', tree)).toEqual({ ok: true });
    expect(markerCommitGuard(brainstorming, trackerContext({ settings: {}, subagent_child: true }), 'git commit', '/repo', tree)).toEqual({ ok: true });
  });

  it('configured spec dirs replace the defaults', () => {
    const custom = trackerContext({ settings: { piGauntlet: { flowGuards: { specDirs: ['design'] } } } });
    expect(markerCommitGuard(brainstorming, custom, 'git commit', '/repo', tree)).toEqual({ ok: true });
    expect(markerCommitGuard(brainstorming, custom, 'git commit', '/repo', readers({ '/repo/design/x.md': CONTEXT_DRAFT_MARKER }))).toEqual(refused('draft_marker_commit_blocked', { file: '/repo/design/x.md' }));
  });

  it('markerGuardApplies(flowGuardsActive, brainstormStatus)', () => {
    expect([markerGuardApplies(true, 'in_progress'), markerGuardApplies(false, 'in_progress'), markerGuardApplies(true, 'complete')]).toEqual([true, false, false]);
  });
});

describe('worktree discipline', () => {
  const context = trackerContext({ settings: {} });
  const implementing = replayWithState({ events: [start('brainstorm'), complete('brainstorm'), start('plan'), complete('plan'), start('implement')] }).state;
  const primary = () => true;

  it('worktree_switch_blocked: git switch and checkout -b/-B in the primary checkout', () => {
    for (const command of ['git switch feature', 'git checkout -b feature', 'git checkout -q -B feature', 'cd /repo && git switch -c x']) {
      expect(worktreeGuard(implementing, context, command, '/repo', primary)).toEqual(refused('worktree_switch_blocked'));
    }
  });

  it('passes: worktrees, file checkouts, a linked worktree, verify, outside the flow, a child', () => {
    for (const command of ['git worktree add ../wt -b feature', 'git checkout -- src/a.ts', 'git checkout src/a.ts', 'git checkout -- -b']) {
      expect(worktreeGuard(implementing, context, command, '/repo', primary)).toEqual({ ok: true });
    }
    expect(worktreeGuard(implementing, context, 'git -C ../wt switch x', '/repo', (dir) => dir === '/repo')).toEqual({ ok: true });
    const verifying = replayWithState({ events: toVerify }).state;
    expect(worktreeGuard(verifying, context, 'git switch main', '/repo', primary)).toEqual({ ok: true });
    expect(worktreeGuard({ ...implementing, entered: false }, context, 'git switch main', '/repo', primary)).toEqual({ ok: true });
    expect(worktreeGuard(implementing, trackerContext({ settings: {}, subagent_child: true }), 'git switch main', '/repo', primary)).toEqual({ ok: true });
  });

  it('an isPrimaryCheckout that throws counts as the primary checkout', () => {
    expect(worktreeGuard(implementing, context, 'git switch x', '/repo', () => { throw new Error('not a git repository'); })).toEqual(refused('worktree_switch_blocked'));
  });

  it('guardCommand runs the marker guard first, then worktree discipline', () => {
    const brainstorming = replayWithState({ events: [start('brainstorm')] }).state;
    const tree = readers({ '/repo/doc/specs/t.md': CONTEXT_DRAFT_MARKER });
    expect(guardCommand(brainstorming, context, { command: 'git switch x && git commit', cwd: '/repo', readers: tree, isPrimaryCheckout: primary })).toEqual(refused('draft_marker_commit_blocked', { file: '/repo/doc/specs/t.md' }));
    expect(guardCommand(brainstorming, context, { command: 'git switch x', cwd: '/repo', readers: tree, isPrimaryCheckout: primary })).toEqual(refused('worktree_switch_blocked'));
    expect(guardCommand(brainstorming, context, { command: 'ls', cwd: '/repo', readers: tree, isPrimaryCheckout: primary })).toEqual({ ok: true });
  });

  it('gitInvocations lists every git statement with its words', () => {
    expect(gitInvocations('cd /r; git -C a checkout -b x && git status')).toEqual([
      { subcommand: 'checkout', args: ['-b', 'x'], cPath: 'a', cdPath: '/r' },
      { subcommand: 'status', args: [], cdPath: '/r' },
    ]);
  });
});
