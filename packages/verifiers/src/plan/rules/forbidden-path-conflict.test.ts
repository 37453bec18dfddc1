import { describe, expect, it } from 'vitest';
import { type Host, createMemoryHost } from '@gauntlet/core';
import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines, repoHost } from '../fixtures.test-helpers.js';
import { planVerifier, verifyPlan } from '../index.js';

const forbidden = (paths: string, line: number): ExpectedFinding => ({
  reason: 'forbidden_path_conflict',
  severity: 'warning',
  line,
  message: `Chunk requires editing forbidden path(s): ${paths}. Either relax \`dispatch.forbiddenPaths\` in .build-loop/config.json or rescope the chunk before Phase 3 dispatch.`,
});
const repo = { repo: '/repo' };
const config = (json: unknown) => repoHost({ '.build-loop/config.json': JSON.stringify(json) }).host;
const OWNED = 'files_owned: [src/cart.ts, package-lock.json]';
// Owning .ts paths also asks for a reads-from section; that rule's verdict is not this one's business.
const readsFromOff = { 'plan/reads-from-dependency': 'off' } as const;

ruleTester.run(planVerifier, 'plan/forbidden-path-conflict', {
  valid: [
    { name: 'an empty plan', input: '', verdict: 'pass' },
    { name: 'owned paths that are all allowed', input: 'files_owned: [src/cart.ts, src/cart.test.ts]', rules: readsFromOff, verdict: 'pass' },
    { name: 'a label that is not the files_owned key', input: '**Files owned:** package-lock.json', verdict: 'pass' },
    { name: 'a block list (the value is on later lines)', input: lines('files_owned:', '  - package-lock.json'), verdict: 'pass' },
    { name: 'the config empties the list', input: OWNED, options: repo, host: config({ dispatch: { forbiddenPaths: ['  ', ''] } }), rules: readsFromOff, verdict: 'pass' },
    { name: 'the config replaces the defaults', input: OWNED, options: repo, host: config({ dispatch: { forbiddenPaths: ['docs/*'] } }), rules: readsFromOff, verdict: 'pass' },
    { name: 'a path that only contains a forbidden name', input: 'files_owned: [old-package-lock.json.md]', verdict: 'pass' },
    { name: 'a files_owned line inside a fence is blanked', input: lines('```yaml', OWNED, '```'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a chunk owning a default forbidden path: a warning (the gate stays open)',
      input: lines('id: C1', OWNED),
      errors: [{ ...forbidden("['package-lock.json']", 2), evidence: [OWNED], hint: 'Rescope the chunk, or change dispatch.forbiddenPaths deliberately.' }],
      rules: readsFromOff,
      verdict: 'pass',
      repaired: { input: lines('id: C1', 'files_owned: [src/cart.ts, src/cart.test.ts]') },
    },
    {
      name: 'every default, fnmatch style (* crosses /), quotes dropped, in claim order',
      input: 'files_owned: [.github/workflows/nightly/build.yml, lib/main.ts, Package.resolved, "pnpm-lock.yaml", project.yml]',
      errors: [forbidden("['.github/workflows/nightly/build.yml', 'Package.resolved', 'pnpm-lock.yaml', 'project.yml']", 1)],
      rules: readsFromOff,
      verdict: 'pass',
    },
    {
      name: 'the repo config lists the forbidden paths',
      input: 'files_owned: [src/gen/client.ts, package-lock.json]',
      options: repo,
      host: config({ dispatch: { forbiddenPaths: [' src/gen/* '] } }),
      errors: [forbidden("['src/gen/client.ts']", 1)],
      rules: readsFromOff,
      verdict: 'pass',
    },
    {
      name: 'a config that is not a list of strings falls back to the defaults',
      input: OWNED,
      options: repo,
      host: config({ dispatch: { forbiddenPaths: ['docs/*', 1] } }),
      errors: [forbidden("['package-lock.json']", 1)],
      rules: readsFromOff,
      verdict: 'pass',
    },
    // Each shape the reference does not read as a list of strings: the defaults, never a crash.
    ...[null, 'text', ['docs/*'], {}, { dispatch: null }, { dispatch: 'docs/*' }, { dispatch: ['docs/*'] }, { dispatch: { forbiddenPaths: 'docs/*' } }, { dispatch: { forbiddenPaths: null } }].map((json) => ({
      name: `a config of ${JSON.stringify(json)} falls back to the defaults`,
      input: OWNED,
      options: repo,
      host: config(json),
      errors: [forbidden("['package-lock.json']", 1)] as const,
      rules: readsFromOff,
      verdict: 'pass' as const,
    })),
    { name: 'a repo without a config file uses the defaults', input: OWNED, options: repo, host: repoHost({}).host, errors: [forbidden("['package-lock.json']", 1)], rules: readsFromOff, verdict: 'pass' },
    {
      // Each edge of the path characters (digits, both cases, `_ - * . /`) and of an extension's.
      name: 'configured paths read whole: every edge character of a path and of an extension',
      input: 'files_owned: [gen_Z-09/a*.yml, db.0, db.9, db.A, db.Z, db.a, db.z, db.md]',
      options: repo,
      host: config({ dispatch: { forbiddenPaths: ['gen_Z-09/*', 'db.?'] } }),
      errors: [forbidden("['gen_Z-09/a*.yml', 'db.0', 'db.9', 'db.A', 'db.Z', 'db.a', 'db.z']", 1)],
      verdict: 'pass',
    },
    { name: 'a config that is not JSON falls back to the defaults', input: OWNED, options: repo, host: repoHost({ '.build-loop/config.json': '{ nope' }).host, errors: [forbidden("['package-lock.json']", 1)], rules: readsFromOff, verdict: 'pass' },
    {
      name: 'every files_owned line, case-insensitive key',
      input: lines('FILES_OWNED : pnpm-lock.yaml', 'id: C2', '  files_owned: [Package.resolved]'),
      errors: [forbidden("['pnpm-lock.yaml']", 1), forbidden("['Package.resolved']", 3)],
      verdict: 'pass',
    },
    {
      name: 'raised to a blocker by configuration: the gate closes',
      input: OWNED,
      rules: { ...readsFromOff, 'plan/forbidden-path-conflict': 'blocker' },
      errors: [{ ...forbidden("['package-lock.json']", 1), severity: 'blocker' }],
      verdict: 'fail',
      repaired: { input: 'files_owned: [src/cart.ts]' },
    },
    { name: 'CRLF line endings', input: crlf('id: C1', OWNED), errors: [forbidden("['package-lock.json']", 2)], rules: readsFromOff, verdict: 'pass' },
    {
      name: 'hostile: a 200 kB run of path characters, then a forbidden path',
      input: `files_owned: ${'a.b-'.repeat(50_000)} package-lock.json`,
      errors: [forbidden("['package-lock.json']", 1)],
      verdict: 'pass',
    },
  ],
});

describe('plan/forbidden-path-conflict: a config that cannot be read', () => {
  const owning = async (host: Host) => verifyPlan(OWNED, repo, { host }).catch((error: unknown) => error);

  it('a directory at the config path is exit 2 (input_unreadable), naming the path and the cause', async () => {
    const host = repoHost({ '.build-loop/config.json/x': '{}' }).host;
    expect(await owning(host)).toMatchObject({
      reason: 'input_unreadable',
      message: '/repo/.build-loop/config.json cannot be read (EISDIR: /repo/.build-loop/config.json)',
    });
  });

  it('a host that fails with something other than an Error: the cause is still named', async () => {
    const memory = createMemoryHost({ cwd: '/work', files: { '/repo/.git/HEAD': 'x', '/repo/.build-loop/config.json': '{}' } });
    const host: Host = { ...memory, readFile: (path) => (path.endsWith('config.json') ? Promise.reject('denied') : memory.readFile(path)) };
    expect(await owning(host)).toMatchObject({ reason: 'input_unreadable', message: '/repo/.build-loop/config.json cannot be read (denied)' });
  });
});
