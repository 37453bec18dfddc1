import { describe, expect, it } from 'vitest';
import { createMemoryHost } from '@gauntlet/core';
import { scanRepo } from './scan.js';
import { DETECTORS, piGauntlet } from './workflows.js';

// The parts of `init` that need no process: the bounded walk and the detectors (the command
// itself is tested on temporary repositories in test/init.test.ts).
const reader = (files: Record<string, string>) => async (path: string) => files[path] ?? null;

describe('scanRepo', () => {
  it('lists files and folders relative to the root, sorted, skipping node_modules and .git but not dot folders', async () => {
    const host = createMemoryHost({
      cwd: '/repo',
      files: { 'b.md': '', 'a/x.md': '', '.planning/STATE.md': '', 'node_modules/p/index.js': '', '.git/HEAD': '' },
      directories: ['/repo/empty'],
    });
    expect(await scanRepo(host, '/repo')).toEqual({
      files: ['.planning/STATE.md', 'a/x.md', 'b.md'],
      dirs: ['.planning', 'a', 'empty'],
      truncated: false,
    });
  });

  it('does not follow links, in or out of the repository', async () => {
    const host = createMemoryHost({ cwd: '/repo', files: { '/outside/secret.md': 's', 'doc/specs/a.md': 'a' }, symlinks: { '/repo/out': '/outside', '/repo/doc/specs/b.md': '/outside/secret.md' } });
    const scan = await scanRepo(host, '/repo');
    expect(scan.files).toEqual(['doc/specs/a.md']);
    expect(scan.dirs).toEqual(['doc', 'doc/specs']);
  });

  it('stops at its entry and depth limits, and says so', async () => {
    const files = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}.md`, '']));
    const wide = await scanRepo(createMemoryHost({ cwd: '/r', files }), '/r', { maxEntries: 10, maxDepth: 5 });
    expect(wide.files).toHaveLength(10);
    expect(wide.truncated).toBe(true);
    const deep = await scanRepo(createMemoryHost({ cwd: '/r', files: { 'a/b/c/d/e.md': '' } }), '/r', { maxEntries: 100, maxDepth: 2 });
    expect(deep).toEqual({ files: [], dirs: ['a', 'a/b'], truncated: true });
  });
});

describe('detectors', () => {
  const empty = { files: [], dirs: [], truncated: false };

  it('find nothing in an empty repository', async () => {
    for (const detector of DETECTORS) expect(await detector.detect(empty, reader({}))).toBeNull();
  });

  it('pi-gauntlet: a docs/specs folder of unrelated markdown is not a pi-gauntlet repository', async () => {
    const scan = { files: ['docs/specs/api.md'], dirs: ['docs', 'docs/specs'], truncated: false };
    expect(await piGauntlet.detect(scan, reader({ 'docs/specs/api.md': '# API\n\nEndpoints.\n' }))).toBeNull();
  });

  it('pi-gauntlet: proposes no legacy cut-over when an undated or newer spec lacks the section', async () => {
    const specs = {
      'doc/specs/2026-09-20-new.md': '# N\n\n**Amend-grant:** none\n\n## Acceptance criteria\n\nnone - no ticket\n',
      'doc/specs/2026-10-01-later.md': '# L\n\n**Amend-grant:** none\n\n## Problem\n',
      'doc/specs/notes.md': '# Notes\n',
    };
    const scan = { files: Object.keys(specs).sort(), dirs: ['doc', 'doc/specs'], truncated: false };
    const finding = await piGauntlet.detect(scan, reader(specs));
    expect(finding?.rules).toEqual({});
    expect(finding?.notes[0]).toContain('2 specs have no acceptance-criteria section');
    expect(finding?.mappings).toEqual([{ glob: 'doc/specs/**/*.md', command: 'spec', what: 'specs', matches: 3 }]);
  });

  it('pi-gauntlet: .pi/settings.json alone is enough, and maps the default spec folder', async () => {
    const finding = await piGauntlet.detect(empty, reader({ '.pi/settings.json': '{"packages":["npm:pi-gauntlet"]}' }));
    expect(finding?.evidence).toEqual([{ path: '.pi/settings.json', why: 'configures pi-gauntlet' }]);
    expect(finding?.mappings).toEqual([{ glob: 'doc/specs/**/*.md', command: 'spec', what: 'specs', matches: 0 }]);
  });
});
