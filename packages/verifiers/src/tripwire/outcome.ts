import type { ManifestEntry } from './manifest.js';
import type { SweepOutcome } from './sweep.js';

/** What the tripwire verifier checks: one receipt against a manifest (optionally pre-swept). */
export interface SweepInput {
  receipt: string;
  manifest: readonly ManifestEntry[];
  outcome?: SweepOutcome;
}
