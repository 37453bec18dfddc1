import type { RuleMeta } from '@gauntlet/core';
import { briefVerifier } from './brief/index.js';
import { checklistVerifier } from './checklist/index.js';
import { conformanceReportVerifier } from './conformance-report/index.js';
import { councilAuditVerifier } from './council-audit/index.js';
import { gatePromptVerifier } from './gate-prompt/index.js';
import { receiptVerifier } from './receipt/index.js';
import { tripwireVerifier } from './tripwire/index.js';
import { markerVerifier } from './marker/index.js';
import { planVerifier } from './plan/index.js';
import { partitionVerifier } from './partition/index.js';
import { specPrVerifier } from './spec-pr/index.js';
import { specVerifier } from './spec/index.js';
import { visualEvidenceVerifier } from './visual-evidence/index.js';
import { calibrationVerifier } from './calibration/index.js';
import { cairnVerifier } from './cairn/index.js';
import { csbVerifier } from './csb/index.js';
import { dispatchManifestVerifier, receiptLedgerVerifier } from './receipt-ledger/index.js';
import { pipelineActiveVerifier } from './pipeline-active/index.js';
import { reviewVerifier } from './review/index.js';
import { statusVerifier } from './status/index.js';
import { contractVerifier } from './contract/index.js';
import { ledgerVerifier } from './ledger/index.js';
import { verdictMarkerVerifier } from './verdict-marker/index.js';
import { handoffVerifier } from './handoff/index.js';
import { patchesVerifier } from './patches/index.js';
import { conflictVerifier } from './conflict/index.js';
import { warningsBaselineVerifier } from './warnings-baseline/index.js';
import { tddGateVerifier, tddReviewVerifier, tddTaskVerifier } from './tdd/index.js';

/** Every built-in verifier (for docs checks, `--list-rules` and SARIF). */
export const ALL_VERIFIERS: ReadonlyArray<{ readonly id: string; readonly rules: readonly RuleMeta[] }> = [
  receiptVerifier,
  tripwireVerifier,
  partitionVerifier,
  briefVerifier,
  visualEvidenceVerifier,
  checklistVerifier,
  markerVerifier,
  specVerifier,
  specPrVerifier,
  councilAuditVerifier,
  conformanceReportVerifier,
  planVerifier,
  gatePromptVerifier,
  receiptLedgerVerifier,
  dispatchManifestVerifier,
  csbVerifier,
  statusVerifier,
  cairnVerifier,
  reviewVerifier,
  calibrationVerifier,
  pipelineActiveVerifier,
  contractVerifier,
  ledgerVerifier,
  verdictMarkerVerifier,
  handoffVerifier,
  patchesVerifier,
  conflictVerifier,
  tddTaskVerifier,
  tddGateVerifier,
  tddReviewVerifier,
  warningsBaselineVerifier,
];
