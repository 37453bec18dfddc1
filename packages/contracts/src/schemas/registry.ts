import type { z } from 'zod';
import { ConfigSchema } from './config.js';
import { GatePromptPayloadSchema } from './gate-prompt.js';
import { ParsedReceiptSchema, ReceiptBindingLedgerLineSchema } from './receipt.js';
import { TripwireManifestEntrySchema, TripwirePredicateSchema } from './tripwire.js';
import { ConformanceRowsSchema } from './conformance-report.js';
import { CouncilAuditItemsSchema } from './council-audit.js';
import { ParsedMarkerSchema } from './marker.js';
import { AcceptanceSectionSchema, AmendGrantSchema } from './spec.js';
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
  receipt: ParsedReceiptSchema,
  'receipt-binding-ledger-line': ReceiptBindingLedgerLineSchema,
  'tripwire-manifest-entry': TripwireManifestEntrySchema,
  'tripwire-predicate': TripwirePredicateSchema,
  'marker-parsed': ParsedMarkerSchema,
  'spec-acceptance': AcceptanceSectionSchema,
  'spec-amend-grant': AmendGrantSchema,
  'council-audit-items': CouncilAuditItemsSchema,
  'conformance-report-rows': ConformanceRowsSchema,
};
