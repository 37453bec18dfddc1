import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers.js';

// Packs every published package, installs the tarballs into a fresh npm project, and uses them
// the way a consumer would: ESM import, CJS require, the bin, and a type-checked consumer file.
// Also runs publint --strict and @arethetypeswrong/cli on every tarball.
const root = join(__dirname, '..', '..', '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const PACKAGES = ['contracts', 'core', 'verifiers', 'hosts', 'cli'];

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

describe('published packages', () => {
  let dir: string;
  let cleanup: () => void;
  let tarballs: string[];

  beforeAll(() => {
    ({ dir, cleanup } = tempDir());
    const packs = join(dir, 'packs');
    mkdirSync(packs);
    for (const name of PACKAGES) run('pnpm', ['pack', '--pack-destination', packs], join(root, 'packages', name));
    tarballs = readdirSync(packs).map((file) => join(packs, file));
    const project = join(dir, 'consumer');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, version: '1.0.0' }));
    // Offline from npm's cache where it holds the third-party dependencies, else the registry.
    const install = (mode: string) => spawnSync('npm', ['install', mode, '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], { cwd: project, encoding: 'utf8' });
    if (install('--offline').status !== 0) run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], project);
  }, 240_000);
  afterAll(() => cleanup?.());

  it('each tarball passes publint --strict and arethetypeswrong', () => {
    expect(tarballs).toHaveLength(PACKAGES.length);
    for (const name of PACKAGES) {
      expect(run(bin('publint'), ['--strict'], join(root, 'packages', name))).toContain('All good');
    }
    for (const tarball of tarballs) {
      const out = spawnSync(bin('attw'), [tarball, '--format', 'ascii'], { encoding: 'utf8' });
      expect(out.status, out.stdout).toBe(0);
    }
    // Ten tool runs: about a minute alone, more than two on a busy two-core machine.
  }, 300_000);

  it('imports from ESM and requires from CJS', () => {
    const project = join(dir, 'consumer');
    const script = `
      const payload = { question: 'Go?', header: 'Way too long header', options: [{ label: 'A' }, { label: 'B' }], multiSelect: false };
      const report = await core.run(verifiers.gatePromptVerifier, [{ id: 'x.json', input: payload }]);
      if (report.verdict !== 'fail' || report.results[0].findings[0].reason !== contracts.GatePromptReason.gate_prompt_header_too_long) throw new Error('unexpected report');
      if (!contracts.ReportSchema.safeParse(report).success) throw new Error('report does not match its schema');
      console.log(core.formatReport(report, 'json').length > 0 ? 'ok' : 'empty');`;
    writeFileSync(join(project, 'esm.mjs'), `import * as core from '@gauntlet/core';\nimport * as verifiers from '@gauntlet/verifiers';\nimport * as contracts from '@gauntlet/contracts';\n${script}`);
    writeFileSync(
      join(project, 'cjs.cjs'),
      `const core = require('@gauntlet/core');\nconst verifiers = require('@gauntlet/verifiers');\nconst contracts = require('@gauntlet/contracts');\n(async () => {${script}})().catch((e) => { console.error(e); process.exit(1); });`,
    );
    expect(execFileSync(process.execPath, ['esm.mjs'], { cwd: project, encoding: 'utf8' }).trim()).toBe('ok');
    expect(execFileSync(process.execPath, ['cjs.cjs'], { cwd: project, encoding: 'utf8' }).trim()).toBe('ok');
    const codes = execFileSync(process.execPath, ['-e', "console.log(Object.keys(require('@gauntlet/contracts/codes')).includes('GatePromptReason'))"], { cwd: project, encoding: 'utf8' });
    expect(codes.trim()).toBe('true');
    expect(existsSync(join(project, 'node_modules', '@gauntlet', 'contracts', 'schemas', 'report.schema.json'))).toBe(true);
  });

  it('installs the gauntlet-lint bin', () => {
    const project = join(dir, 'consumer');
    const version = execFileSync(join(project, 'node_modules', '.bin', 'gauntlet-lint'), ['--version'], { cwd: project, encoding: 'utf8' });
    expect(version.trim()).toMatch(/^\d+\.\d+\.\d+/);
    const cjs = execFileSync(process.execPath, ['-e', "console.log(typeof require('@gauntlet/cli').runCli)"], { cwd: project, encoding: 'utf8' });
    expect(cjs.trim()).toBe('function');
    const sdk = execFileSync(process.execPath, ['-e', "console.log(typeof require('@gauntlet/cli/agent-sdk').gauntletHooks, typeof require('@gauntlet/hosts').decideHook)"], { cwd: project, encoding: 'utf8' });
    expect(sdk.trim()).toBe('function function');
    const esm = execFileSync(process.execPath, ['--input-type=module', '-e', "const { gauntletHooks } = await import('@gauntlet/cli/agent-sdk'); console.log(Object.keys(gauntletHooks()).join(','))"], { cwd: project, encoding: 'utf8' });
    expect(esm.trim()).toBe('PreToolUse,PostToolUse,SubagentStop,Stop');
  });

  it('type-checks a consumer file (NodeNext, strict)', () => {
    const project = join(dir, 'consumer');
    writeFileSync(
      join(project, 'consumer.mts'),
      `import { defineRule, defineVerifier, run, all, createMemoryHost, type Verifier } from '@gauntlet/core';
import { gatePromptVerifier } from '@gauntlet/verifiers';
import { type Report, GatePromptReason } from '@gauntlet/contracts';
import { runCli } from '@gauntlet/cli';
const custom = defineRule<unknown>({ id: 'host/non-empty', description: 'd', severity: 'warning', reasons: ['empty'], check(input, { report }) { if (!input) report({ reason: 'empty', message: 'Empty.' }); } });
const mine: Verifier<unknown> = defineVerifier<unknown>({ id: 'host', description: 'd', rules: [custom] });
const gate = all(gatePromptVerifier, mine);
const report: Report = await run(gate, [{ id: 'x', input: {} }], { host: createMemoryHost() });
const reason: GatePromptReason = 'gate_prompt_malformed';
export { report, reason, runCli };
`,
    );
    writeFileSync(join(project, 'consumer.cts'), `import core = require('@gauntlet/core');\nimport type { Finding } from '@gauntlet/contracts';\nexport const f: Finding[] = [];\nexport const v = core.VERSION;\n`);
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, skipLibCheck: false, types: [] }, files: ['consumer.mts', 'consumer.cts'] }),
    );
    const tsc = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], { cwd: project, encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 60_000);
});
