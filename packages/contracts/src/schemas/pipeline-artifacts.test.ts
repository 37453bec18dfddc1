import { describe, expect, it } from 'vitest';
import { ContractSchema } from './contract.js';
import { HandoffManifestSchema } from './handoff.js';
import { GateLedgerSchema } from './ledger.js';
import { PUBLISHED_SCHEMAS } from './registry.js';
import { VerdictMarkerSchema } from './verdict-marker.js';

const contract = {
  version: '1.0',
  ticket: '#412',
  epic: '#400',
  title: 'Per-tenant rate limiting',
  date: '2026-09-18',
  api_surface: [{ name: 'RateLimiter.take', type: 'function', params: [{ name: 'tenant', type: 'string', required: true }] }],
  invariants: { testable: [{ id: 'INV-2', description: 'd', verification: 'v', test_tag: 'contract:limits:inv-2' }] },
  x_extra: 'unknown fields pass through',
};

describe('pipeline artifact schemas (docs/rules/contract/README.md, docs/rules/ledger/README.md, docs/rules/verdict-marker/README.md, docs/rules/handoff/README.md)', () => {
  it('are published', () => {
    for (const name of ['contract', 'gate-ledger', 'verdict-marker', 'handoff-manifest']) expect(PUBLISHED_SCHEMAS[name]).toBeDefined();
  });

  it('contract v1.0: accepts the example, rejects a numeric version and a function without params', () => {
    expect(ContractSchema.safeParse(contract).success).toBe(true);
    expect(ContractSchema.safeParse({ ...contract, version: 1 }).success).toBe(false);
    expect(ContractSchema.safeParse({ ...contract, api_surface: [{ name: 'f', type: 'function' }] }).success).toBe(false);
    expect(ContractSchema.safeParse({ ...contract, ticket: '412' }).success).toBe(false);
  });

  it('gate ledger: four phases with known statuses', () => {
    const phase = (number: number, name: string, status: string) => ({ number, name, status });
    const ledger = {
      run: '2026-09-18T09:12:44',
      pipelineId: 'build-20260918-091244',
      goal: 'g',
      mode: 'feature',
      qualityGateMode: 'standard',
      phases: [phase(1, 'Design', 'PASS'), phase(2, 'Plan', 'IN_PROGRESS'), phase(3, 'Execute', 'NOT_STARTED'), phase(4, 'Completion', 'NOT_STARTED')],
    };
    expect(GateLedgerSchema.safeParse(ledger).success).toBe(true);
    expect(GateLedgerSchema.safeParse({ ...ledger, phases: ledger.phases.slice(0, 3) }).success).toBe(false);
    expect(GateLedgerSchema.safeParse({ ...ledger, pipelineId: 'build-2026-09-18' }).success).toBe(false);
  });

  it('verdict marker and handoff manifest', () => {
    const marker = {
      MarkerVersion: 2,
      ArtifactHash: 'a'.repeat(64),
      Verdict: 'PASS',
      Reason: 'clean-pass',
      Rounds: 1,
      FinalScore: 0,
      MaxScore: 0,
      ScoreTrajectory: '0',
      SuppressedRegressions: 0,
      NoOpFixes: 0,
      ConsensusAvailable: false,
      ConsensusRoundsRun: 0,
      LookHarderFiredCount: 0,
      PersistentCheckCount: 0,
      SiegeDispatched: false,
      SiegeReason: 'no-security-surface',
      CostCapSignals: '0+0/1',
      Timestamp: '2026-09-18T13:31:02Z',
      RunID: '2026-09-18T12-55-40',
    };
    expect(VerdictMarkerSchema.safeParse(marker).success).toBe(true);
    expect(VerdictMarkerSchema.safeParse({ ...marker, Verdict: 'OK' }).success).toBe(false);
    const manifest = { from: 1, to: 2, timestamp: '2026-09-18T13:40:12Z', goal: 'g', mode: 'feature', inputs: [], decisions: [{ id: 'DEC-1', text: 't' }], constraints: [], shed: [] };
    expect(HandoffManifestSchema.safeParse(manifest).success).toBe(true);
    expect(HandoffManifestSchema.safeParse({ ...manifest, mode: 'hybrid' }).success).toBe(false);
  });
});
