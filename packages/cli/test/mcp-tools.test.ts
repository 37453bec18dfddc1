import { spawnSync } from 'node:child_process';
import type { Report } from '@gauntlet/contracts/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../src/commands/index.js';
import { BIN, tempFolder } from './helpers.js';
import { type McpCase, MCP_CASES, MCP_FILES } from './mcp-fixtures.js';
import { type McpSession, TEST_ENV, startMcp } from './mcp-client.js';

// Every command as a tool, on a passing and a failing input of our own, through the SDK's client
// over a real stdio transport; each answer must equal what the command line prints.
let cwd: string;
let mcp: McpSession;

beforeAll(async () => {
  cwd = tempFolder(MCP_FILES);
  mcp = await startMcp(cwd);
});
afterAll(() => mcp?.close());

function cliJson(run: McpCase) {
  const out = spawnSync(process.execPath, [BIN, ...run.argv, '--format', 'json'], { cwd, input: run.stdin ?? '', encoding: 'utf8', env: { ...TEST_ENV, HOME: cwd } });
  return { status: out.status, stdout: out.stdout, stderr: out.stderr };
}

describe('every lint_<command> over stdio equals `gauntlet-lint <command> --format json`', () => {
  it('has a passing and a failing case for every command', () => {
    expect(COMMANDS.map((command) => command.name).filter((name) => !MCP_CASES[name])).toEqual([]);
  });

  for (const command of COMMANDS) {
    const name = `lint_${command.name.replace(/-/g, '_')}`;
    it(`${name}: pass and fail, byte-equal to the CLI`, async () => {
      const cases = MCP_CASES[command.name];
      if (!cases) throw new Error(`no MCP case for ${command.name}`);

      const passed = await mcp.call(name, cases.pass.args);
      expect(passed.isError ?? false).toBe(false);
      const passReport = passed.structuredContent as unknown as Report;
      expect(passReport.verdict).toBe('pass');
      expect(passReport.command).toBe(command.name);
      expect(passReport.summary.blocker).toBe(0);
      const passCli = cliJson(cases.pass);
      expect(passCli.status, passCli.stderr).toBe(0);
      expect(JSON.stringify(passed.structuredContent)).toBe(JSON.stringify(JSON.parse(passCli.stdout)));
      expect(passed.content[0]).toMatchObject({ type: 'text', text: expect.stringMatching(new RegExp(`^${command.name}: PASS \\(`)) });

      const failed = await mcp.call(name, cases.fail.args);
      expect(failed.isError ?? false).toBe(false);
      const failReport = failed.structuredContent as unknown as Report;
      expect(failReport.verdict).toBe('fail');
      expect(failReport.summary.blocker).toBeGreaterThan(0);
      const blocker = failReport.results.flatMap((result) => result.findings).find((finding) => finding.severity === 'blocker');
      expect(blocker?.rule).toMatch(new RegExp(`^(${command.families.join('|')})/`));
      const failCli = cliJson(cases.fail);
      expect(failCli.status, failCli.stderr).toBe(1);
      expect(JSON.stringify(failed.structuredContent)).toBe(JSON.stringify(JSON.parse(failCli.stdout)));
      const text = failed.content[0]?.type === 'text' ? failed.content[0].text : '';
      expect(text).toMatch(new RegExp(`^${command.name}: FAIL \\(`));
      expect(text).toContain(`blocker ${blocker?.rule} (${blocker?.reason})`);
    });
  }
});
