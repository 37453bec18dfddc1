export * from './report.js';
export * from './config.js';
export * from './gate-prompt.js';
export * from './registry.js';
export * from './contract.js';
export * from './ledger.js';
export * from './verdict-marker.js';
export * from './handoff.js';
