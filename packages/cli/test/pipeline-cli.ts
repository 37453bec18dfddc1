import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The built bin (the e2e tests run what users run). */
export const BIN = join(__dirname, '..', 'dist', 'bin', 'gauntlet-lint.js');

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
  json: { verdict?: string; results?: Array<{ id: string; verdict: string; findings: Array<{ reason: string; severity: string; line?: number }>; data: Record<string, unknown> }>; error?: { reason: string } };
}

/** Runs the bin in `cwd` with a clean environment (no config above a temp dir, no colour). */
export function runCli(args: readonly string[], cwd: string): CliRun {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', HOME: cwd } });
  let json: CliRun['json'] = {};
  try {
    json = JSON.parse(result.stdout) as CliRun['json'];
  } catch {
    // text output
  }
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, json };
}

/** A temp folder with the given files (relative path → content); returns its path. */
export function tempTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'gauntlet-pipeline-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

export const removeTree = (root: string) => rmSync(root, { recursive: true, force: true });

export const reasonsOf = (run: CliRun, index = 0) => (run.json.results?.[index]?.findings ?? []).map((finding) => finding.reason);

/** A build gate ledger with the given statuses (docs/rules/ledger/README.md#ledger-format). */
export function ledgerText(statuses: [string, string, string, string], extra: Partial<Record<number, string[]>> = {}, goal = 'Add per-tenant rate limiting'): string {
  const names = ['Design', 'Plan', 'Execute', 'Completion'];
  const phases = statuses.map((status, i) => [`## Phase ${i + 1}: ${names[i]}`, `Status: ${status}`, ...(extra[i + 1] ?? [])].join('\n'));
  return `# Build Gate Ledger\nRun: 2026-09-18T09:12:44\nPipelineID: build-20260918-091244\nGoal: ${goal}\nMode: feature\nQualityGateMode: standard\n\n${phases.join('\n\n')}\n`;
}

/** A MarkerVersion 2 verdict marker (docs/rules/verdict-marker/README.md#marker-format). */
export function markerText(verdict: string, reason: string, timestamp: string, pipelineId = 'build-20260918-091244'): string {
  return [
    'MarkerVersion: 2',
    `ArtifactHash: ${'9b'.repeat(32)}`,
    `Verdict: ${verdict}`,
    `Reason: ${reason}`,
    'Phase: design',
    `PipelineID: ${pipelineId}`,
    'Rounds: 3',
    `FinalScore: ${verdict === 'PASS' ? 0 : 2}`,
    'MaxScore: 5',
    `ScoreTrajectory: 5,3,${verdict === 'PASS' ? 0 : 2}`,
    'MinorTrajectory: 2,1,1',
    'SuppressedRegressions: 0',
    'NoOpFixes: 0',
    'ConsensusAvailable: false',
    'ConsensusRoundsRun: 0',
    'LookHarderFiredCount: 0',
    'PersistentCheckCount: 0',
    'SiegeDispatched: false',
    'SiegeReason: no-security-surface',
    'CostCapSignals: 0+0/3',
    `Timestamp: ${timestamp}`,
    'RunID: 2026-09-18T10-00-00',
    'Severity-Histogram: {"fatal":0,"significant":0,"minor":1,"nit":0}',
    'Gated-Files: ["docs/plans/2026-09-18-throttle-design.md"]',
    'Highest-Finding: ""',
    '',
  ].join('\n');
}

/** A result's verdict and its findings as `[reason, severity, line]`: what a failing run asserts. */
export function outcomeOf(run: CliRun, index = 0): { verdict: string | undefined; findings: Array<[string, string, number | null]> } {
  const result = run.json.results?.[index];
  return { verdict: result?.verdict, findings: (result?.findings ?? []).map((finding) => [finding.reason, finding.severity, finding.line ?? null]) };
}

/** A valid contract with one testable invariant (the contract and MCP tests). */
export const CONTRACT = `version: "1.0"
ticket: "#412"
epic: "#400"
title: "Per-tenant rate limiting"
date: "2026-09-18"
api_surface:
  - name: "RateLimiter.take"
    type: "function"
    params:
      - { name: "tenant", type: "string", required: true }
invariants:
  testable:
    - id: "INV-T1"
      description: "11th call in a 10/s window is rejected"
      verification: "burst test"
      test_tag: "contract:limits:inv-t1"
integration_points:
  - { contract: "2026-09-01-tenants-contract.yaml", ticket: "#401", relationship: "consumes", surface: "Tenants.lookup" }
`;
