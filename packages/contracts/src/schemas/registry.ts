import type { z } from 'zod';
import { ConfigSchema } from './config.js';
import { GatePromptPayloadSchema } from './gate-prompt.js';
import { PlanVerifyReportSchema } from './plan.js';
import { ParsedReceiptSchema, ReceiptBindingLedgerLineSchema } from './receipt.js';
import { TripwireManifestEntrySchema, TripwirePredicateSchema } from './tripwire.js';
import { ConformanceRowsSchema } from './conformance-report.js';
import { CouncilAuditItemsSchema } from './council-audit.js';
import { ParsedMarkerSchema } from './marker.js';
import { AcceptanceSectionSchema, AmendGrantSchema } from './spec.js';
import { PartitionSchema } from './partition.js';
import { BriefFieldsSchema } from './brief.js';
import { VisualEvidenceEnvelopeSchema } from './visual-evidence.js';
import { CairnSchema } from './cairn.js';
import { CalibrationRunSchema } from './calibration.js';
import { CompressionStateBlockSchema } from './csb.js';
import { PipelineActiveMarkerSchema } from './pipeline-active.js';
import { DispatchManifestEntrySchema, ReceiptLedgerLineSchema } from './receipt-ledger.js';
import { ReviewRoundsSchema } from './review.js';
import { PipelineStatusSchema } from './status.js';
import { ContractSchema } from './contract.js';
import { GateLedgerSchema } from './ledger.js';
import { VerdictMarkerSchema } from './verdict-marker.js';
import { HandoffManifestSchema } from './handoff.js';
import { BackupMetaSchema, PatchFileResultSchema } from './patches.js';
import { ConflictReportDataSchema } from './conflict.js';
import { TddGateInputSchema, TddReviewInputSchema } from './tdd.js';
import { WarningsBaselineDataSchema } from './warnings-baseline.js';
import { ErrorReportSchema, FindingSchema, ReportSchema } from './report.js';

/**
 * The schemas published as JSON Schema files (`schemas/<name>.schema.json`), by file stem.
 * Families add their artifact schemas here.
 */
export const PUBLISHED_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  report: ReportSchema,
  'error-report': ErrorReportSchema,
  finding: FindingSchema,
  config: ConfigSchema,
  'gate-prompt': GatePromptPayloadSchema,
  'plan-verify-report': PlanVerifyReportSchema,
  receipt: ParsedReceiptSchema,
  'receipt-binding-ledger-line': ReceiptBindingLedgerLineSchema,
  'tripwire-manifest-entry': TripwireManifestEntrySchema,
  'tripwire-predicate': TripwirePredicateSchema,
  'marker-parsed': ParsedMarkerSchema,
  'spec-acceptance': AcceptanceSectionSchema,
  'spec-amend-grant': AmendGrantSchema,
  'council-audit-items': CouncilAuditItemsSchema,
  'conformance-report-rows': ConformanceRowsSchema,
  partition: PartitionSchema,
  'brief-fields': BriefFieldsSchema,
  'visual-evidence-envelope': VisualEvidenceEnvelopeSchema,
  'receipt-ledger-line': ReceiptLedgerLineSchema,
  'dispatch-manifest-entry': DispatchManifestEntrySchema,
  'calibration-run': CalibrationRunSchema,
  'compression-state-block': CompressionStateBlockSchema,
  'pipeline-status': PipelineStatusSchema,
  cairn: CairnSchema,
  'pipeline-active-marker': PipelineActiveMarkerSchema,
  'review-rounds': ReviewRoundsSchema,
  contract: ContractSchema,
  'gate-ledger': GateLedgerSchema,
  'verdict-marker': VerdictMarkerSchema,
  'handoff-manifest': HandoffManifestSchema,
  'patch-file-result': PatchFileResultSchema,
  'backup-meta': BackupMetaSchema,
  'conflict-report': ConflictReportDataSchema,
  'tdd-gate-input': TddGateInputSchema,
  'tdd-review-input': TddReviewInputSchema,
  'warnings-baseline': WarningsBaselineDataSchema,
};
