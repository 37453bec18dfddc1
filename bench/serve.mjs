// `gauntlet-lint serve` (issue 14): the warm path of Claude Code hooks, next to the command hook it
// replaces. Loopback only and bounded: one server on 127.0.0.1, a fixed number of requests
// (default 2,000, 8 at a time), then it stops the server (SIGTERM, which must exit 0). Every
// answer must be the bytes `gauntlet-lint hook` prints for the same payload, else it counts as an
// error. Target: 0 errors, and the median answer for a SubagentStop with a small receipt under 5 ms.
// Usage: node bench/serve.mjs [--requests N] [--concurrency N] [--runs N]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { BIN, fixtureDir, hookBenchReceipt, median, printTable } from './lib.mjs';

if (!existsSync(BIN)) {
  console.error('build first: pnpm build');
  process.exit(2);
}
const args = process.argv.slice(2);
const flag = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const REQUESTS = Math.min(flag('--requests', 2000), 100_000);
const CONCURRENCY = Math.min(flag('--concurrency', 8), 64);
const RUNS = flag('--runs', Number(process.env.BENCH_RUNS ?? 20));
const DEADLINE_MS = 300_000;
const TOKEN = 'bench-token-0123456789abcdef';

const config = {
  files: { 'turns/*.txt': 'marker' },
  hooks: { maxFindings: 5, subagentStop: { requireReceipt: ['*-implementer'] }, preToolUse: { ledgerGuard: true } },
};
const dir = fixtureDir({ 'gauntlet.config.json': JSON.stringify(config), 'turns/a.txt': 'gauntlet: done responded\n' });
const base = { session_id: 'bench', transcript_path: '/tmp/bench.jsonl', cwd: dir };
const subagentStop = (exit) => ({ ...base, hook_event_name: 'SubagentStop', stop_hook_active: false, agent_id: 'a1', agent_type: 'bench-implementer', agent_transcript_path: '/tmp/a1.jsonl', last_assistant_message: `Done.\n\n${hookBenchReceipt(exit)}` });
const PAYLOADS = {
  'SubagentStop, passing receipt': subagentStop(0),
  'SubagentStop, failing receipt (block)': subagentStop(2),
  'PreToolUse Write, clean mapped file': { ...base, hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: `${dir}/turns/b.txt`, content: 'gauntlet: question\nShip it?\n' }, tool_use_id: 't1' },
};
const MAIN = 'SubagentStop, passing receipt';
const env = { PATH: process.env.PATH ?? '', HOME: dir };

function hookCommand(payload) {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [BIN, 'hook'], { cwd: dir, input: JSON.stringify(payload), encoding: 'utf8', env });
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, status: run.status, stdout: run.stdout };
}

// What the command hook prints is what every served answer must be.
const expected = Object.fromEntries(Object.entries(PAYLOADS).map(([name, payload]) => [name, hookCommand(payload).stdout]));
if (expected[MAIN] !== '' || !expected['SubagentStop, failing receipt (block)'].includes('"decision":"block"')) throw new Error('fixture: the passing receipt must allow and the failing one block');

const server = spawn(process.execPath, [BIN, 'serve', '--port', '0'], { cwd: dir, env: { ...env, GAUNTLET_HOOK_TOKEN: TOKEN }, stdio: ['ignore', 'pipe', 'pipe'] });
let serverErr = '';
server.stderr.setEncoding('utf8').on('data', (chunk) => (serverErr += chunk));
const exited = new Promise((done) => server.once('exit', (code) => done(code)));
const ready = await new Promise((done, fail) => {
  let out = '';
  server.stdout.setEncoding('utf8').on('data', (chunk) => {
    out += chunk;
    if (out.includes('\n')) done(JSON.parse(out.slice(0, out.indexOf('\n'))));
  });
  exited.then((code) => fail(new Error(`serve exited ${code}: ${serverErr}`)));
});
if (!ready.addresses.every((address) => address === '127.0.0.1' || address === '::1')) throw new Error(`not loopback: ${ready.addresses}`);
const stopAt = Date.now() + DEADLINE_MS;

/**
 * CPU time the server process has used so far (user + system, ms; Linux /proc, else NaN). Per
 * answer it is the server's own cost, which a busy machine inflates far less than the latency.
 */
function serverCpuMs() {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return NaN;
  }
}

