import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReceiptReason, codesOf } from '@gauntlet/contracts/codes';
import { ParsedReceiptSchema } from '@gauntlet/contracts';
import { lintReceipt, parseReceipt, receiptRules } from './index.js';
import { BASE_V1, BASE_V11, H, insertAfter, withLine } from './fixtures.test-helpers.js';

const first = async (text: string) => {
  const { findings } = await lintReceipt(text);
  return findings.find((f) => f.severity === 'blocker');
};
const reasonOf = async (text: string) => (await first(text))?.reason ?? null;

const W = (witness: string) => withLine(BASE_V1, 'WITNESS', `WITNESS    ${witness}`);
const W11 = (witness: string) => withLine(BASE_V11, 'WITNESS', `WITNESS    ${witness}`);

describe('receipt Tier-1', () => {
  it('locks the documented reason codes (docs/rules/receipt/README.md#tier-1-evaluation-order, docs/rules/receipt/README.md#tier-2-disk-checks, docs/rules/receipt/README.md#ledger-binding-and-receipt-hash, docs/rules/receipt/README.md#compatibility)', () => {
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

  it.each<[string, string, string]>([
    ['empty_receipt', '', 'empty receipt'],
    ['header_malformed', BASE_V1.replace('RCPT v1 ', 'RCPT  v1 '), "first line must start with 'RCPT v1 ' or 'RCPT v1.1 '"],
    ['header_malformed', 'RCPT v1.1 \nVERDICT', "first line must start with 'RCPT v1 ' or 'RCPT v1.1 '"],
    ['section_duplicated', insertAfter(BASE_V1, 'NEXT', 'TRACE'), 'section TRACE duplicated'],
    ['prose_before_header', BASE_V1.replace('build/3-fixer\n', 'build/3-fixer\n\n'), "prose before first section header: ''"],
    ['sections_out_of_order', withLine(BASE_V1, 'ARTIFACTS', 'notes'), ''],
    ['sections_missing', BASE_V1.replace(/SUSPICION[^]*$/, ''), "missing required sections: ['SUSPICION', 'NEXT']"],
    ['verdict_empty', withLine(BASE_V1, 'VERDICT', 'VERDICT'), 'VERDICT empty'],
    ['verdict_malformed', withLine(BASE_V1, 'VERDICT', 'VERDICT  pass  conf=0.85'), "VERDICT malformed: 'pass  conf=0.85'"],
    ['verdict_conf_malformed', withLine(BASE_V1, 'VERDICT', 'VERDICT  PASS  conf=0.9'), "VERDICT conf malformed: '0.9'"],
    ['none_sentinel_not_alone', insertAfter(BASE_V1, 'ARTIFACTS', '  (none)'), 'ARTIFACTS (none) is the empty-set sentinel and must be the only entry'],
    ['artifacts_malformed', withLine(BASE_V1, 'run.log', `  run.log  sha256:${H('a')}`), ''],
    ['artifact_name_absolute', withLine(BASE_V1, 'run.log', `  /etc/run.log  sha256:${H('a')}  1`), 'ARTIFACTS name is not relative: /etc/run.log'],
    ['artifact_name_nul', withLine(BASE_V1, 'run.log', `  run\0.log  sha256:${H('a')}  1`), 'ARTIFACTS name contains NUL: run\\x00.log'],
    ['artifact_bad_hash', withLine(BASE_V1, 'run.log', `  run.log  sha256:${H('A')}  1`), ''],
    ['artifact_name_duplicated', insertAfter(BASE_V1, 'run.log', `  run.log  sha256:${H('c')}  1`), 'ARTIFACTS name duplicated: run.log'],
    ['trace_malformed', insertAfter(BASE_V1, '2  EXEC', '  3'), "TRACE malformed: '  3'"],
    ['trace_index_not_integer', insertAfter(BASE_V1, '2  EXEC', '  x  READ  a.md'), "TRACE index not integer: '  x  READ  a.md'"],
    ['trace_unknown_verb', insertAfter(BASE_V1, '2  EXEC', '  3  DELETE  a.md'), "TRACE unknown verb: 'DELETE'"],
    ['trace_index_unusable', insertAfter(BASE_V1, '2  EXEC', '  ²  READ  a.md'), "TRACE index is not a usable integer: '²' (invalid literal for int() with base 10: '²')"],
    ['trace_indices_not_contiguous', insertAfter(BASE_V1, '2  EXEC', '  4  READ  a.md'), 'TRACE indices not 1-based contiguous: expected 3 got 4'],
    ['claim_malformed', insertAfter(BASE_V1, 'tests-pass', '  fix-verified  from=TRACE#2'), ''],
    ['witness_missing', withLine(BASE_V1, 'WITNESS', 'WITNESS'), 'WITNESS missing'],
    ['witness_na', W('(n/a)'), "WITNESS is '(n/a)' — not permitted under any verdict"],
    ['witness_missing_ran', W('exec:`x`  expect-fail=/boom!/'), ''],
    ['witness_missing_expect_fail', W('exec:`x`  ran=TRACE#2'), ''],
    ['witness_kind_payload_malformed', W('exec `x`  expect-fail=/boom!/  ran=TRACE#2'), ''],
    ['witness_kind_unknown', W('shell:`x`  expect-fail=/boom!/  ran=TRACE#2'), "WITNESS kind unknown: 'shell'"],
    ['witness_lint_rule_unknown', W('lint:made-up  expect-fail=/boom!/  ran=TRACE#2'), "WITNESS lint rule unknown: 'made-up'"],
    ['witness_clause_duplicated', W('grep:run.log#L1-L5  pattern=/aaaa/  pattern=/bbbb/  expect-fail=match  ran=TRACE#2'), ''],
    ['expect_fail_empty', W('exec:`x`  expect-fail=  ran=TRACE#2'), 'WITNESS expect-fail empty'],
    ['expect_fail_regex_too_short', W('exec:`x`  expect-fail=/.*/  ran=TRACE#2'), "WITNESS expect-fail wildcard/too-short: '/.*/'"],
    ['expect_fail_regex_invalid', W('exec:`x`  expect-fail=/[xyz(/  ran=TRACE#2'), ''],
    ['expect_fail_unsatisfiable', W('exec:`x`  expect-fail=/(?!)fail/  ran=TRACE#2'), "WITNESS expect-fail can never match: '/(?!)fail/' (the empty negative lookaround (?!) can never match)"],
    ['expect_fail_literal_too_short', W('exec:`x`  expect-fail="a.b"  ran=TRACE#2'), ''],
    ['expect_fail_bad_form', W('exec:`x`  expect-fail=exit!=5  ran=TRACE#2'), "WITNESS expect-fail not a valid signature form: 'exit!=5'"],
    ['clause_not_delimited', W('grep:run.log#L1-L5  pattern=boom  expect-fail=match  ran=TRACE#2'), ''],
    ['clause_empty', W('grep:run.log#L1-L5  pattern=//  expect-fail=match  ran=TRACE#2'), ''],
    ['clause_too_short', W('grep:run.log#L1-L5  pattern="a,b"  expect-fail=match  ran=TRACE#2'), ''],
    ['clause_regex_invalid', W('grep:run.log#L1-L5  pattern=/[xyz(/  expect-fail=match  ran=TRACE#2'), ''],
    ['clause_unsatisfiable', W('grep:run.log#L1-L5  pattern=/x[^\\s\\S]y/  expect-fail=match  ran=TRACE#2'), ''],
    ['clause_without_match', W('grep:run.log#L1-L5  pattern=/boom!/  expect-fail=/boom!/  ran=TRACE#2'), ''],
    ['match_requires_grep', W('exec:`x`  expect-fail=match  ran=TRACE#2'), 'WITNESS expect-fail=match is only valid for kind=grep (got kind=exec)'],
    ['match_requires_clause', W('grep:run.log#L1-L5  expect-fail=match  ran=TRACE#2'), ''],
    ['witness_range_int_unusable', W(`grep:run.log#L1-L${'9'.repeat(4301)}  expect-fail=/boom!/  ran=TRACE#2`), ''],
    ['witness_range_negative', W('grep:run.log#L5-L1  expect-fail=/boom!/  ran=TRACE#2'), 'witness range negative: run.log#L5-L1'],
    ['witness_range_too_large', W('grep:run.log#B1-B5000  expect-fail=/boom!/  ran=TRACE#2'), ''],
    ['match_requires_range', W('grep:run.log  pattern=/boom!/  expect-fail=match  ran=TRACE#2'), ''],
    ['witness_artifact_not_declared', W('grep:other.md#L1-L5  expect-fail=/boom!/  ran=TRACE#2'), 'WITNESS grep artifact not in ARTIFACTS: other.md'],
    ['exec_out_missing_or_bad', withLine(BASE_V1, '2  EXEC', '  2  EXEC  `pnpm test`  exit=0  out=run.log#L1-B5'), ''],
    ['exec_range_int_unusable', withLine(BASE_V1, '2  EXEC', `  2  EXEC  \`t\`  out=run.log#L1-L${'1'.repeat(4301)}`), ''],
    ['exec_range_negative', withLine(BASE_V1, '2  EXEC', '  2  EXEC  `t`  out=run.log#L5-L1'), ''],
    ['exec_range_too_large', withLine(BASE_V1, '2  EXEC', '  2  EXEC  `t`  out=run.log#L1-L53'), ''],
    ['exec_out_not_declared', withLine(BASE_V1, '2  EXEC', '  2  EXEC  `t`  out=other.log#L1-L5'), 'EXEC out= artifact not in ARTIFACTS: other.log'],
    ['edit_wrote_missing_sha', withLine(BASE_V1, '1  EDIT', '  1  EDIT  src/a.ts'), 'EDIT missing sha256: src/a.ts'],
    ['dispatched_missing_rcpt_sha', insertAfter(BASE_V1, '2  EXEC', '  3  DISPATCHED  qa/7-probe  verdict=PASS'), ''],
    ['trace_ref_malformed', withLine(BASE_V1, 'tests-ran', '  tests-ran=true  from=TRACE#2x'), "malformed TRACE# reference: 'TRACE#2x'"],
    ['claim_trace_unresolved', withLine(BASE_V1, 'tests-ran', '  tests-ran=true  from=TRACE#9'), 'CLAIM citation TRACE#9 does not resolve'],
    ['claim_artifact_not_declared', withLine(BASE_V1, 'tests-pass', '  tests-pass=true  from=other.log#L1'), 'CLAIM citation artifact not listed: other.log'],
    ['unrunnable_on_pass', W('exec:`x`  expect-fail=/boom!/  ran=UNRUNNABLE:tooling-absent'), 'WITNESS ran=UNRUNNABLE not permitted on PASS'],
    ['witness_ran_unresolved', W('exec:`x`  expect-fail=/boom!/  ran=TRACE#7'), 'WITNESS ran=TRACE#7 does not resolve'],
    ['witness_exec_ran_not_exec', W('exec:`x`  expect-fail=/boom!/  ran=TRACE#1'), 'WITNESS kind=exec requires ran= to point to EXEC (got EDIT)'],
    ['witness_grep_ran_bad_verb', W('grep:run.log  expect-fail=/boom!/  ran=TRACE#1'), ''],
    ['skipped_next_missing_payload', W('exec:`x`  expect-fail=/boom!/  ran=SKIPPED:later'), ''],
    ['unrunnable_reason_unknown', withLine(W('exec:`x`  expect-fail=/boom!/  ran=UNRUNNABLE:lazy'), 'VERDICT', 'VERDICT  BLOCKED  conf=0.35'), ''],
    ['witness_ran_form_unknown', W('exec:`x`  expect-fail=/boom!/  ran=SKIPPED'), "WITNESS ran= form unknown: 'SKIPPED'"],
    ['tests_claim_without_exec', withLine(withLine(W('grep:run.log  expect-fail=/boom!/  ran=TRACE#2'), '2  EXEC', '  2  READ  run.log'), 'tests-ran', '  tests-ran=true  from=run.log'), ''],
    ['tests_claim_cites_non_exec', withLine(BASE_V1, 'tests-ran', '  tests-ran=true  from=TRACE#1'), 'CLAIM tests-ran cites TRACE#1 which is EDIT, not EXEC'],
    ['tests_pass_nonzero_exit', withLine(withLine(BASE_V1, 'tests-pass', '  tests-pass=true  from=TRACE#2'), '2  EXEC', '  2  EXEC  `t`  exit=1  out=run.log#L1-L20'), ''],
  ])('%s', async (reason, text, message) => {
    const finding = await first(text);
    expect(finding?.reason).toBe(reason);
    if (message) expect(finding?.message).toBe(message);
    if (text !== '' && !reason.startsWith('sections_')) expect(finding?.line).toBeGreaterThanOrEqual(1);
  });

  it.each<[string, string]>([
    ['v11_section_duplicated', `${BASE_V11}TRIPWIRE:  always\n`],
    ['v11_tripwire_missing', withLine(BASE_V11, 'TRIPWIRE:', null)],
    ['v11_supersedes_missing', withLine(BASE_V11, 'SUPERSEDES:', null)],
    ['v11_tripwire_empty', withLine(BASE_V11, 'TRIPWIRE:', 'TRIPWIRE:')],
    ['v11_supersedes_empty', withLine(BASE_V11, 'SUPERSEDES:', 'SUPERSEDES:   ')],
    ['v11_tripwire_child_empty', `${BASE_V11}TRIPWIRE-CHILD:\n`],
    ['v11_tripwire_child_required', insertAfter(BASE_V11, '2  EXEC', `  3  DISPATCHED  qa/7-probe  verdict=PASS  rcpt-sha256:${H('d')}`)],
    ['suspicion_empty', withLine(BASE_V11, 'SUSPICION', 'SUSPICION')],
    ['tripwire_none_not_clean', withLine(BASE_V11, 'TRIPWIRE:', 'TRIPWIRE:  none')],
    ['tripwire_predicate_unknown', withLine(BASE_V11, 'TRIPWIRE:', 'TRIPWIRE:  wrote(a) || always')],
    ['tripwire_glob_cap', withLine(BASE_V11, 'TRIPWIRE:', 'TRIPWIRE:  wrote({p,q,r,s,t},{u,v,w,x})')],
    ['supersedes_unjustified', withLine(BASE_V11, 'SUPERSEDES:', 'SUPERSEDES: 0123456789ab')],
    ['supersedes_lint_witness', withLine(insertAfter(W11('lint:trace-consistent  expect-fail=/boom!/  ran=TRACE#2'), 'tests-pass', '  fixed=true  from=0123456789ab#L1'), 'SUPERSEDES:', 'SUPERSEDES: 0123456789ab')],
    [
      'supersedes_deferred_witness',
      withLine(
        insertAfter(withLine(W11('exec:`x`  expect-fail=/boom!/  ran=UNRUNNABLE:tooling-absent'), 'VERDICT', 'VERDICT  BLOCKED  conf=0.35'), 'tests-pass', '  fixed=true  from=0123456789ab#L1'),
        'SUPERSEDES:',
        'SUPERSEDES: 0123456789ab',
      ),
    ],
  ])('%s (v1.1)', async (reason, text) => {
    expect(await reasonOf(text)).toBe(reason);
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
