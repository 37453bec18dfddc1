import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from './helpers.js';

// What the bin loads decides how fast it starts (bench/startup.mjs measures the time). These
// tests pin the structure instead, which does not flake: each command loads only its own code.
const dir = mkdtempSync(join(tmpdir(), 'gauntlet-footprint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const binDir = dirname(BIN);
const report = join(dir, 'report-loaded.cjs');
writeFileSync(
  report,
  `process.on('exit', () => require('fs').writeFileSync(process.env.LOADED_OUT, JSON.stringify({ files: Object.keys(require.cache).filter((f) => f.startsWith(${JSON.stringify(binDir)})), streams: process.moduleLoadList.includes('NativeModule stream') })));\n`,
);
writeFileSync(join(dir, 'p.md'), '# Plan\n\n## Tasks\n\n- [ ] T-1 Add a flag (src/cli.ts)\n');
writeFileSync(
  join(dir, 'r.rcpt'),
  ['RCPT v1 build/1-implementer', 'VERDICT  PASS  conf=0.90', 'ARTIFACTS', `  out.log  sha256:${'a'.repeat(64)}  10`, 'TRACE',
    '  1  EXEC   `pnpm test`  exit=0  dur=1.0s  out=out.log#L1-L2', 'CLAIMS', '  tests-pass=true  from=TRACE#1',
    'WITNESS    exec:`pnpm test`  expect-fail=/failed/  ran=TRACE#1', 'SUSPICION  0.10', 'NEXT       (none)', ''].join('\n'),
);

/** The bin's files a run loads, with their text. */
interface Loaded {
  files: string[];
  bytes: number;
  text: string;
  /** Whether Node's stream modules were loaded (creating process.stdout or process.stderr does). */
  streams: boolean;
}

function loaded(args: string[]): Loaded {
  return loadedWithInput(args, '');
}

function loadedWithInput(args: string[], input: string): Loaded {
  const out = join(dir, `loaded-${args.join('-').replace(/\W/g, '')}.json`);
  spawnSync(process.execPath, ['-r', report, BIN, ...args], { cwd: dir, env: { ...process.env, LOADED_OUT: out }, encoding: 'utf8', input });
  const { files, streams } = JSON.parse(readFileSync(out, 'utf8')) as { files: string[]; streams: boolean };
  const texts = files.map((file) => readFileSync(file, 'utf8'));
  return { files, bytes: texts.reduce((sum, text) => sum + text.length, 0), text: texts.join('\n'), streams };
}

// Markers inside the lazily loaded parts: the safe-regex engine, zod, remark, micromatch (picomatch).
const ENGINE = /this\.name = "RegexBudgetExceeded"/;
const ZOD = /ZodError/;
const REMARK = /micromark/;
const MICROMATCH = /POSIX_REGEX_SOURCE/;
// The MCP SDK (mcp mode only), and Ajv, which the bin never bundles.
const MCP_SDK = /Server does not support/;
const AJV = /strictTuples/;

describe('start-up footprint of the built bin', () => {
  it('--version loads the argument parser and little else', () => {
    const run = loaded(['--version']);
    // The CLI's core (formatters, findings cap, budgets) and the mode table (mcp, init, hook,
    // serve) load with the argument parser; every heavy part stays out (the markers below).
    expect(run.bytes).toBeLessThan(178_000);
    for (const marker of [ENGINE, ZOD, REMARK, MICROMATCH, MCP_SDK]) expect(run.text).not.toMatch(marker);
  });

  it('plan loads its own family, not the regex engine, zod, remark or micromatch', () => {
    const run = loaded(['plan', 'p.md']);
    // Two of them are small chunks the bundler splits out because lazy modes share them with the
    // CLI's core: the option readers, and the hook endpoint (init claude --http, serve).
    expect(run.files.length).toBeLessThan(17);
    // Includes the Python re translator and its CPython parser (~55 KB; docs/architecture.md,
    // "Python compatibility"), which only the commands running Python patterns load, and the
    // input layer's budgets and findings cap (~9 KB) every command loads, and the mode table.
    expect(run.bytes).toBeLessThan(318_000);
    for (const marker of [ENGINE, ZOD, REMARK, MICROMATCH, MCP_SDK]) expect(run.text).not.toMatch(marker);
  });

  it('receipt loads the regex engine (its witnesses are input patterns), still no zod or remark', () => {
    const run = loaded(['receipt', 'r.rcpt']);
    expect(run.text).toMatch(ENGINE);
    for (const marker of [ZOD, REMARK, MCP_SDK]) expect(run.text).not.toMatch(marker);
  });

  it('a valid config loads no zod (the zod-free check vouches for it); one it cannot vouch for brings zod in for the error', () => {
    writeFileSync(join(dir, 'gauntlet.config.json'), JSON.stringify({ rules: {}, hooks: { stop: { enabled: false } } }));
    try {
      expect(loaded(['plan', 'p.md']).text).not.toMatch(ZOD);
      writeFileSync(join(dir, 'gauntlet.config.json'), JSON.stringify({ rules: { 'plan/x': 'loud' } }));
      const run = loaded(['plan', 'p.md']);
      expect(run.text).toMatch(ZOD);
      expect(run.text).not.toMatch(MCP_SDK);
      // The config schema and zod, not every artifact schema nor zod's 45 locales.
      expect(run.bytes).toBeLessThan(700_000);
    } finally {
      rmSync(join(dir, 'gauntlet.config.json'));
    }
  });

  it('hook with a passing receipt and a hooks config loads the receipt family, no zod, remark or MCP SDK', () => {
    writeFileSync(join(dir, 'gauntlet.config.json'), JSON.stringify({ files: { '*.md': 'plan' }, hooks: { subagentStop: { requireReceipt: ['*'] } } }));
    const payload = join(dir, 'payload.json');
    const receipt = readFileSync(join(dir, 'r.rcpt'), 'utf8');
    writeFileSync(payload, JSON.stringify({ hook_event_name: 'SubagentStop', cwd: dir, session_id: 's', transcript_path: '/t', stop_hook_active: false, agent_id: 'a', agent_type: 'x', agent_transcript_path: '/t', last_assistant_message: receipt }));
    try {
      const run = loadedWithInput(['hook', 'SubagentStop'], readFileSync(payload, 'utf8'));
      expect(run.text).toMatch(ENGINE);
      for (const marker of [ZOD, REMARK, MCP_SDK, AJV]) expect(run.text).not.toMatch(marker);
      // It allows silently: nothing is written, so process.stdout and process.stderr are never
      // created and Node's stream modules (several ms of start-up) are never loaded.
      expect(run.streams).toBe(false);
      // The control: a hook that answers (a block) writes its JSON on stdout, through a stream.
      const failing = JSON.parse(readFileSync(payload, 'utf8')) as Record<string, unknown>;
      failing.last_assistant_message = 'Done.\n\nRCPT v1.1 build/1-implementer\nVERDICT  PASS\n';
      expect(loadedWithInput(['hook', 'SubagentStop'], JSON.stringify(failing)).streams).toBe(true);
    } finally {
      rmSync(join(dir, 'gauntlet.config.json'));
    }
  });

  it('mcp loads the SDK and zod, but no family (each loads on its first call), no Ajv, regex engine, remark or micromatch', () => {
    const run = loaded(['mcp']);
    expect(run.text).toMatch(MCP_SDK);
    expect(run.text).toMatch(ZOD);
    for (const marker of [AJV, ENGINE, REMARK, MICROMATCH]) expect(run.text).not.toMatch(marker);
    // Command chunks are named run-*.js: none is loaded before a tool is called.
    expect(run.files.filter((file) => /[\\/]run-[^\\/]*\.js$/.test(file))).toEqual([]);
    expect(run.bytes).toBeLessThan(706_000);
  });
});
