import type { RuleMeta } from '@gauntlet/core';
import { conformanceReportVerifier } from './conformance-report/index.js';
import { councilAuditVerifier } from './council-audit/index.js';
import { gatePromptVerifier } from './gate-prompt/index.js';
import { receiptVerifier } from './receipt/index.js';
import { tripwireVerifier } from './tripwire/index.js';
import { markerVerifier } from './marker/index.js';
import { specPrVerifier } from './spec-pr/index.js';
import { specVerifier } from './spec/index.js';

/** Every built-in verifier (for docs checks, `--list-rules` and SARIF). */
export const ALL_VERIFIERS: ReadonlyArray<{ readonly id: string; readonly rules: readonly RuleMeta[] }> = [
  gatePromptVerifier,
  receiptVerifier,
  tripwireVerifier,
  markerVerifier,
  specVerifier,
  specPrVerifier,
  councilAuditVerifier,
  conformanceReportVerifier,
];
