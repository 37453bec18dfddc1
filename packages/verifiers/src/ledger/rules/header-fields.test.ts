import { ruleTester } from '../../rule-tester.test-helpers.js';
import { HEADER, PIPELINE_ID, ledger, headerWithout } from '../fixtures.test-helpers.js';
import { ledgerVerifier } from '../index.js';

const DEBUG_ID = 'debug-20260918-091244';
const debug = ledger(undefined, {}, HEADER.map((line) => line.replace(PIPELINE_ID, DEBUG_ID)));
const missing = (key: string) => ({ reason: 'ledger_header_field_missing', severity: 'blocker', line: null, message: `The header has no ${key} field.`, evidence: [`field: ${key}`], hint: 'The header is Run, PipelineID, Goal, Mode and QualityGateMode, written at initialisation.' }) as const;
const OLD_LEDGER = { reason: 'ledger_header_field_missing', severity: 'warning', line: null, message: 'The header has no QualityGateMode field (a pre-#624 ledger); it is read as standard.', evidence: ['field: QualityGateMode'], hint: 'Add `QualityGateMode: standard` (or `full` when the caller asked for it).' } as const;

ruleTester.run(ledgerVerifier, 'ledger/header-fields', {
  valid: [
    { name: 'the five fields', input: ledger(), verdict: 'pass' },
    { name: 'QualityGateMode full, Mode refactor', input: ledger(undefined, {}, HEADER.map((line) => line.replace('standard', 'full').replace('feature', 'refactor'))), verdict: 'pass' },
    { name: 'another skill prefix under --pipeline-id-prefix', input: debug, options: { pipelineIdPrefix: 'debug' }, verdict: 'pass' },
    { name: 'header fields in another order', input: ledger(undefined, {}, [...HEADER].reverse()), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'no PipelineID',
      input: ledger(undefined, {}, headerWithout('PipelineID')),
      errors: [missing('PipelineID')],
      verdict: 'fail',
      repaired: { input: ledger() },
    },
    {
      name: 'no Run and no Goal: one finding each, in header order',
      input: ledger(undefined, {}, headerWithout('Run').filter((line) => !line.startsWith('Goal:'))),
      errors: [missing('Run'), missing('Goal')],
      verdict: 'fail',
    },
    {
      name: 'no QualityGateMode: a pre-#624 ledger passes with a warning',
      input: ledger(undefined, {}, headerWithout('QualityGateMode')),
      errors: [OLD_LEDGER],
      verdict: 'pass',
      repaired: { input: ledger() },
    },
    {
      name: 'an empty text has no header at all',
      input: '',
      errors: [missing('Run'), missing('PipelineID'), missing('Goal'), missing('Mode'), OLD_LEDGER],
      verdict: 'fail',
    },
    {
      name: 'QualityGateMode strict is rejected, not coerced',
      input: ledger().replace('QualityGateMode: standard', 'QualityGateMode: strict'),
      errors: [{ reason: 'ledger_quality_gate_mode_invalid', severity: 'blocker', line: 6, message: 'QualityGateMode is "strict"; it must be standard or full.', hint: 'An invalid mode is rejected, never coerced to a default.' }],
      verdict: 'fail',
      repaired: { input: ledger() },
    },
    {
      name: 'QualityGateMode in another case',
      input: ledger().replace('QualityGateMode: standard', 'QualityGateMode: Full'),
      errors: [{ reason: 'ledger_quality_gate_mode_invalid', severity: 'blocker', line: 6 }],
      verdict: 'fail',
    },
    {
      name: 'a PipelineID with dashes in its date',
      input: ledger().replace(PIPELINE_ID, 'build-2026-09-18'),
      errors: [{ reason: 'ledger_pipeline_id_malformed', severity: 'blocker', line: 3, message: 'PipelineID "build-2026-09-18" is not build-YYYYMMDD-HHMMSS.' }],
      verdict: 'fail',
      repaired: { input: ledger() },
    },
    {
      name: 'another prefix than the expected one',
      input: debug,
      errors: [{ reason: 'ledger_pipeline_id_malformed', severity: 'blocker', line: 3, message: `PipelineID "${DEBUG_ID}" is not build-YYYYMMDD-HHMMSS.`, hint: 'Generate it once with `date -u +build-%Y%m%d-%H%M%S`.' }],
      verdict: 'fail',
      repaired: { input: debug, options: { pipelineIdPrefix: 'debug' } },
    },
    {
      name: 'the hint names the expected prefix',
      input: ledger().replace(PIPELINE_ID, 'build-20260918'),
      options: { pipelineIdPrefix: 'debug' },
      errors: [{ reason: 'ledger_pipeline_id_malformed', severity: 'blocker', line: 3, message: 'PipelineID "build-20260918" is not debug-YYYYMMDD-HHMMSS.', hint: 'Generate it once with `date -u +debug-%Y%m%d-%H%M%S`.' }],
      verdict: 'fail',
    },
    {
      name: 'the expected prefix with a stamp one digit short, or trailing text',
      input: ledger().replace(PIPELINE_ID, 'build-20260918-09124'),
      errors: [{ reason: 'ledger_pipeline_id_malformed', severity: 'blocker', line: 3 }],
      verdict: 'fail',
    },
    {
      name: 'a stamp followed by more text',
      input: ledger().replace(PIPELINE_ID, `${PIPELINE_ID}-retry`),
      errors: [{ reason: 'ledger_pipeline_id_malformed', severity: 'blocker', line: 3 }],
      verdict: 'fail',
    },
    {
      name: 'Mode bugfix',
      input: ledger().replace('Mode: feature', 'Mode: bugfix'),
      errors: [{ reason: 'ledger_mode_invalid', severity: 'blocker', line: 5, message: 'Mode is "bugfix"; it must be feature or refactor.', hint: 'Mode is fixed by mode detection at pipeline start.' }],
      verdict: 'fail',
      repaired: { input: ledger().replace('Mode: feature', 'Mode: refactor') },
    },
  ],
});
