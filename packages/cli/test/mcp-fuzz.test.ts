import { ReportSchema } from '@gauntlet/contracts';
import { createMemoryHost } from '@gauntlet/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesDocsDir, schemasDir } from '../src/modes/mcp/package-files.js';
import { createMcpServer } from '../src/modes/mcp/server.js';

/**
 * Hostile tool arguments for every tool, through the SDK's client and the server in-process
 * (an in-memory transport, an in-memory host). Every call answers: a schema-valid report, a
 * rule page, or an error result with one line that is not an internal error; nothing outside the
 * working directory is ever read; the server keeps answering.
 */
const SECRET = 'SECRET-OUTSIDE-THE-ROOT-7f3a';
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const host = createMemoryHost({
  cwd: '/work',
  files: {
    'plan.md': '# Plan\n\n6 orphans found.\n5 orphans removed.\n',
    'r.rcpt': 'RCPT v1 build/1-a\nVERDICT  PASS  conf=0.90\nARTIFACTS (none)\nTRACE\n  1  READ  run.log\nCLAIMS (none)\nWITNESS    grep:run.log  expect-fail=/boom!/  ran=TRACE#1\nSUSPICION  0.10\nNEXT       (none)\n',
    'p.json': '{"api": ["src/api/"], "ui": ["src/ui/"]}',
    'l.jsonl': '{"dispatch_id": "1-a", "phase": "build:plan/2", "rcpt_sha256": "x", "verdict": "PASS"}\n',
    'bad.bin': new Uint8Array([0xff, 0xfe, 0x00, 0x0d, 0x0a, 0xc3]),
    'dir/inner.md': '# inner\n',
    'gauntlet.config.json': JSON.stringify({ files: { '**/*.md': 'plan', '**/*.rcpt': 'receipt' } }),
    '/outside/secret.md': `${SECRET}\n`,
  },
  symlinks: { 'link.md': '/outside/secret.md', out: '/outside', loop: 'loop' },
});

const PATHS = [
  'plan.md', 'r.rcpt', 'p.json', 'l.jsonl', 'bad.bin', 'dir', 'dir/inner.md', 'missing.md', '.', '-', '', 'link.md', 'out/secret.md', 'loop',
  '../outside/secret.md', '/outside/secret.md', '/work/plan.md', '/work/../outside/secret.md', 'dir/../../outside/secret.md', 'a\0b', '\u202e.md',
  'C:\\Windows\\win.ini', '\\\\server\\share', '/proc/self/environ', 'x'.repeat(5000),
];
const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PATHS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\r\n', '\ud800', '--format=sarif', '--output-file=/tmp/x', '-- plan.md', '$(touch /tmp/pwned)', '*', '**/*', '[', '(a+)+$') },
);
const hostileText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.constantFrom('RCPT v1 build/1-a\nVERDICT  PASS\n', '{"a": ["x"], "b": ["x"]}', '\ufeff# Plan\r\n6 orphans\r\n5 orphans\r\n'),
);
const anyValue = fc.oneof(
  hostileString,
  fc.boolean(),
  fc.integer({ min: -3, max: 3 }),
  fc.double(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

type PropertySchema = { type?: string };

function valueFor(name: string, schema: PropertySchema): fc.Arbitrary<unknown> {
  const typed =
    name === 'text' ? hostileText
      : schema.type === 'boolean' ? fc.boolean()
        : schema.type === 'integer' ? fc.integer({ min: -2, max: 5 })
          : schema.type === 'array' ? fc.array(hostileString, { maxLength: 3 })
            : hostileString;
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: anyValue });
}

const READABLE = ['plan.md', 'r.rcpt', 'p.json', 'l.jsonl', 'dir/inner.md', 'bad.bin'];
const RULES = ['plan/numeric-drift', 'receipt/verdict', 'core/input-too-large', 'plan/nope', '../../etc/passwd', 'plan', 'PLAN/NUMERIC-DRIFT', 'plan/numeric-drift/x'];

/** The input (a readable file mostly, else hostile), up to two options, rarely a name the tool does not have. */
function argumentsFor(tool: Tool): fc.Arbitrary<Record<string, unknown>> {
  const properties = (tool.inputSchema.properties ?? {}) as Record<string, PropertySchema>;
  const names = Object.keys(properties);
  const inputs: Array<fc.Arbitrary<Record<string, unknown>>> = [fc.constant({})];
  if ('path' in properties) inputs.push(fc.constantFrom(...READABLE).map((path) => ({ path })), hostileString.map((path) => ({ path })));
  if ('text' in properties) inputs.push(hostileText.map((text) => ({ text })), fc.tuple(fc.constantFrom(...READABLE), hostileText).map(([path, text]) => ({ path, text })));
  if ('paths' in properties) inputs.push(fc.array(fc.oneof(fc.constantFrom(...READABLE), hostileString), { maxLength: 4 }).map((paths) => ({ paths })));
  if ('rule' in properties) inputs.push(fc.oneof(fc.constantFrom(...RULES), hostileString).map((rule) => ({ rule })));
  const optionNames = names.filter((name) => !['path', 'text', 'paths', 'rule'].includes(name));
  const options =
    optionNames.length === 0
      ? fc.constant({})
      : fc.subarray(optionNames, { maxLength: 2 }).chain((chosen) =>
          fc.record(Object.fromEntries(chosen.map((name) => [name, valueFor(name, properties[name] ?? {})]))),
        );
  const extra = fc.oneof(
    { weight: 9, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('colour', '__proto__', 'format', 'output_file', 'bind-only', ''), anyValue) },
  );
  return fc.tuple(fc.oneof(...inputs), options, extra).map(([input, chosen, more]) => ({ ...input, ...chosen, ...(more ? { [more[0]]: more[1] } : {}) }));
}

