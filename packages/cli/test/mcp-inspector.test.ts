import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../src/commands/index.js';
import { BIN, tempFolder } from './helpers.js';
import { TEST_ENV } from './mcp-client.js';

// The official MCP Inspector in its CLI mode, as a user would run it against the built bin. The
// full package's launcher (its `mcp-inspector` bin) is what starts outside the inspector's tree.
const inspectorDir = dirname(createRequire(__filename).resolve('@modelcontextprotocol/inspector/package.json'));
const bin = (JSON.parse(readFileSync(join(inspectorDir, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin['mcp-inspector'] as string;
const LAUNCHER = join(inspectorDir, bin);

const cwd = tempFolder({
  'drift.md': '# Cleanup\n\n6 orphans found in phase 1.\n5 orphans removed in phase 2.\n',
  'clean.md': '# Notes\n\nsynthesis_dimensions:\n  placement: below the header card\n  cta_tier: secondary\n',
});

function inspect(args: string[]) {
  const out = spawnSync(process.execPath, [LAUNCHER, '--cli', process.execPath, BIN, 'mcp', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...TEST_ENV, HOME: cwd },
    timeout: 120_000,
  });
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(out.stdout) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { status: out.status, stdout: out.stdout, stderr: out.stderr, json };
}

describe('the MCP Inspector (--cli) against gauntlet-lint mcp', () => {
  it('tools/list: every command, lint_files and explain_rule', () => {
    const run = inspect(['--method', 'tools/list']);
    expect(run.status, run.stderr).toBe(0);
    const names = (run.json?.tools as Array<{ name: string }>).map((tool) => tool.name);
    expect(names).toEqual([...COMMANDS.map((command) => `lint_${command.name.replace(/-/g, '_')}`), 'lint_files', 'explain_rule']);
  }, 150_000);

  it('tools/call with --tool-arg key=value: a failing plan, then a passing one with a boolean option', () => {
    const failed = inspect(['--method', 'tools/call', '--tool-name', 'lint_plan', '--tool-arg', 'path=drift.md']);
    expect(failed.status, failed.stderr).toBe(0);
    expect(failed.json).toMatchObject({
      structuredContent: { schemaVersion: 1, command: 'plan', verdict: 'fail', results: [{ id: 'drift.md', findings: [{ rule: 'plan/numeric-drift', severity: 'blocker', line: 4 }] }] },
    });
    expect(failed.json?.isError ?? false).toBe(false);
    const passed = inspect(['--method', 'tools/call', '--tool-name', 'lint_plan', '--tool-arg', 'path=clean.md', '--tool-arg', 'quiet=true']);
    expect(passed.json).toMatchObject({ structuredContent: { verdict: 'pass', summary: { blocker: 0 } } });
  }, 150_000);

  it('tools/call with bad input: an error result with one line', () => {
    const run = inspect(['--method', 'tools/call', '--tool-name', 'lint_plan', '--tool-arg', 'path=../outside.md']);
    expect(run.json).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringMatching(/^input_unreadable: cannot read \.\.\/outside\.md \([^\n]*\)$/) }] });
  }, 150_000);

  it('resources/read: a rule page', () => {
    const run = inspect(['--method', 'resources/read', '--uri', 'gauntlet://rules/plan/numeric-drift']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.json).toMatchObject({ contents: [{ uri: 'gauntlet://rules/plan/numeric-drift', mimeType: 'text/markdown', text: expect.stringMatching(/^# plan\/numeric-drift\n/) }] });
  }, 150_000);
});
