export * from './report.js';
export * from './config.js';
export * from './gate-prompt.js';
export * from './registry.js';
export * from './marker.js';
export * from './spec.js';
export * from './council-audit.js';
export * from './conformance-report.js';
