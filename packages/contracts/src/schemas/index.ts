export * from './report.js';
export * from './config.js';
export * from './gate-prompt.js';
export * from './receipt.js';
export * from './tripwire.js';
export * from './registry.js';
