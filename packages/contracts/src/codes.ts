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
export * from './codes/marker.js';
export * from './codes/spec.js';
export * from './codes/spec-pr.js';
export * from './codes/council-audit.js';
export * from './codes/conformance-report.js';
