import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReceiptReason, codesOf } from '@gauntlet/contracts/codes';
import { ParsedReceiptSchema } from '@gauntlet/contracts';
import { lintReceipt, parseReceipt, receiptRules } from './index.js';
import { BASE_V1, BASE_V11, W, withLine } from './fixtures.test-helpers.js';

const reasonOf = async (text: string) => (await lintReceipt(text)).findings.find((f) => f.severity === 'blocker')?.reason ?? null;

describe('receipt Tier-1 (each rule has its own test in rules/<rule>.test.ts)', () => {
  it('locks the documented reason codes (docs/rules/receipt/)', () => {
    expect(codesOf(ReceiptReason)).toEqual([
      'empty_receipt', 'header_malformed', 'section_duplicated', 'prose_before_header', 'sections_out_of_order', 'sections_missing',
      'verdict_empty', 'verdict_malformed', 'verdict_conf_malformed', 'none_sentinel_not_alone', 'artifacts_malformed',
      'artifact_name_absolute', 'artifact_name_nul', 'artifact_bad_hash', 'artifact_name_duplicated', 'trace_malformed',
      'trace_index_not_integer', 'trace_unknown_verb', 'trace_index_unusable', 'trace_indices_not_contiguous', 'claim_malformed',
      'witness_missing', 'witness_na', 'witness_missing_ran', 'witness_missing_expect_fail', 'witness_kind_payload_malformed',
      'witness_kind_unknown', 'witness_lint_rule_unknown', 'witness_clause_duplicated', 'expect_fail_empty',
      'expect_fail_regex_too_short', 'expect_fail_regex_invalid', 'expect_fail_unsatisfiable', 'expect_fail_literal_too_short',
      'expect_fail_bad_form', 'clause_not_delimited', 'clause_empty', 'clause_too_short', 'clause_regex_invalid',
      'clause_unsatisfiable', 'clause_without_match', 'match_requires_grep', 'match_requires_clause', 'witness_range_int_unusable',
      'witness_range_negative', 'witness_range_too_large', 'match_requires_range', 'witness_artifact_not_declared',
      'exec_out_missing_or_bad', 'exec_range_int_unusable', 'exec_range_negative', 'exec_range_too_large', 'exec_out_not_declared',
      'edit_wrote_missing_sha', 'dispatched_missing_rcpt_sha', 'trace_ref_malformed', 'claim_trace_unresolved',
      'claim_artifact_not_declared', 'unrunnable_on_pass', 'witness_ran_unresolved', 'witness_exec_ran_not_exec',
      'witness_grep_ran_bad_verb', 'skipped_next_missing_payload', 'unrunnable_reason_unknown', 'witness_ran_form_unknown',
      'tests_claim_without_exec', 'tests_claim_cites_non_exec', 'tests_pass_nonzero_exit', 'v11_section_duplicated',
      'v11_tripwire_missing', 'v11_supersedes_missing', 'v11_tripwire_empty', 'v11_supersedes_empty', 'v11_tripwire_child_empty',
      'v11_tripwire_child_required', 'suspicion_empty', 'tripwire_none_not_clean', 'tripwire_predicate_unknown', 'tripwire_glob_cap',
      'supersedes_unjustified', 'supersedes_lint_witness', 'supersedes_deferred_witness', 'root_absent', 'root_collapse',
      't2_resolve_timeout', 't2_strict_artifact_absent', 't2_strict_artifact_ambiguous', 't2_not_regular_file',
      't2_identity_check_failed', 't2_artifact_hash_mismatch', 't2_strict_witness_ambiguous', 't2_strict_witness_absent',
      't2_stated_target_undeclared', 't2_stated_target_mismatch', 't2_not_utf8', 't2_witness_range_too_large', 't2_grep_body_empty',
      't2_fail_without_evidence', 't2_exit_clause_fired', 't2_witness_fired', 't2_witness_timeout', 'supersedes_on_v1_header',
      'supersedes_witness_unbound', 'supersedes_on_blocked', 'supersedes_witness_not_evaluated', 'ledger_unparseable',
      'ledger_no_match', 'receipt_empty', 'eval_malformed_json', 'eval_record_invalid',
    ]);
    expect(new Set(receiptRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(ReceiptReason)));
  });

  it('passes well-formed v1 and v1.1 receipts, with CRLF too', async () => {
    expect(await reasonOf(BASE_V1)).toBeNull();
    expect(await reasonOf(BASE_V11)).toBeNull();
    expect(await reasonOf(BASE_V11.replace(/\n/g, '\r\n'))).toBeNull();
    const { data } = await lintReceipt(BASE_V11);
    expect(data).toEqual({ tier: 1, version: '1.1', notes: [] });
  });

  it('keeps the evaluation order: a v1 error wins over a Layer-2 error; J4 before K2 (E2)', async () => {
    expect(await reasonOf(withLine(withLine(BASE_V11, 'TRIPWIRE:', null), 'VERDICT', 'VERDICT PASS'))).toBe('verdict_malformed');
    const e2 = withLine(W('exec:`x`  expect-fail=/boom!/  ran=TRACE#1'), 'tests-ran', '  tests-pass=true  from=TRACE#1');
    expect(await reasonOf(e2)).toBe('witness_exec_ran_not_exec');
  });

  it('ignores Layer-2 lines in v1 receipts and accepts prefix section headers (CLAIMS:)', async () => {
    expect(await reasonOf(`${BASE_V1}TRIPWIRE:\n`)).toBeNull();
    expect(await reasonOf(BASE_V1.replace('CLAIMS\n', 'CLAIMS:\n'))).toBe('claim_malformed');
  });

  it('accepts quirks the reference accepts', async () => {
    expect(await reasonOf(W('grep:run.log#L1-L5  pattern="a.b"  expect-fail=match  ran=TRACE#2'))).toBeNull();
    expect(await reasonOf(W('exec:`x`  expect-fail=exit=0  ran=TRACE#2'))).toBeNull();
    expect(await reasonOf(withLine(BASE_V1, 'VERDICT', 'VERDICT  PASS  conf=0.७५'))).toBeNull();
    expect(await reasonOf(withLine(BASE_V1, 'tests-ran', '  tests-ran=true  from=TRACE#02'))).toBeNull();
    expect(await reasonOf(withLine(BASE_V1, 'tests-pass', '  tests-pass=true  from=0123456789ab#x'))).toBeNull();
  });

  it('parseReceipt returns the parsed receipt or the first failure, never throws', () => {
    const parsed = parseReceipt(BASE_V11);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.receipt.trace.map((t) => t.verb)).toEqual(['EDIT', 'EXEC']);
      expect(parsed.receipt.witness?.kind).toBe('exec');
      expect(parsed.receipt.layer2?.tripwire?.value).toBe('wrote(src/clock*) | suspicion>=0.40');
      expect(ParsedReceiptSchema.safeParse(JSON.parse(JSON.stringify(parsed.receipt))).success).toBe(true);
    }
    const broken = parseReceipt('RCPT v1 x\nVERDICT maybe');
    expect(broken.ok).toBe(false);
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const result = parseReceipt(text);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });

  it('lints any string without throwing (property), including receipt-shaped noise', async () => {
    const lines = fc.array(
      fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...BASE_V11.split('\n')), fc.constantFrom('\r', '\u2028', '\x0b', '\0', '\ufeff')),
      { maxLength: 25 },
    );
    await fc.assert(
      fc.asyncProperty(lines, async (parts) => {
        const result = await lintReceipt(parts.join('\n'));
        expect(result.findings.filter((f) => f.severity === 'blocker').length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('handles a huge receipt in linear time', async () => {
    const big = BASE_V1.replace('NEXT       (none)', `NEXT       ${'x '.repeat(200000)}`);
    const started = Date.now();
    expect(await reasonOf(big)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    const spaces = W(`grep:run.log#L1-L5${' '.repeat(50000)}pattern=/abcd/ x  expect-fail=/boom!/  ran=TRACE#2`);
    expect(await reasonOf(spaces)).toBeNull();
  });
});
