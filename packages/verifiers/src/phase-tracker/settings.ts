import { DEFAULT_SPEC_DIRS } from '../spec/index.js';
import type { TrackerSettings, TrackerSettingsInput } from './types.js';

/** The fix-round cap when none (or a non-integer) is configured. */
export const DEFAULT_MAX_FIX_ROUNDS = 3;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `maxFixRounds`: an integer, else 3; a negative integer is 0. */
export function normalizeMaxFixRounds(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) return DEFAULT_MAX_FIX_ROUNDS;
  return Math.max(0, value);
}

/**
 * Applies the defaults. Settings come from a JSON file a user edits, so every value is checked:
 * only an explicit `false` turns a guard off (anything else keeps it on).
 */
export function resolveSettings(input: TrackerSettingsInput | null | undefined): TrackerSettings {
  const root: unknown = input;
  const section = isRecord(root) && isRecord(root.piGauntlet) ? root.piGauntlet : isRecord(root) ? root : {};
  const closure = isRecord(section.closureReview) ? section.closureReview : {};
  const flow = isRecord(section.flowGuards) ? section.flowGuards : {};
  const specDirs = Array.isArray(flow.specDirs) ? flow.specDirs.filter((dir): dir is string => typeof dir === 'string') : [...DEFAULT_SPEC_DIRS];
  return {
    closureReview: {
      enforce: closure.enforce !== false,
      maxFixRounds: normalizeMaxFixRounds(closure.maxFixRounds),
      model: typeof closure.model === 'string' && closure.model.trim() !== '' ? closure.model : null,
    },
    flowGuards: { enforce: flow.enforce !== false, specDirs },
  };
}
