import type { RuleMeta } from '@gauntlet/core';
import { gatePromptVerifier } from './gate-prompt/index.js';
import { contractVerifier } from './contract/index.js';
import { ledgerVerifier } from './ledger/index.js';
import { verdictMarkerVerifier } from './verdict-marker/index.js';
import { handoffVerifier } from './handoff/index.js';

/** Every built-in verifier (for docs checks, `--list-rules` and SARIF). */
export const ALL_VERIFIERS: ReadonlyArray<{ readonly id: string; readonly rules: readonly RuleMeta[] }> = [
  gatePromptVerifier,
  contractVerifier,
  ledgerVerifier,
  verdictMarkerVerifier,
  handoffVerifier,
];
