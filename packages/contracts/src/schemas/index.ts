export * from './report.js';
export * from './config.js';
export * from './gate-prompt.js';
export * from './registry.js';
export * from './patches.js';
export * from './conflict.js';
export * from './tdd.js';
export * from './warnings-baseline.js';
