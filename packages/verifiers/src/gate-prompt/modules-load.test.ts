import { everyModuleLoads } from '../modules-load.test-helpers.js';

everyModuleLoads(import.meta.glob(['./**/*.ts', '!./**/*.test.ts', '!./**/*.test-helpers.ts']));
