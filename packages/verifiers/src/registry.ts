import type { RuleMeta } from '@gauntlet/core';
import { gatePromptVerifier } from './gate-prompt/index.js';
import { planVerifier } from './plan/index.js';

/** Every built-in verifier (for docs checks, `--list-rules` and SARIF). */
export const ALL_VERIFIERS: ReadonlyArray<{ readonly id: string; readonly rules: readonly RuleMeta[] }> = [gatePromptVerifier, planVerifier];
