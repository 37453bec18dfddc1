/**
 * @gauntlet/verifiers: the verifier families. Each family is a folder under src/ with its
 * rules in `rules/<rule>.ts`; this file is the public API.
 */
export * from './gate-prompt/index.js';
export * from './receipt/index.js';
export * from './tripwire/index.js';
export * from './contract/index.js';
export * from './ledger/index.js';
export * from './verdict-marker/index.js';
export * from './handoff/index.js';
export { ALL_VERIFIERS } from './registry.js';
export * from './plan/index.js';
export * from './marker/index.js';
export * from './spec/index.js';
export * from './spec-pr/index.js';
export * from './council-audit/index.js';
export * from './conformance-report/index.js';
export * from './partition/index.js';
export * from './brief/index.js';
export * from './visual-evidence/index.js';
export * from './checklist/index.js';
export * from './receipt-ledger/index.js';
export * from './csb/index.js';
export * from './status/index.js';
export * from './cairn/index.js';
export * from './review/index.js';
export * from './pipeline-active/index.js';
export * from './calibration/index.js';
export * from './patches/index.js';
export * from './conflict/index.js';
export * from './tdd/index.js';
export * from './warnings-baseline/index.js';
export * from './phase-tracker/index.js';
