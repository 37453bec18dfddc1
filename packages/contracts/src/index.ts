/**
 * @gauntlet/contracts: zod schemas of every artifact and of the report, stable reason codes,
 * and the TypeScript types. `@gauntlet/contracts/codes` is the same without zod.
 */
export * from './codes.js';
export * from './schemas/index.js';
