export * from './report.js';
export * from './config.js';
export * from './gate-prompt.js';
export * from './registry.js';
export * from './partition.js';
export * from './brief.js';
export * from './visual-evidence.js';
