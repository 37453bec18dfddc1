/**
 * The zod-free half of the contracts: reason codes, severities and the TypeScript types of the
 * report. Engine and verifiers import only this entry at run time, so that importing them does
 * not load zod.
 */
export * from './codes/define.js';
export * from './codes/severity.js';
export * from './codes/cli.js';
export * from './codes/core.js';
export * from './codes/gate-prompt.js';
export * from './codes/receipt.js';
export * from './codes/tripwire.js';
export type * from './types.js';
export * from './codes/plan.js';
export * from './codes/marker.js';
export * from './codes/spec.js';
export * from './codes/spec-pr.js';
export * from './codes/council-audit.js';
export * from './codes/conformance-report.js';
export * from './codes/partition.js';
export * from './codes/brief.js';
export * from './codes/visual-evidence.js';
export * from './codes/checklist.js';
export * from './codes/receipt-ledger.js';
export * from './codes/calibration.js';
export * from './codes/csb.js';
export * from './codes/status.js';
export * from './codes/cairn.js';
export * from './codes/pipeline-active.js';
export * from './codes/review.js';
export * from './codes/contract.js';
export * from './codes/ledger.js';
export * from './codes/verdict-marker.js';
export * from './codes/handoff.js';
export * from './codes/patches.js';
export * from './codes/conflict.js';
export * from './codes/tdd.js';
export * from './codes/warnings-baseline.js';
export * from './codes/phase-tracker.js';
export * from './codes/ledger-guard.js';
export * from './codes/hooks.js';