let client: Client;
let tools: Tool[];

beforeAll(async () => {
  const server = createMcpServer({ environment: { host, env: {}, maxTextBytes: 64 * 1024 }, docsDir: rulesDocsDir(), schemasDir: schemasDir() });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  client = new Client({ name: 'fuzz', version: '1.0.0' });
  await client.connect(clientSide);
  tools = (await client.listTools()).tools;
});
afterAll(() => client?.close());

const seen = { reports: 0, errors: 0 };

function check(name: string, result: CallToolResult): void {
  expect(JSON.stringify(result)).not.toContain(SECRET);
  if (result.isError) {
    seen.errors++;
    expect(result.content).toHaveLength(1);
    const line = result.content[0]?.type === 'text' ? result.content[0].text : '';
    expect(line).toMatch(/^(usage|input_missing|input_unreadable|input_invalid|config_invalid): /);
    expect(line).not.toMatch(/[\r\n]/);
    return;
  }
  if (name === 'explain_rule') {
    expect(result.content[0]).toMatchObject({ type: 'text', text: expect.stringMatching(/^# /) });
    return;
  }
  expect(ReportSchema.safeParse(result.structuredContent).success).toBe(true);
  seen.reports++;
}

describe('fuzz: hostile arguments for every tool', () => {
  it('lists every tool it will fuzz', () => {
    expect(tools.length).toBeGreaterThan(20);
  });

  it.each(['lint_receipt', 'lint_plan', 'lint_partition', 'lint_files', 'explain_rule', 'lint_patches', 'lint_tdd', 'lint_spec_pr'])('%s is among them', (name) => {
    expect(tools.map((tool) => tool.name)).toContain(name);
  });

  it('every tool survives hostile arguments', async () => {
    for (const tool of tools) {
      let count = 0;
      await fc.assert(
        fc.asyncProperty(argumentsFor(tool), async (args) => {
          count++;
          const result = (await client.callTool({ name: tool.name, arguments: args })) as CallToolResult;
          check(tool.name, result);
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2147483647) },
      );
      expect(count, tool.name).toBe(RUNS);
    }
    // Both kinds of answer were exercised, and the server is still serving, and still right.
    expect(seen.reports).toBeGreaterThan(tools.length);
    expect(seen.errors).toBeGreaterThan(tools.length);
    const after = (await client.callTool({ name: 'lint_plan', arguments: { path: 'plan.md' } })) as CallToolResult;
    expect(after.structuredContent).toMatchObject({ verdict: 'fail' });
  }, 600_000);
});
