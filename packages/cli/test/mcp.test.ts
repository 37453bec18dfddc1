import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Report } from '@gauntlet/contracts/codes';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../src/commands/index.js';
import { BIN, tempFolder } from './helpers.js';
import { type McpSession, TEST_ENV, errorLine, startMcp } from './mcp-client.js';

const REPO = join(__dirname, '..', '..', '..');
const DRIFT_PLAN = '# Cleanup\n\n6 orphans found in phase 1.\n5 orphans removed in phase 2.\n';
const CLEAN_PLAN = '# Notes\n\nsynthesis_dimensions:\n  placement: below the header card\n  cta_tier: secondary\n';
const SECRET = 'TOP-SECRET-OUTSIDE-THE-ROOT';

let outside: string;
let cwd: string;
let mcp: McpSession;

beforeAll(async () => {
  outside = tempFolder({ 'secret.md': `${SECRET}\n` });
  cwd = tempFolder({
    'clean.md': CLEAN_PLAN,
    'drift.md': DRIFT_PLAN,
    'notes.txt': 'not mapped\n',
    'binary.md': new Uint8Array([0x23, 0x20, 0xc3, 0x0a]),
    'gauntlet.config.json': JSON.stringify({ files: { '**/*.md': 'plan' } }),
  });
  symlinkSync(join(outside, 'secret.md'), join(cwd, 'link.md'));
  symlinkSync(outside, join(cwd, 'out'));
  mkdirSync(join(cwd, 'big'));
  // A sparse file one byte over the CLI's 64 MiB input cap: refused from its size, never read.
  writeFileSync(join(cwd, 'big', 'huge.md'), '');
  truncateSync(join(cwd, 'big', 'huge.md'), 64 * 1024 * 1024 + 1);
  mcp = await startMcp(cwd, ['--max-text-bytes', '4096']);
});
afterAll(() => mcp?.close());

