// `gauntlet-lint hook` (issue 15): a command hook starts a process on every tool call of an
// agent, so its start is measured against bare `node -e 0`, interleaved rounds, medians, with the
// payload on stdin as Claude Code sends it. Target: a passing receipt (SubagentStop) with a
// config that has a `hooks` section costs at most 1.3x `node -e 0`.
// Usage: node bench/hook.mjs [--runs N]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BIN, fixtureDir, hookBenchReceipt, median, printTable } from './lib.mjs';

if (!existsSync(BIN)) {
  console.error('build first: pnpm build');
  process.exit(2);
}
const args = process.argv.slice(2);
const RUNS = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 3;

const receipt = hookBenchReceipt();
const config = {
  files: { 'turns/*.txt': 'marker', 'docs/plans/*.md': 'plan' },
  hooks: { maxFindings: 5, subagentStop: { requireReceipt: ['*-implementer'] }, preToolUse: { ledgerGuard: true }, stop: { base: 'HEAD' } },
};
const withConfig = fixtureDir({ 'gauntlet.config.json': JSON.stringify(config), 'turns/a.txt': 'gauntlet: done responded\n', 'r.rcpt': `${receipt}\n` });
const bare = fixtureDir({ 'README.md': '# none\n' });
const base = (cwd) => ({ session_id: 'bench', transcript_path: '/tmp/bench.jsonl', cwd });
const payloads = {
  subagentStop: (cwd) => ({ ...base(cwd), hook_event_name: 'SubagentStop', stop_hook_active: false, agent_id: 'a1', agent_type: 'bench-implementer', agent_transcript_path: '/tmp/a1.jsonl', last_assistant_message: `Done.\n\n${receipt}` }),
  write: (cwd) => ({ ...base(cwd), hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: `${cwd}/turns/b.txt`, content: 'gauntlet: question\nShip it?\n' }, tool_use_id: 't1' }),
  bash: (cwd) => ({ ...base(cwd), hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'ls' }, tool_use_id: 't2' }),
};

const rows = [
  { name: 'node -e 0', args: ['-e', '0'], cwd: bare },
  { name: 'hook SubagentStop, passing receipt, hooks config', args: [BIN, 'hook', 'SubagentStop'], cwd: withConfig, input: payloads.subagentStop(withConfig) },
  { name: 'hook SubagentStop, passing receipt, no config', args: [BIN, 'hook', 'SubagentStop'], cwd: bare, input: payloads.subagentStop(bare) },
  { name: 'hook PreToolUse Write, clean mapped file', args: [BIN, 'hook', 'PreToolUse'], cwd: withConfig, input: payloads.write(withConfig) },
  { name: 'hook PreToolUse Bash (not checked)', args: [BIN, 'hook', 'PreToolUse'], cwd: withConfig, input: payloads.bash(withConfig) },
  // The CLI's own starts, for scale: the hook adds its payload reading and decision to these.
  { name: 'gauntlet-lint --version', args: [BIN, '--version'], cwd: bare, stdout: true },
  { name: 'gauntlet-lint receipt r.rcpt (same receipt)', args: [BIN, 'receipt', 'r.rcpt'], cwd: withConfig, stdout: true },
];
const times = rows.map(() => []);
const outputs = [];
for (let round = 0; round < WARMUP + RUNS; round++) {
  rows.forEach((row, i) => {
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, row.args, { cwd: row.cwd, input: row.input ? JSON.stringify(row.input) : '', encoding: 'utf8' });
    const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    outputs[i] = { status: result.status, stdout: result.stdout };
    if (round >= WARMUP) times[i].push(elapsed);
  });
}
rows.forEach((row, i) => {
  if (outputs[i].status !== 0 || (!row.stdout && outputs[i].stdout !== '')) throw new Error(`${row.name}: exit ${outputs[i].status}, stdout ${JSON.stringify(outputs[i].stdout)} (every hook row must allow silently, every row exit 0)`);
});
printTable(
  `Command hook start, median of ${RUNS} interleaved runs (ratio to node -e 0; target 1.3x)`,
  rows.map((row, i) => ({ name: row.name, median: median(times[i]), min: Math.min(...times[i]), max: Math.max(...times[i]) })),
  'node -e 0',
);
