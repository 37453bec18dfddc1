// One small input per family for the cold-start benchmark: { label: argv } (files written into dir).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { plan } from './plan-corpus.mjs';

export function commands(dir) {
  const out = {};
  const add = (label, file, content, argv) => {
    writeFileSync(join(dir, file), content);
    out[label] = argv;
  };
  // The issue-8 targets first: one receipt and one plan (a tiny one, a realistic one), cold (at most 1.5x node -e 0).
  const hash = (c) => c.repeat(64);
  add(
    'gauntlet-lint receipt r.rcpt',
    'r.rcpt',
    ['RCPT v1 build/1-implementer', 'VERDICT  PASS  conf=0.90', 'ARTIFACTS', `  out.log  sha256:${hash('a')}  10`, 'TRACE', `  1  EXEC   \`pnpm test\`  exit=0  dur=1.0s  out=out.log#L1-L2`, 'CLAIMS', '  tests-pass=true  from=TRACE#1', 'WITNESS    exec:`pnpm test`  expect-fail=/failed/  ran=TRACE#1', 'SUSPICION  0.10', 'NEXT       (none)', ''].join('\n'),
    ['receipt', 'r.rcpt'],
  );
  add('gauntlet-lint plan p.md', 'p.md', '# Plan: add a flag\n\n## Tasks\n\n- [ ] T-1 Add `--dry-run` to the CLI (src/cli.ts)\n- [ ] T-2 Test it (test/cli.test.ts)\n\n## Verification\n\nRun `pnpm test`.\n', ['plan', 'p.md']);
  add('gauntlet-lint plan real.md (a 30-paragraph plan)', 'real.md', plan(3), ['plan', 'real.md']);
  add('gauntlet-lint gate-prompt --format json', 'gate2.json', '{"question":"Go?","header":"Go","options":[{"label":"A"},{"label":"B"}],"multiSelect":false}', ['gate-prompt', '--format', 'json', 'gate2.json']);
  add('gauntlet-lint contract --format json', 'c-contract.yaml', 'version: "1.0"\nticket: "#1"\nepic: "#1"\ntitle: "t"\ndate: "2026-09-18"\napi_surface:\n  - { name: "e", type: "event" }\ninvariants:\n  checkable:\n    - { id: "INV-1", description: "d", verification: "v", check_method: "grep" }\n', ['contract', '--format', 'json', 'c-contract.yaml']);
  add('gauntlet-lint ledger --format json', 'build-gate-ledger.md', '# Build Gate Ledger\nRun: 2026-09-18T09:12:44\nPipelineID: build-20260918-091244\nGoal: g\nMode: feature\nQualityGateMode: standard\n\n## Phase 1: Design\nStatus: PASS\n\n## Phase 2: Plan\nStatus: NOT_STARTED\n\n## Phase 3: Execute\nStatus: NOT_STARTED\n\n## Phase 4: Completion\nStatus: NOT_STARTED\n', ['ledger', '--format', 'json', '--start-phase', '2', 'build-gate-ledger.md']);
  add('gauntlet-lint verdict-marker --format json', 'gate-verdict-x.md', 'MarkerVersion: 2\nArtifactHash: x\nVerdict: PASS\nReason: clean-pass\nRounds: 1\nFinalScore: 0\nMaxScore: 0\nScoreTrajectory: 0\nCostCapSignals: 0+0/1\n', ['verdict-marker', '--format', 'json', 'gate-verdict-x.md']);
  add('gauntlet-lint handoff --format json', 'handoff-1-to-2.md', '# Phase Handoff: 1 → 2\n**Timestamp:** 2026-09-18T10:00:00Z\n**Goal:** g\n**Mode:** feature\n\n## Inputs for Phase 2\n- **Design doc:** d.md\n- **Acceptance tests:** t.py\n\n## Decisions Carried Forward\n\n## Active Constraints\n\n## Shed Receipt\n', ['handoff', '--format', 'json', 'handoff-1-to-2.md']);
  return out;
}
