import { defineRule } from '@gauntlet/core';
import { LedgerReason } from '@gauntlet/contracts/codes';
import type { PreparedLedger } from '../options.js';
import { fieldOf } from '../parse.js';

const STAMP = /^\d{8}-\d{6}$/;

/** `<prefix>-YYYYMMDD-HHMMSS`, the shape `date -u +<prefix>-%Y%m%d-%H%M%S` writes. */
export const isPipelineId = (value: string, prefix: string): boolean =>
  value.startsWith(`${prefix}-`) && STAMP.test(value.slice(prefix.length + 1));

const REQUIRED = ['Run', 'PipelineID', 'Goal', 'Mode'] as const;

export const headerFields = defineRule<PreparedLedger>({
  id: 'ledger/header-fields',
  description: 'The header carries Run, PipelineID (well-formed), Goal, Mode and QualityGateMode with valid values.',
  severity: 'blocker',
  reasons: [
    LedgerReason.ledger_header_field_missing,
    LedgerReason.ledger_pipeline_id_malformed,
    LedgerReason.ledger_quality_gate_mode_invalid,
    LedgerReason.ledger_mode_invalid,
  ],
  check({ ledger, prefix }, { report }) {
    for (const key of REQUIRED) {
      if (fieldOf(ledger.header, key) === undefined) {
        report({
          reason: LedgerReason.ledger_header_field_missing,
          message: `The header has no ${key} field.`,
          evidence: [`field: ${key}`],
          hint: 'The header is Run, PipelineID, Goal, Mode and QualityGateMode, written at initialisation.',
        });
      }
    }
    const qualityGateMode = fieldOf(ledger.header, 'QualityGateMode');
    if (qualityGateMode === undefined) {
      report({
        reason: LedgerReason.ledger_header_field_missing,
        severity: 'warning',
        message: 'The header has no QualityGateMode field (a pre-#624 ledger); it is read as standard.',
        evidence: ['field: QualityGateMode'],
        hint: 'Add `QualityGateMode: standard` (or `full` when the caller asked for it).',
      });
    } else if (qualityGateMode.value !== 'standard' && qualityGateMode.value !== 'full') {
      report({
        reason: LedgerReason.ledger_quality_gate_mode_invalid,
        message: `QualityGateMode is ${JSON.stringify(qualityGateMode.value)}; it must be standard or full.`,
        line: qualityGateMode.line,
        hint: 'An invalid mode is rejected, never coerced to a default.',
      });
    }
    const pipelineId = fieldOf(ledger.header, 'PipelineID');
    if (pipelineId !== undefined && !isPipelineId(pipelineId.value, prefix)) {
      report({
        reason: LedgerReason.ledger_pipeline_id_malformed,
        message: `PipelineID ${JSON.stringify(pipelineId.value)} is not ${prefix}-YYYYMMDD-HHMMSS.`,
        line: pipelineId.line,
        hint: `Generate it once with \`date -u +${prefix}-%Y%m%d-%H%M%S\`.`,
      });
    }
    const mode = fieldOf(ledger.header, 'Mode');
    if (mode !== undefined && mode.value !== 'feature' && mode.value !== 'refactor') {
      report({
        reason: LedgerReason.ledger_mode_invalid,
        message: `Mode is ${JSON.stringify(mode.value)}; it must be feature or refactor.`,
        line: mode.line,
        hint: 'Mode is fixed by mode detection at pipeline start.',
      });
    }
  },
});
