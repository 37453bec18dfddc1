export * from './report.js';
export * from './config.js';
export * from './gate-prompt.js';
export * from './registry.js';
export * from './plan.js';
