import type { RuleMeta } from '@gauntlet/core';
import { gatePromptVerifier } from './gate-prompt/index.js';
import { receiptVerifier } from './receipt/index.js';
import { tripwireVerifier } from './tripwire/index.js';

/** Every built-in verifier (for docs checks, `--list-rules` and SARIF). */
export const ALL_VERIFIERS: ReadonlyArray<{ readonly id: string; readonly rules: readonly RuleMeta[] }> = [gatePromptVerifier, receiptVerifier, tripwireVerifier];
