import type { RuleMeta } from '@gauntlet/core';
import { gatePromptVerifier } from './gate-prompt/index.js';
import { partitionVerifier } from './partition/index.js';
import { briefVerifier } from './brief/index.js';
import { visualEvidenceVerifier } from './visual-evidence/index.js';
import { checklistVerifier } from './checklist/index.js';

/** Every built-in verifier (for docs checks, `--list-rules` and SARIF). */
export const ALL_VERIFIERS: ReadonlyArray<{ readonly id: string; readonly rules: readonly RuleMeta[] }> = [gatePromptVerifier, partitionVerifier, briefVerifier, visualEvidenceVerifier, checklistVerifier];
