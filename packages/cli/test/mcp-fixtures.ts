import { createHash } from 'node:crypto';
import { BAD_GATE, GOOD_GATE } from './helpers.js';
import { CONTRACT, ledgerText, markerText } from './pipeline-cli.js';

/**
 * One passing and one failing input per command, for the MCP tests: the tool arguments, and the
 * command line that should print the same report. Written from the CLI tests' fixtures (the
 * shared helpers where they export them), all in one folder so that one server serves them all.
 */
export interface McpCase {
  args: Record<string, unknown>;
  argv: string[];
  /** Text the command line reads on stdin (`-`). */
  stdin?: string;
}

export interface CommandCases {
  pass: McpCase;
  fail: McpCase;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const LOG = 'ok\n3 failing\nbye\n';
const receipt = (verdict = 'PASS') =>
  [
    'RCPT v1 build/2-fixer',
    `VERDICT  ${verdict}  conf=0.80`,
    'ARTIFACTS',
    `  run.log  sha256:${sha(LOG)}  40`,
    'TRACE',
    `  1  EDIT  src/q.ts  sha256:${'e'.repeat(64)}`,
    '  2  EXEC  `make t`  exit=0  dur=2s  out=run.log#L3-L3',
    'CLAIMS',
    '  patched=true  from=TRACE#1',
    'WITNESS    exec:`make t`  expect-fail=/[1-9]\\d* failing/  ran=TRACE#2',
    'SUSPICION  0.10',
    'NEXT       (none)',
    '',
  ].join('\n');

const tripwireReceipt = (header: string, tripwire: string) =>
  [
    `RCPT v1.1 ${header}`,
    'VERDICT  PASS  conf=0.90',
    'ARTIFACTS',
    `  log.txt  sha256:${'7'.repeat(64)}  36`,
    'TRACE',
    `  1  EDIT  src/ledger/seal.rs  sha256:${'a'.repeat(64)}`,
    '  2  EXEC  `cargo test -p ledger`  exit=0  dur=4s  out=log.txt#L1-L3',
    'CLAIMS',
    '  ledger-sealed=true  from=TRACE#2',
    'WITNESS    exec:`cargo test -p ledger`  expect-fail=/test result: FAILED/  ran=TRACE#2',
    'SUSPICION  0.10',
    'NEXT       (none)',
    `TRIPWIRE:  ${tripwire}`,
    'SUPERSEDES: none',
    '',
  ].join('\n');

const BRIEF = '- **Owns:** a\n- **Does not own:** b\n- Interface contract: c\n- Integration checkpoint: d\n- Allowed tools: e\n- Denied tools: f\n- Acceptance criteria: g\n';

const CHECKLIST_NAMES = [
  'Auth guard', 'External APIs', 'Rate-limit criterion', 'Discoverability', 'Server/client boundary', 'Concurrency',
  'Observability', 'Input validation', 'Stable ID traceability', 'JSON spec object', 'Blocking-and-novel question gate',
  'Low-reversibility ADRs', 'Analytical lens', 'Handoff document', 'Synthesis dimensions', 'Risk reason',
  'UI input/output contract', 'Dispatch tier per work item', 'Env-var manifest', 'Capability gap map',
  'Single-shot build guardrails', 'Read-before-edit map',
];
const CHECKLIST_PLAN = [
  '# Plan', 'Analytical lens: JTBD', '## Spec Object (JSON)', '## Capability Gap Map', 'current target gap validation',
  '## Single-Shot Build Guardrails', 'guardrail prevents evidence', '## Read-Before-Edit Map', 'read first, why, edit after',
  '<!-- checklist', ...CHECKLIST_NAMES.map((name, i) => `Item ${i + 1} — ${name}: yes`), '-->', '',
].join('\n');

const spec = (ac: string) => `# X\n\n**Goal:** g\n**Amend-grant:** none\n\n## Problem\n\np\n\n## Acceptance criteria\n\nTicket acme/api#41, "AC", rows verbatim:\n\n${ac}\n\n## Design\n\nd\n`;
const NEW_SPEC_PATH = 'doc/specs/2026-11-02-export-api.md';
const OLD_SPEC_PATH = 'doc/specs/2026-05-14-export-csv.md';
const OLD_BASE = '# CSV export\n\n**Goal:** let users download a table as CSV.\n\n## Problem\n\nPeople copy tables by hand.\n';
const OLD_HEAD = `# CSV export\n\n> **Superseded by:** [${NEW_SPEC_PATH}](./2026-11-02-export-api.md) - fully\n\n**Goal:** let users download a table as CSV.\n\n## Problem\n\nPeople copy tables by hand.\n`;
const NEW_SPEC = '# Export API\n\n**Goal:** serve every export over HTTP.\n**Amend-grant:** none\n**Engine:** deferred\n\n## Problem\n\nScripts need exports without the UI.\n';

const GAPS = [
  'Conformance verdict: GAPS', 'Confidence: high', '', 'Requirement coverage:',
  '  - [PARTIAL]      G7: retries — origin: spec "Sync" - "backoff" — missing: jitter', '',
  'Origin drift (spec vs prompt/ticket):', '  none', '',
  '```', 'G7:', '  verdict: PARTIAL', '  origin: spec "Sync" - "backoff"', '  evidence: src/sync/retry.ts:21', '  remediation: add jitter to the backoff',
  '  touched-files: src/sync/retry.ts', '  touched-resources: none', '  recommended: fix', '```', '', 'Parallel-safe: G7 disjoint', '',
].join('\n');

const ledgerRow = (over: Record<string, unknown> = {}) => JSON.stringify({ dispatch_id: '1-plan-writer', phase: 'build:plan/2', rcpt_sha256: 'a'.repeat(64), verdict: 'PASS', ...over });

const csb = (end: boolean) =>
  [
    '===COMPRESSION_STATE===', 'Goal: Cache search results', 'Skill: build', 'Phase: 2', 'Health: GREEN', '', 'Progress:', '- Design approved at its gate (PASS)', '',
    'Key Decisions (this session):', '- [DEC-4] cache: an LRU of 500 entries', '', 'Active Constraints:', '- keep p95 under 80 ms', '', 'Files Modified:', '- src/search/cache.ts: new', '',
    'Scratch State:', '- Location: /tmp/cache-notes', '', 'Next Steps:', '1. Task 2', ...(end ? ['===END_COMPRESSION_STATE==='] : []), '',
  ].join('\n');

const status = (health: string) =>
  ['# Pipeline Status', '**Updated:** 2026-10-03T09:15:40', '**Started:** 2026-10-03T08:02:11', '**Skill:** build', '**Phase:** 2', `**Health:** ${health}`, '**Elapsed:** 1h 13m', '', '## Recent Events', '- [09:10] Task 2 tests went green', ''].join('\n');

const CAIRN_NAME = 'cairn-2026-09-18T12-00-00.md';
const cairn = (phase: string) =>
  ['# Cairn — 2026-09-18T12-00-00', '', '## PHASE', `phase: ${phase}`, 'started-at: 2026-09-18T12:00:00', 'parent-skill: build', '', '## INVARIANTS', 'I-01: plain fact', '', '## OPEN_OBLIGATIONS', '', '## LEDGER', 'design/1 | dispatches=0 receipts=0 verdict=PASS | design gate passed', ''].join('\n');

const handoff = [
  '# Phase Handoff: 1 → 2', '**Timestamp:** 2026-09-18T13:40:12Z', '**Goal:** Add per-tenant rate limiting', '**Mode:** feature', '',
  '## Inputs for Phase 2', '- **Design doc:** docs/plans/2026-09-18-rate-limit-design.md', '', '## Decisions Carried Forward',
  '- [DEC-2] Sliding window: one counter per minute', '', '## Active Constraints', '- Keep the public API unchanged', '', '## Shed Receipt', '- the design discussion → the design doc', '',
].join('\n');

const CONFLICT_BLOCKED = `## Conflict Detection Report

### BLOCKERS (1)

[BLOCKER] Locked ADR contradicted
  Found: incoming SPEC-7 stores sessions in Redis
  Expected: ADR-0003 (Accepted) requires Postgres-only state
  → supersede ADR-0003 first or drop the Redis clause

### WARNINGS (0)

### INFO (0)
`;

const STOCK = 'alpha header line of stock text\n';
const USER = 'my own custom rule line that must survive\n';
const tddLog = (sha: string, subject: string, files: string[]) => ({ sha, subject, body: '', files });

/** Every fixture file, relative to the server's working directory. */
export const MCP_FILES: Record<string, string> = {
  'receipt/good.rcpt': receipt(),
  'receipt/bad.rcpt': receipt('pass'),
  'tripwire/empty.jsonl': '',
  'tripwire/seed.txt': tripwireReceipt('build/5-sealer', 'wrote(ledger/**)'),
  'tripwire/unknown.txt': tripwireReceipt('build/6-checker', 'phase-of-moon(full)'),
  'brief/ok.md': BRIEF,
  'brief/bad.md': 'owns: a\r\n',
  'visual/pass.json': JSON.stringify({ uiTarget: 'web', files_changed: ['app/page.tsx'], evidence_paths: ['shots/home.png'] }),
  'visual/reject.json': JSON.stringify({ uiTarget: 'web', files_changed: ['app/page.tsx'], verification: 'compiles cleanly' }),
  'checklist/docs/plan.md': CHECKLIST_PLAN,
  'checklist/docs/plan.handoff.md': 'handoff',
  'checklist/bare.md': '# Plan\n',
  'marker/ok.txt': 'gauntlet: gate=chase-bug/verdict-menu recommended=1\n\n1 - hotfix [recommended]\n2 - ticket\n',
  'spec/spec.md': spec('- [ ] API returns 201\n  elsewhere: acme/api'),
  [`pr/base/${OLD_SPEC_PATH}`]: OLD_BASE,
  [`pr/head/${OLD_SPEC_PATH}`]: OLD_HEAD,
  [`pr/head/${NEW_SPEC_PATH}`]: NEW_SPEC,
  'pr/name-status.txt': `A\t${NEW_SPEC_PATH}\nM\t${OLD_SPEC_PATH}\n`,
  'pr/empty.txt': '',
  'council/ok.txt': 'Applied: none\nDeferred: [minor] x - raised-by: [p-a] -> later\nRejected: none\n',
  'council/bad.txt': 'Applied: none\n',
  'conformance/gaps.txt': GAPS,
  'conformance/bad.txt': GAPS.replace('Parallel-safe: G7 disjoint', ''),
  'plan/clean.md': '# Notes\n\nsynthesis_dimensions:\n  placement: below the header card\n  cta_tier: secondary\n',
  'gate/good.json': GOOD_GATE,
  'receipt-ledger/ok.jsonl': `${ledgerRow()}\n`,
  'receipt-ledger/bad.jsonl': `${ledgerRow()}\n{not json\n`,
  'csb/ok.txt': csb(true),
  'csb/open.txt': csb(false),
  'status/green.md': status('GREEN'),
  'status/amber.md': status('AMBER'),
  [`cairn/ok/${CAIRN_NAME}`]: cairn('design / 2'),
  [`cairn/bad/${CAIRN_NAME}`]: cairn('design'),
  'review/ok.json': JSON.stringify({ threshold: 10, rounds: [{ fatal: 2, significant: 1 }, { fatal: 0, significant: 3 }] }),
  'review/bad.json': JSON.stringify({ threshold: 3, rounds: [{ fatal: 0, significant: 4 }, { fatal: 0, significant: 3 }, { fatal: 0, significant: 5 }] }),
  'contract/plans/2026-09-18-rate-limit-contract.yaml': CONTRACT,
  'contract/plans/unquoted.yaml': CONTRACT.replace('version: "1.0"', 'version: 1.0'),
  'ledger/fresh.md': ledgerText(['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']),
  'ledger/phase3-pass.md': ledgerText(['PASS', 'PASS', 'PASS', 'NOT_STARTED']),
  'verdict/pass.md': markerText('PASS', 'clean-pass', '2026-09-18T10:30:00Z'),
  'verdict/mismatch.md': markerText('PASS', 'clean-pass', '2026-09-18T10:30:00Z').replace('Reason: clean-pass', 'Reason: stagnation-judge'),
  'handoff/handoff-1-to-2.md': handoff,
  'handoff/renamed/handoff-2-to-3.md': handoff,
  'patches/ok/patches/ok.md': STOCK + USER,
  'patches/ok/installed/ok.md': `${STOCK}# ${USER}`,
  'patches/ok/pristine/ok.md': STOCK,
  'patches/bad/patches/dropped.md': STOCK + USER,
  'patches/bad/installed/dropped.md': STOCK,
  'patches/bad/pristine/dropped.md': STOCK,
  'conflict/clean.txt': 'GSD > No conflicts detected.\n',
  'conflict/blocked.txt': CONFLICT_BLOCKED,
  'tdd/task.xml': '<task tdd="true">\n<behavior>Round invoice totals</behavior>\n<files>- docs/invoices.md, * src/invoice/round.ts</files>\n</task>\n',
  'tdd/gate.json': JSON.stringify({
    mvp_mode: true,
    tdd_mode: true,
    scope: '99-99',
    log_newest_first: [tddLog('c7', 'test(05-03): cover invoice rounding', ['tests/rounding.spec.ts']), tddLog('c6', 'feat(05-03): invoice rounding', ['src/rounding.ts'])],
  }),
  'warnings/baseline.txt': 'src/a.ts:1:1 warning: unused variable x\nsrc/b.ts:2:1 warning: deprecated call\n',
  'warnings/same.txt': 'src/a.ts:1:1 warning: unused variable x\n',
  'warnings/current.txt': 'src/a.ts:1:1 warning: unused variable x  \nsrc/c.ts:9:1 warning: implicit any\n',
};

const DRIFT_PLAN = '# Cleanup\n\n6 orphans found in phase 1.\n5 orphans removed in phase 2.\n';
const PARTITION_OK = '{"api": ["src/api/"], "ui": ["src/ui/"]}';
const PARTITION_BAD = '{"api": ["src/api/", "src/shared.ts"], "ui": [" /src/shared.ts", "src/ui"]}';
const MARKER_BAD = 'Here it is:\ngauntlet: question\n';

/** Per command: a passing and a failing call. Some give `text` (stdin on the command line), most a path. */
export const MCP_CASES: Record<string, CommandCases> = {
  receipt: {
    pass: { args: { path: 'receipt/good.rcpt' }, argv: ['receipt', 'receipt/good.rcpt'] },
    fail: { args: { path: 'receipt/bad.rcpt', tier1: true }, argv: ['receipt', '--tier1', 'receipt/bad.rcpt'] },
  },
  tripwire: {
    pass: { args: { path: 'tripwire/seed.txt', manifest: 'tripwire/empty.jsonl' }, argv: ['tripwire', '--manifest', 'tripwire/empty.jsonl', 'tripwire/seed.txt'] },
    fail: { args: { path: 'tripwire/unknown.txt', manifest: 'tripwire/empty.jsonl' }, argv: ['tripwire', '--manifest', 'tripwire/empty.jsonl', 'tripwire/unknown.txt'] },
  },
  partition: {
    pass: { args: { text: PARTITION_OK }, argv: ['partition', '-'], stdin: PARTITION_OK },
    fail: { args: { text: PARTITION_BAD }, argv: ['partition', '-'], stdin: PARTITION_BAD },
  },
  brief: {
    pass: { args: { path: 'brief/ok.md' }, argv: ['brief', 'brief/ok.md'] },
    fail: { args: { path: 'brief/bad.md' }, argv: ['brief', 'brief/bad.md'] },
  },
  'visual-evidence': {
    pass: { args: { path: 'visual/pass.json' }, argv: ['visual-evidence', 'visual/pass.json'] },
    fail: { args: { path: 'visual/reject.json' }, argv: ['visual-evidence', 'visual/reject.json'] },
  },
  checklist: {
    pass: { args: { path: 'checklist/docs/plan.md' }, argv: ['checklist', 'checklist/docs/plan.md'] },
    fail: { args: { path: 'checklist/bare.md' }, argv: ['checklist', 'checklist/bare.md'] },
  },
  marker: {
    pass: { args: { path: 'marker/ok.txt' }, argv: ['marker', 'marker/ok.txt'] },
    fail: { args: { text: MARKER_BAD }, argv: ['marker', '-'], stdin: MARKER_BAD },
  },
  spec: {
    pass: { args: { path: 'spec/spec.md' }, argv: ['spec', 'spec/spec.md'] },
    fail: { args: { path: 'spec/spec.md', this_repo: 'acme/api' }, argv: ['spec', '--this-repo', 'acme/api', 'spec/spec.md'] },
  },
  'spec-pr': {
    pass: {
      args: { name_status: 'pr/name-status.txt', base_dir: 'pr/base', head_dir: 'pr/head' },
      argv: ['spec-pr', '--name-status', 'pr/name-status.txt', '--base-dir', 'pr/base', '--head-dir', 'pr/head'],
    },
    fail: {
      args: { name_status: 'pr/empty.txt', base_dir: 'pr/base', head_dir: 'pr/head' },
      argv: ['spec-pr', '--name-status', 'pr/empty.txt', '--base-dir', 'pr/base', '--head-dir', 'pr/head'],
    },
  },
  'council-audit': {
    pass: { args: { path: 'council/ok.txt' }, argv: ['council-audit', 'council/ok.txt'] },
    fail: { args: { path: 'council/bad.txt' }, argv: ['council-audit', 'council/bad.txt'] },
  },
  'conformance-report': {
    pass: { args: { path: 'conformance/gaps.txt' }, argv: ['conformance-report', 'conformance/gaps.txt'] },
    fail: { args: { path: 'conformance/bad.txt' }, argv: ['conformance-report', 'conformance/bad.txt'] },
  },
  plan: {
    pass: { args: { path: 'plan/clean.md' }, argv: ['plan', 'plan/clean.md'] },
    fail: { args: { text: DRIFT_PLAN }, argv: ['plan', '-'], stdin: DRIFT_PLAN },
  },
  'gate-prompt': {
    pass: { args: { path: 'gate/good.json' }, argv: ['gate-prompt', 'gate/good.json'] },
    fail: { args: { text: BAD_GATE, max_options: '4' }, argv: ['gate-prompt', '--max-options', '4', '-'], stdin: BAD_GATE },
  },
  'receipt-ledger': {
    pass: { args: { path: 'receipt-ledger/ok.jsonl' }, argv: ['receipt-ledger', 'receipt-ledger/ok.jsonl'] },
    fail: { args: { path: 'receipt-ledger/bad.jsonl' }, argv: ['receipt-ledger', 'receipt-ledger/bad.jsonl'] },
  },
  csb: {
    pass: { args: { path: 'csb/ok.txt' }, argv: ['csb', 'csb/ok.txt'] },
    fail: { args: { path: 'csb/open.txt' }, argv: ['csb', 'csb/open.txt'] },
  },
  status: {
    pass: { args: { path: 'status/green.md' }, argv: ['status', 'status/green.md'] },
    fail: { args: { path: 'status/amber.md' }, argv: ['status', 'status/amber.md'] },
  },
  cairn: {
    pass: { args: { path: `cairn/ok/${CAIRN_NAME}` }, argv: ['cairn', `cairn/ok/${CAIRN_NAME}`] },
    fail: { args: { path: `cairn/bad/${CAIRN_NAME}` }, argv: ['cairn', `cairn/bad/${CAIRN_NAME}`] },
  },
  review: {
    pass: { args: { path: 'review/ok.json' }, argv: ['review', 'review/ok.json'] },
    fail: { args: { path: 'review/bad.json' }, argv: ['review', 'review/bad.json'] },
  },
  contract: {
    pass: { args: { path: 'contract/plans/2026-09-18-rate-limit-contract.yaml' }, argv: ['contract', 'contract/plans/2026-09-18-rate-limit-contract.yaml'] },
    fail: { args: { path: 'contract/plans/unquoted.yaml' }, argv: ['contract', 'contract/plans/unquoted.yaml'] },
  },
  ledger: {
    pass: { args: { path: 'ledger/fresh.md' }, argv: ['ledger', 'ledger/fresh.md'] },
    fail: { args: { path: 'ledger/phase3-pass.md' }, argv: ['ledger', 'ledger/phase3-pass.md'] },
  },
  'verdict-marker': {
    pass: { args: { path: 'verdict/pass.md' }, argv: ['verdict-marker', 'verdict/pass.md'] },
    fail: { args: { path: 'verdict/mismatch.md' }, argv: ['verdict-marker', 'verdict/mismatch.md'] },
  },
  handoff: {
    pass: { args: { path: 'handoff/handoff-1-to-2.md' }, argv: ['handoff', 'handoff/handoff-1-to-2.md'] },
    fail: { args: { path: 'handoff/renamed/handoff-2-to-3.md' }, argv: ['handoff', 'handoff/renamed/handoff-2-to-3.md'] },
  },
  patches: {
    pass: {
      args: { patches_dir: 'patches/ok/patches', config_dir: 'patches/ok/installed', pristine_dir: 'patches/ok/pristine' },
      argv: ['patches', '--patches-dir', 'patches/ok/patches', '--config-dir', 'patches/ok/installed', '--pristine-dir', 'patches/ok/pristine'],
    },
    fail: {
      args: { patches_dir: 'patches/bad/patches', config_dir: 'patches/bad/installed', pristine_dir: 'patches/bad/pristine' },
      argv: ['patches', '--patches-dir', 'patches/bad/patches', '--config-dir', 'patches/bad/installed', '--pristine-dir', 'patches/bad/pristine'],
    },
  },
  conflict: {
    pass: { args: { path: 'conflict/clean.txt', operation: 'ingest' }, argv: ['conflict', '--operation', 'ingest', 'conflict/clean.txt'] },
    fail: { args: { path: 'conflict/blocked.txt', operation: 'import' }, argv: ['conflict', '--operation', 'import', 'conflict/blocked.txt'] },
  },
  tdd: {
    pass: { args: { task: 'tdd/task.xml' }, argv: ['tdd', '--task', 'tdd/task.xml'] },
    fail: { args: { log: 'tdd/gate.json', phase: '05', plan: '03' }, argv: ['tdd', '--log', 'tdd/gate.json', '--phase', '05', '--plan', '03'] },
  },
  'warnings-baseline': {
    pass: { args: { path: 'warnings/same.txt', baseline: 'warnings/baseline.txt' }, argv: ['warnings-baseline', '--baseline', 'warnings/baseline.txt', 'warnings/same.txt'] },
    fail: { args: { path: 'warnings/current.txt', baseline: 'warnings/baseline.txt' }, argv: ['warnings-baseline', '--baseline', 'warnings/baseline.txt', 'warnings/current.txt'] },
  },
};