describe('gauntlet-lint mcp: what a client sees', () => {
  it('lists one tool per command, lint_files and explain_rule, read-only and idempotent', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([...COMMANDS.map((command) => `lint_${command.name.replace(/-/g, '_')}`), 'lint_files', 'explain_rule']);
    for (const tool of tools) {
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false });
      expect(tool.description?.length).toBeGreaterThan(40);
      expect(tool.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
    }
    const receipt = tools.find((tool) => tool.name === 'lint_receipt');
    expect(receipt?.inputSchema.properties).toMatchObject({
      path: { type: 'string' },
      text: { type: 'string' },
      tier2: { type: 'boolean' },
      root: { type: 'array', items: { type: 'string' } },
      bind_only: { type: 'boolean' },
      max_warnings: { type: 'integer', minimum: 0 },
    });
    const patches = tools.find((tool) => tool.name === 'lint_patches');
    expect(Object.keys(patches?.inputSchema.properties ?? {})).not.toContain('path');
    const reportSchema = JSON.parse(readFileSync(join(REPO, 'packages', 'contracts', 'schemas', 'report.schema.json'), 'utf8'));
    for (const tool of tools.filter((candidate) => candidate.name.startsWith('lint_'))) {
      expect(tool.outputSchema).toEqual({ $schema: reportSchema.$schema, ...reportSchema.$defs.Report, $defs: reportSchema.$defs });
    }
    expect(tools.find((tool) => tool.name === 'explain_rule')?.outputSchema).toBeUndefined();
  });

  it('introduces itself: name, version, instructions, tools and resources', () => {
    expect(mcp.client.getServerVersion()).toMatchObject({ name: 'gauntlet-lint', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(mcp.client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
    expect(mcp.client.getInstructions()).toMatch(/lint_<command>/);
  });

  it('text alone is standard input; text with a path is that file', async () => {
    const stdin = await mcp.call('lint_plan', { text: DRIFT_PLAN });
    expect((stdin.structuredContent as unknown as Report).results[0]).toMatchObject({ id: '-', verdict: 'fail' });
    const named = await mcp.call('lint_plan', { path: 'clean.md', text: DRIFT_PLAN });
    expect((named.structuredContent as unknown as Report).results[0]).toMatchObject({ id: 'clean.md', verdict: 'fail' });
    const absolute = await mcp.call('lint_plan', { path: join(cwd, 'drift.md') });
    expect((absolute.structuredContent as unknown as Report).results[0]).toMatchObject({ id: join(cwd, 'drift.md'), verdict: 'fail' });
  });
});

describe('gauntlet-lint mcp: bad input is an error result with one line, and the server keeps serving', () => {
  const cases: Array<[string, string, Record<string, unknown>, string | RegExp]> = [
    ['an unknown property', 'lint_plan', { path: 'clean.md', colour: true }, 'usage: lint_plan: unknown property "colour" (properties: path, text, repo, max_warnings, quiet, config)'],
    ['a wrong type', 'lint_plan', { path: 'clean.md', quiet: 'yes' }, 'usage: plan: option "quiet" expects true or false (got "yes")'],
    ['a negative max_warnings', 'lint_plan', { path: 'clean.md', max_warnings: -1 }, 'usage: plan: option "max_warnings" expects a non-negative integer (got -1)'],
    ['a path with ..', 'lint_plan', { path: '../secret.md' }, /^input_unreadable: cannot read \.\.\/secret\.md \("\.\." segments are not allowed; inputs must stay inside the working directory .*\)$/],
    ['an absolute path outside', 'lint_plan', { path: '/etc/hostname' }, /^input_unreadable: cannot read \/etc\/hostname \(it is outside the working directory; /],
    ['a link to a file outside', 'lint_plan', { path: 'link.md' }, /^input_unreadable: cannot read link\.md \(link\.md resolves outside the root through a symlink; /],
    ['a path under a link to a folder outside', 'lint_plan', { path: 'out/secret.md' }, /^input_unreadable: cannot read out\/secret\.md \(/],
    ['an option path outside', 'lint_plan', { path: 'clean.md', repo: '../..' }, /^input_unreadable: cannot read --repo "\.\.\/\.\." \(/],
    ['a text over the cap', 'lint_plan', { text: 'x'.repeat(4097) }, 'input_unreadable: cannot read the text (4097 characters is over the 4096-byte input cap)'],
    ['a file over the cap', 'lint_plan', { path: 'big/huge.md' }, /^input_unreadable: cannot read big\/huge\.md \(.*67108865 bytes.*cap\)$/],
    ['invalid UTF-8 where UTF-8 is required', 'lint_checklist', { path: 'binary.md' }, 'input_invalid: binary.md is not valid UTF-8'],
    ['a missing file', 'lint_plan', { path: 'nope.md' }, 'input_missing: cannot read nope.md (no such file)'],
    ['no input', 'lint_plan', {}, 'usage: plan needs an input: give its text, or the path of a file'],
    ['an unknown tool', 'lint_nothing', {}, 'usage: unknown tool "lint_nothing"'],
    ['an unknown rule', 'explain_rule', { rule: 'plan/no-such-rule' }, /^input_missing: no rule "plan\/no-such-rule"/],
    ['a rule id that is a path', 'explain_rule', { rule: '../../package' }, /^input_missing: no rule/],
  ];

  for (const [what, tool, args, expected] of cases) {
    it(what, async () => {
      const result = await mcp.call(tool, args);
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toBeUndefined();
      const line = errorLine(result);
      expect(line).not.toMatch(/[\r\n]/);
      expect(line).not.toContain(SECRET);
      if (typeof expected === 'string') expect(line).toBe(expected);
      else expect(line).toMatch(expected);
    });
  }

  it('still answers after every error above, without a stack trace on stderr', async () => {
    const result = await mcp.call('lint_plan', { path: 'drift.md' });
    expect(result.isError ?? false).toBe(false);
    expect((result.structuredContent as unknown as Report).verdict).toBe('fail');
    expect(mcp.stderr()).not.toMatch(/\n\s+at /);
  });

  it('drops a message over the message cap (six times the text cap) and keeps serving', async () => {
    const huge = mcp.client.callTool({ name: 'lint_plan', arguments: { text: 'y'.repeat(6 * 4096 + 2 * 1024 * 1024) } }, undefined, { timeout: 1500 });
    await expect(huge).rejects.toThrow(/timed out/i);
    expect(mcp.stderr()).toMatch(/gauntlet-lint mcp: dropped a message of more than \d+ bytes/);
    const next = await mcp.call('lint_plan', { path: 'clean.md' });
    expect((next.structuredContent as unknown as Report).verdict).toBe('pass');
  });
});

describe('gauntlet-lint mcp: lint_files and explain_rule', () => {
  it('lint_files routes through the config, says which paths it skipped, and equals the CLI', async () => {
    const result = await mcp.call('lint_files', { paths: ['clean.md', 'notes.txt', 'drift.md'] });
    const report = result.structuredContent as unknown as Report;
    expect(report.command).toBe('lint');
    expect(report.verdict).toBe('fail');
    expect(report.results.map((entry) => [entry.id, entry.verdict])).toEqual([['clean.md', 'pass'], ['drift.md', 'fail']]);
    expect(result.content[0]).toMatchObject({ type: 'text', text: expect.stringContaining('Skipped (no "files" glob of the config maps them): notes.txt') });
    const cli = spawnSync(process.execPath, [BIN, '--format', 'json', 'clean.md', 'notes.txt', 'drift.md'], { cwd, encoding: 'utf8', env: { ...TEST_ENV, HOME: cwd } });
    expect(cli.status).toBe(1);
    expect(JSON.stringify(report)).toBe(JSON.stringify(JSON.parse(cli.stdout)));
  });

  it('explain_rule answers with the rule\'s page', async () => {
    const result = await mcp.call('explain_rule', { rule: 'plan/numeric-drift' });
    expect(result.isError ?? false).toBe(false);
    expect(result.content[0]).toEqual({ type: 'text', text: readFileSync(join(REPO, 'docs', 'rules', 'plan', 'numeric-drift.md'), 'utf8') });
  });
});

describe('gauntlet-lint mcp: resources', () => {
  it('lists every rule page and every JSON Schema, and templates for both', async () => {
    const { resources } = await mcp.client.listResources();
    const byUri = new Map(resources.map((resource) => [resource.uri, resource]));
    expect(byUri.get('gauntlet://rules/plan/numeric-drift')).toMatchObject({ name: 'plan/numeric-drift', mimeType: 'text/markdown', description: expect.stringMatching(/orphan count/) });
    expect(byUri.get('gauntlet://rules/receipt/verdict')).toBeDefined();
    expect(byUri.get('gauntlet://schemas/report.schema.json')).toMatchObject({ mimeType: 'application/schema+json' });
    expect(byUri.get('gauntlet://schemas/config.schema.json')).toBeDefined();
    expect(resources.filter((resource) => resource.uri.startsWith('gauntlet://rules/')).length).toBeGreaterThan(100);
    const { resourceTemplates } = await mcp.client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual(['gauntlet://rules/{family}/{rule}', 'gauntlet://schemas/{name}.schema.json']);
  });

  it('reads a rule page and a schema exactly as published', async () => {
    const page = await mcp.client.readResource({ uri: 'gauntlet://rules/receipt/verdict' });
    expect(page.contents).toEqual([{ uri: 'gauntlet://rules/receipt/verdict', mimeType: 'text/markdown', text: readFileSync(join(REPO, 'docs', 'rules', 'receipt', 'verdict.md'), 'utf8') }]);
    const schema = await mcp.client.readResource({ uri: 'gauntlet://schemas/report.schema.json' });
    expect(schema.contents[0]).toMatchObject({ mimeType: 'application/schema+json', text: readFileSync(join(REPO, 'packages', 'contracts', 'schemas', 'report.schema.json'), 'utf8') });
  });

  it('an unknown resource is the protocol\'s "not found" error, and the server keeps serving', async () => {
    for (const uri of ['gauntlet://rules/plan/nope', 'gauntlet://rules/../../etc/passwd', 'gauntlet://schemas/nope.schema.json', 'file:///etc/passwd']) {
      const error = await mcp.client.readResource({ uri }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(McpError);
      expect((error as McpError).code).toBe(-32002);
    }
    expect((await mcp.call('lint_plan', { path: 'clean.md' })).isError ?? false).toBe(false);
  });
});

describe('gauntlet-lint mcp: the mode on the command line', () => {
  const run = (args: string[], input = '') => spawnSync(process.execPath, [BIN, 'mcp', ...args], { cwd, input, encoding: 'utf8', env: { ...TEST_ENV, HOME: cwd } });

  it('exits 0 with nothing on stdout when the client closes stdin', () => {
    const out = run([]);
    expect(out.status).toBe(0);
    expect(out.stdout).toBe('');
  });

  it('--cwd serves another folder; a bad --cwd or an argument is exit 2 with one line', async () => {
    const other = await startMcp(tempFolder(), ['--cwd', cwd]);
    try {
      const result = await other.call('lint_plan', { path: 'drift.md' });
      expect((result.structuredContent as unknown as Report).results[0]).toMatchObject({ id: 'drift.md', verdict: 'fail' });
    } finally {
      await other.close();
    }
    const missing = run(['--cwd', 'no/such/dir']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe('gauntlet-lint: mcp: cannot use --cwd "no/such/dir" (no such directory)\n');
    expect(missing.stdout).toBe('');
    const extra = run(['extra']);
    expect(extra.status).toBe(2);
    expect(extra.stderr.split('\n')).toHaveLength(2);
    expect(run(['--max-text-bytes', 'lots']).status).toBe(2);
  });

  it('--help describes the mode', () => {
    const out = run(['--help']);
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/^Usage: gauntlet-lint mcp \[--cwd DIR\]/);
    expect(out.stdout).toContain('docs/guides/mcp.md');
  });
});
