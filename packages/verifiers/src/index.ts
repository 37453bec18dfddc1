/**
 * @gauntlet/verifiers: the verifier families. Each family is a folder under src/ with its
 * rules in `rules/<rule>.ts`; this file is the public API.
 */
export * from './gate-prompt/index.js';
export * from './receipt/index.js';
export * from './tripwire/index.js';
export { ALL_VERIFIERS } from './registry.js';
export * from './marker/index.js';
export * from './spec/index.js';
export * from './spec-pr/index.js';
export * from './council-audit/index.js';
export * from './conformance-report/index.js';
