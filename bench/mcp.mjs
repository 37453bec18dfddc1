// `gauntlet-lint mcp` (issue 13): how soon a server answers `initialize` after its start, next
// to bare `node -e 0` and a CLI start (interleaved rounds); then a warm server answering
// `lint_receipt` and `lint_plan` on one small input, 200 calls each, through the SDK's own client
// over stdio. Target: median under 5 ms per call.
// Usage: node bench/mcp.mjs [--calls N] [--starts N]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BIN, ROOT, fixtureDir, median, printTable } from './lib.mjs';

if (!existsSync(BIN)) {
  console.error('build first: pnpm build');
  process.exit(2);
}
const args = process.argv.slice(2);
const flag = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const CALLS = flag('--calls', 200);
const STARTS = flag('--starts', 20);

// The SDK is a devDependency of the CLI package: resolve it from there.
const fromCli = createRequire(join(ROOT, 'packages', 'cli', 'package.json'));
const sdk = async (path) => import(pathToFileURL(fromCli.resolve(`@modelcontextprotocol/sdk/${path}`)).href);
const { Client } = await sdk('client/index.js');
const { StdioClientTransport } = await sdk('client/stdio.js');

const H = (c) => c.repeat(64);
const dir = fixtureDir({
  'r.rcpt': ['RCPT v1 build/1-implementer', 'VERDICT  PASS  conf=0.90', 'ARTIFACTS', `  out.log  sha256:${H('a')}  10`, 'TRACE',
    '  1  EXEC   `pnpm test`  exit=0  dur=1.0s  out=out.log#L1-L2', 'CLAIMS', '  tests-pass=true  from=TRACE#1',
    'WITNESS    exec:`pnpm test`  expect-fail=/failed/  ran=TRACE#1', 'SUSPICION  0.10', 'NEXT       (none)', ''].join('\n'),
  'p.md': '# Plan\n\n## Tasks\n\n- [ ] T-1 Add a flag (src/cli.ts)\n',
});

/** Spawns the server, sends `initialize`, resolves with the ms until its answer, then closes it. */
function timeToInitialize() {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, [BIN, 'mcp'], { cwd: dir, stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (!out.includes('\n')) return;
      const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
      child.stdin.end();
      child.on('exit', () => resolve(elapsed));
    });
    child.on('error', reject);
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } })}\n`);
  });
}

const timeSync = (command, argv) => {
  const start = process.hrtime.bigint();
  spawnSync(command, argv, { cwd: dir, stdio: 'ignore' });
  return Number(process.hrtime.bigint() - start) / 1e6;
};

const starts = { node: [], receipt: [], mcp: [] };
for (let round = 0; round < STARTS + 3; round++) {
  const node = timeSync(process.execPath, ['-e', '0']);
  const receipt = timeSync(process.execPath, [BIN, 'receipt', 'r.rcpt']);
  const mcp = await timeToInitialize();
  if (round < 3) continue;
  starts.node.push(node);
  starts.receipt.push(receipt);
  starts.mcp.push(mcp);
}
const row = (name, times) => ({ name, median: median(times), min: Math.min(...times), max: Math.max(...times) });
printTable(`Start, median of ${STARTS} interleaved rounds (ratio to node -e 0)`, [
  row('node -e 0', starts.node),
  row('gauntlet-lint receipt r.rcpt (whole run)', starts.receipt),
  row('gauntlet-lint mcp: spawn to the initialize answer', starts.mcp),
], 'node -e 0');

const client = new Client({ name: 'bench', version: '1' });
await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp'], cwd: dir, stderr: 'inherit' }));
await client.listTools();
const rows = [];
for (const [tool, path] of [['lint_receipt', 'r.rcpt'], ['lint_plan', 'p.md']]) {
  const first = process.hrtime.bigint();
  const answer = await client.callTool({ name: tool, arguments: { path } });
  const firstMs = Number(process.hrtime.bigint() - first) / 1e6;
  if (answer.isError || answer.structuredContent?.schemaVersion !== 1) throw new Error(`${tool}: unexpected answer ${JSON.stringify(answer).slice(0, 300)}`);
  const times = [];
  for (let i = 0; i < CALLS; i++) {
    const start = process.hrtime.bigint();
    await client.callTool({ name: tool, arguments: { path } });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  rows.push({ ...row(`${tool} (warm, ${CALLS} calls)`, times), note: `p90 ${times[Math.floor(times.length * 0.9)].toFixed(2)} ms; first call ${firstMs.toFixed(1)} ms${median(times) < 5 ? '' : '  OVER the 5 ms target'}` });
}
await client.close();
printTable('A warm server over stdio, through the SDK client (target: median < 5 ms)', rows);