function post(agent, body) {
  return new Promise((done) => {
    const start = process.hrtime.bigint();
    const req = request({ host: '127.0.0.1', port: ready.port, method: 'POST', path: '/hook', agent, headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => done({ ms: Number(process.hrtime.bigint() - start) / 1e6, status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => done({ ms: 0, status: 0, body: String(error) }));
    });
    req.on('error', (error) => done({ ms: 0, status: 0, body: String(error) }));
    req.end(body);
  });
}

/** `count` requests of `name`, `concurrency` at a time, on keep-alive connections (or a fresh one each). */
async function load(name, count, concurrency, keepAlive) {
  const agent = keepAlive ? new Agent({ keepAlive: true, maxSockets: concurrency }) : false;
  const body = JSON.stringify(PAYLOADS[name]);
  const times = [];
  let errors = 0;
  let next = 0;
  const cpuBefore = serverCpuMs();
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (next < count && Date.now() < stopAt) {
      next += 1;
      const answer = await post(agent, body);
      if (answer.status !== 200 || answer.body !== expected[name]) errors += 1;
      else times.push(answer.ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const cpuPerAnswer = (serverCpuMs() - cpuBefore) / Math.max(next, 1);
  if (agent) agent.destroy();
  const sorted = [...times].sort((a, b) => a - b);
  return { name, sent: next, errors, median: median(times), p95: sorted[Math.floor(sorted.length * 0.95)] ?? NaN, min: sorted[0] ?? NaN, max: sorted.at(-1) ?? NaN, perSecond: (times.length / wallMs) * 1000, cpuPerAnswer };
}

const ms = (value) => `${value.toFixed(2)} ms`;
const rows = [];
// Warm-up, not reported: 1,000 requests, as a daemon that has been answering for a while (the
// first few hundred run before V8 has optimised the hot path, at about 1.5x the CPU per answer).
await load(MAIN, 1000, CONCURRENCY, true);
rows.push(await load(MAIN, REQUESTS, CONCURRENCY, true));
rows.push(await load(MAIN, Math.min(REQUESTS, 500), 1, true));
rows.push(await load(MAIN, Math.min(REQUESTS, 500), 1, false));
for (const name of Object.keys(PAYLOADS).slice(1)) rows.push(await load(name, Math.min(REQUESTS, 500), CONCURRENCY, true));
const labels = [`${CONCURRENCY} at a time, keep-alive`, '1 at a time, keep-alive', '1 at a time, a new connection each', `${CONCURRENCY} at a time, keep-alive`, `${CONCURRENCY} at a time, keep-alive`];

server.kill('SIGTERM');
const exitCode = await exited;

const commandTimes = [];
for (let i = 0; i < 3 + RUNS; i++) {
  const run = hookCommand(PAYLOADS[MAIN]);
  if (run.status !== 0 || run.stdout !== expected[MAIN]) throw new Error('the command hook changed its answer');
  if (i >= 3) commandTimes.push(run.ms);
}

console.log(`\nserve on 127.0.0.1:${ready.port}: answers per request (every answer compared with the hook command's bytes)`);
rows.forEach((row, i) => {
  console.log(`  ${`${row.name} — ${labels[i]}`.padEnd(78)} ${String(row.sent).padStart(5)} sent  ${String(row.errors).padStart(2)} errors  median ${ms(row.median)}  p95 ${ms(row.p95)}  max ${ms(row.max)}  ${row.perSecond.toFixed(0)}/s  server CPU ${ms(row.cpuPerAnswer)}/answer`);
});
printTable(
  `${MAIN}: per answer, median (the command hook: ${RUNS} runs after 3 warm-up; serve: ${rows[0].sent} requests, ${CONCURRENCY} at a time)`,
  [
    { name: 'gauntlet-lint hook (a process per event)', median: median(commandTimes), min: Math.min(...commandTimes), max: Math.max(...commandTimes) },
    { name: 'gauntlet-lint serve (POST /hook, warm)', median: rows[0].median, min: rows[0].min, max: rows[0].max },
  ],
  'gauntlet-lint hook (a process per event)',
);
const errors = rows.reduce((sum, row) => sum + row.errors, 0);
const verdict = errors === 0 && rows[0].median < 5 && exitCode === 0;
console.log(`\n${verdict ? 'PASS' : 'FAIL'}: ${errors} errors, median ${ms(rows[0].median)} (target < 5 ms), serve exited ${exitCode} on SIGTERM`);
process.exitCode = verdict ? 0 : 1;
