import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSION } from '@gauntlet/core';
import { tempDir } from './helpers.js';

// The first ten minutes of a new user in a clone, as the README and
// docs/guides/getting-started.md tell them: the commands after `npm run setup`, the demo, the
// quiet build. (The published packages in a fresh project: packed-project.test.ts.)
const root = join(__dirname, '..', '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };

function sh(command: string, cwd: string, timeout = 60_000) {
  const result = spawnSync(command, { cwd, shell: true, encoding: 'utf8', env, timeout, maxBuffer: 1 << 26 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The fenced blocks of a README section (from its heading to the next `## `). */
function blocks(markdown: string, heading: string, lang: string): string[] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no section ${heading}`);
  const end = markdown.indexOf('\n## ', start + heading.length + 2);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((match) => match[1] as string);
}

/** The command of a README line, without its trailing `# comment`. */
const commandOf = (line: string) => line.replace(/\s{2,}#.*$/, '').trim();

describe('a clone after npm run setup', () => {
  it('links the workspace bin: pnpm gauntlet-lint and npx gauntlet-lint run from the root and from a subfolder', () => {
    expect(existsSync(join(root, 'node_modules', '.bin', 'gauntlet-lint'))).toBe(true);
    for (const [command, cwd] of [
      ['pnpm gauntlet-lint --version', root],
      ['pnpm exec gauntlet-lint --version', join(root, 'examples', 'artifacts')],
      ['npx --no-install gauntlet-lint --version', root],
    ] as const) {
      const run = sh(command, cwd);
      expect(run.stdout, `${command}: ${run.stderr}`).toBe(`${VERSION}\n`);
      expect(run.status).toBe(0);
    }
  }, 180_000);

  it('runs every command of the README\'s "Using gauntlet-lint" block as written', () => {
    const lines = blocks(readme, '## Using gauntlet-lint', 'sh')[0]?.split('\n').map(commandOf).filter((line) => line.startsWith('pnpm gauntlet-lint')) ?? [];
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const command of lines) {
      const run = sh(command, root);
      expect([0, 1], `${command} exited ${run.status}: ${run.stderr}`).toContain(run.status);
      expect(run.stdout.length, command).toBeGreaterThan(0);
      expect(run.stderr, command).not.toMatch(/Command .* not found|ERR_PNPM|internal error/);
    }
  }, 180_000);

  it('runs the commands of docs/guides/getting-started.md as written, with the outcomes it describes', () => {
    const guide = readFileSync(join(root, 'docs', 'guides', 'getting-started.md'), 'utf8');
    const commands = [...guide.matchAll(/```sh\n([\s\S]*?)```/g)]
      .flatMap((match) => (match[1] as string).split('\n'))
      .map(commandOf)
      .filter((line) => line.startsWith('pnpm gauntlet-lint'));
    const expected: Record<string, number> = {
      'pnpm gauntlet-lint --version': 0,
      'pnpm gauntlet-lint spec examples/artifacts/specs/2026-11-02-csv-export.md': 0,
      'pnpm gauntlet-lint gate-prompt examples/artifacts/gates/approve-ok.json': 0,
      'pnpm gauntlet-lint --config examples/artifacts/gauntlet.config.json': 1,
      'pnpm gauntlet-lint init --dry-run': 0,
      'pnpm gauntlet-lint spec examples/artifacts/specs/2026-11-03-retention-draft.md': 1,
      'pnpm gauntlet-lint --format json spec examples/artifacts/specs/2026-11-03-retention-draft.md': 1,
    };
    expect(commands).toEqual(Object.keys(expected));
    for (const command of commands) {
      const run = sh(command, root);
      expect(run.status, `${command}: ${run.stderr}`).toBe(expected[command]);
      if (command.endsWith('retention-draft.md') && !command.includes('json')) {
        expect(run.stdout).toContain('  13:4    blocker  Row on line 13 is checked; rows are carried as "- [ ]", never "[x]".  spec/ac-section\n');
      }
    }
  }, 180_000);

  it('the README\'s first example fails on its blocker, with the rule, line and exit 1', () => {
    const run = sh('pnpm gauntlet-lint --format json spec examples/artifacts/specs/2026-11-03-retention-draft.md', root);
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report.verdict).toBe('fail');
    expect(report.results[0].findings).toContainEqual(expect.objectContaining({ rule: 'spec/ac-section', reason: 'ac_row_checked', severity: 'blocker', line: 13 }));
  }, 180_000);

  it('the demo prints commands that run as printed', () => {
    const demo = sh('node scripts/demo.mjs', root, 120_000);
    expect(demo.status, demo.stderr).toBe(0);
    const printed = [...demo.stdout.matchAll(/^\$ (.+)$/gm)].map((match) => match[1] as string);
    expect(printed).toEqual(['pnpm gauntlet-lint spec examples/artifacts/specs/2026-11-03-retention-draft.md', 'cd examples/artifacts && pnpm gauntlet-lint']);
    expect(demo.stdout.match(/^\(exit 1: /gm)).toHaveLength(2);
  }, 180_000);

  it('the bin of a clone that was never built says what to do, in one line, exit 2', () => {
    const { dir, cleanup } = tempDir();
    try {
      mkdirSync(join(dir, 'bin'));
      copyFileSync(join(root, 'packages', 'cli', 'bin', 'gauntlet-lint.cjs'), join(dir, 'bin', 'gauntlet-lint.cjs'));
      const run = spawnSync(process.execPath, [join(dir, 'bin', 'gauntlet-lint.cjs'), '--version'], { encoding: 'utf8' });
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe('gauntlet-lint: not built yet: run `npm run setup` (or `pnpm build`) at the repository root\n');
    } finally {
      cleanup();
    }
  });
});

describe('a quiet build', () => {
  it('scripts/lib/build-warnings.mjs finds the warnings tsup, rollup, esbuild, pnpm and Node print', async () => {
    const { findBuildWarnings } = (await import(join(root, 'scripts', 'lib', 'build-warnings.mjs'))) as { findBuildWarnings: (text: string) => string[] };
    const output = [
      '@gauntlet/core:build: ESM ⚡️ Build success in 900ms',
      '@gauntlet/verifiers:build: "basename" is imported from external module "@gauntlet/core" but never used in "src/receipt/resolve.ts".',
      '@gauntlet/cli:build: ▲ [WARNING] Import "x" will always be undefined [import-is-undefined]',
      ' WARN  Failed to create bin at /r/node_modules/.bin/gauntlet-lint.',
      '(node:123) ExperimentalWarning: VM Modules is an experimental feature',
      '@gauntlet/contracts:build: wrote 36 JSON Schema files to schemas/',
      '@gauntlet/cli:build: ESM dist/.bin-esm/run-warnings-baseline.js 2.1 KB',
    ].join('\n');
    expect(findBuildWarnings(output)).toEqual([
      '@gauntlet/verifiers:build: "basename" is imported from external module "@gauntlet/core" but never used in "src/receipt/resolve.ts".',
      '@gauntlet/cli:build: ▲ [WARNING] Import "x" will always be undefined [import-is-undefined]',
      ' WARN  Failed to create bin at /r/node_modules/.bin/gauntlet-lint.',
      '(node:123) ExperimentalWarning: VM Modules is an experimental feature',
    ]);
    expect(findBuildWarnings('')).toEqual([]);
  });

  it('setup fails in CI on a build warning (the check is wired in)', () => {
    const setup = readFileSync(join(root, 'scripts', 'setup.mjs'), 'utf8');
    expect(setup).toMatch(/findBuildWarnings\(await runTee\('pnpm', \['run', 'build'\]\)\)/);
    expect(setup).toMatch(/if \(process\.env\.CI\) process\.exit\(1\);/);
    expect(readFileSync(join(root, '.ci', 'run'), 'utf8')).toMatch(/^npm run setup$/m);
  });
});
