import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '@gauntlet/core';
import { tempDir } from './helpers.js';

// The published packages as a user meets them: packed, installed into the project `npm init -y`
// makes, and used as the README says (the library snippets, the bin, the shipped rule pages and
// schema, the package metadata). Kept fast: one pack, one install, offline when npm's cache can.
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

describe('the packed packages in a fresh project', { timeout: 120_000 }, () => {
  let dir: string;
  let cleanup: () => void;
  let project: string;
  let tarballs: Record<string, string>;

  beforeAll(() => {
    ({ dir, cleanup } = tempDir());
    const packs = join(dir, 'packs');
    mkdirSync(packs);
    for (const name of ['contracts', 'core', 'verifiers', 'cli']) {
      const pack = spawnSync('pnpm', ['pack', '--pack-destination', packs], { cwd: join(root, 'packages', name), encoding: 'utf8' });
      if (pack.status !== 0) throw new Error(`pnpm pack ${name}: ${pack.stderr}`);
    }
    tarballs = Object.fromEntries(readdirSync(packs).map((file) => [file.replace(/^gauntlet-(.+)-\d+\.\d+\.\d+.*\.tgz$/, '$1'), join(packs, file)]));
    project = join(dir, 'project');
    mkdirSync(project);
    // What a user does: npm init -y (a CommonJS package), then install. Offline from npm's cache
    // where it has the third-party dependencies, else from the registry.
    expect(sh('npm init -y', project).status).toBe(0);
    const install = (mode: string) => sh(`npm install ${mode} --no-audit --no-fund --loglevel=error ${Object.values(tarballs).join(' ')}`, project, 120_000);
    const offline = install('--offline');
    if (offline.status !== 0) {
      const online = install('--prefer-offline');
      if (online.status !== 0) throw new Error(`npm install failed:\n${online.stderr}`);
    }
  }, 180_000);
  afterAll(() => cleanup?.());

  it('runs the README\'s library snippets as written: ESM and CommonJS', () => {
    const [esm, cjs] = blocks(readme, '## Using the library', 'js');
    expect(esm).toMatch(/^import /m);
    expect(cjs).toMatch(/require\('@gauntlet\/core'\)/);
    expect(JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')).type ?? 'commonjs').toBe('commonjs');
    writeFileSync(join(project, 'index.mjs'), esm as string);
    writeFileSync(join(project, 'index.js'), cjs as string);
    for (const file of ['index.mjs', 'index.js']) {
      const run = spawnSync(process.execPath, [file], { cwd: project, encoding: 'utf8', env });
      expect(run.stderr, file).toBe('');
      expect(run.status, file).toBe(1);
      expect(run.stdout, file).toContain('Question 1: header "Release decision" is 16 characters; the limit is 12.  gate-prompt/header-length');
      expect(run.stdout, file).toContain('✖ 1 problem (1 blocker, 0 warnings) in 1 result: fail');
    }
  });

  it('ships the rule pages and the config schema, and links them by absolute address', () => {
    const list = spawnSync('npx', ['--no-install', 'gauntlet-lint', '--list-rules', '--format', 'json'], { cwd: project, encoding: 'utf8', env });
    expect(list.status, list.stderr).toBe(0);
    const rules = JSON.parse(list.stdout) as Array<{ id: string; docs: string }>;
    expect(rules.length).toBeGreaterThan(100);
    const base = `https://github.com/gauntlet-dev/gauntlet/blob/@gauntlet/core@${VERSION}/`;
    for (const rule of rules) {
      expect(rule.docs.startsWith(base), rule.docs).toBe(true);
      const page = rule.docs.slice(base.length);
      expect(existsSync(join(project, 'node_modules', '@gauntlet', 'cli', page)), page).toBe(true);
      expect(existsSync(join(project, 'node_modules', '@gauntlet', 'verifiers', page)) || rule.id.startsWith('core/'), page).toBe(true);
    }
    expect(existsSync(join(project, 'node_modules', '@gauntlet', 'cli', 'dist', 'schemas', 'config.schema.json'))).toBe(true);
    expect(existsSync(join(project, 'node_modules', '@gauntlet', 'cli', 'docs', 'rules', 'TEMPLATE.md'))).toBe(false);
  });

  it('every package names its repository, homepage and issues; the bin is the built one', () => {
    for (const name of ['contracts', 'core', 'verifiers', 'cli']) {
      const pkg = JSON.parse(readFileSync(join(project, 'node_modules', '@gauntlet', name, 'package.json'), 'utf8'));
      expect(pkg.version).toBe(VERSION);
      expect(pkg.repository).toEqual({ type: 'git', url: 'git+https://github.com/gauntlet-dev/gauntlet.git', directory: `packages/${name}` });
      expect(pkg.homepage).toBe(`https://github.com/gauntlet-dev/gauntlet/tree/main/packages/${name}#readme`);
      expect(pkg.bugs).toEqual({ url: 'https://github.com/gauntlet-dev/gauntlet/issues' });
    }
    const cli = JSON.parse(readFileSync(join(project, 'node_modules', '@gauntlet', 'cli', 'package.json'), 'utf8'));
    expect(cli.bin).toEqual({ 'gauntlet-lint': './dist/bin/gauntlet-lint.js' });
    expect(existsSync(join(project, 'node_modules', '@gauntlet', 'cli', 'bin'))).toBe(false);
  });

  it('the published init writes a config whose $schema the installed CLI ships', () => {
    mkdirSync(join(project, 'doc', 'specs'), { recursive: true });
    writeFileSync(join(project, 'doc', 'specs', '2026-09-20-x.md'), '# X\n\n**Amend-grant:** none\n\n## Acceptance criteria\n\nnone - no ticket\n');
    const init = sh('npx --no-install gauntlet-lint init', project);
    expect(init.status, init.stderr).toBe(0);
    const config = JSON.parse(readFileSync(join(project, 'gauntlet.config.json'), 'utf8'));
    expect(config.$schema).toBe('./node_modules/@gauntlet/cli/dist/schemas/config.schema.json');
    expect(existsSync(join(project, config.$schema))).toBe(true);
    const lint = sh('npx --no-install gauntlet-lint', project);
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
  });
});
