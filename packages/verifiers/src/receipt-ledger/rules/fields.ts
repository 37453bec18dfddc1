import { defineRule } from '@gauntlet/core';
import { ReceiptLedgerReason } from '@gauntlet/contracts/codes';
import { DISPATCH_ID, type ParsedReceiptLedger, QUALIFIED_PHASE, RECEIPT_VERDICTS, SHA256_HEX, wellKeyedLines } from '../parse.js';

const shown = (value: unknown) => (value === undefined ? 'missing' : JSON.stringify(value));
const matches = (value: unknown, pattern: RegExp) => typeof value === 'string' && pattern.test(value);

export const fields = defineRule<ParsedReceiptLedger>({
  id: 'receipt-ledger/fields',
  description: 'Each row has a <N>-<template> dispatch_id, a skill-qualified phase, a 64-hex rcpt_sha256 and a PASS/FAIL/BLOCKED verdict.',
  severity: 'blocker',
  reasons: [
    ReceiptLedgerReason.receipt_ledger_dispatch_id_invalid,
    ReceiptLedgerReason.receipt_ledger_phase_unqualified,
    ReceiptLedgerReason.receipt_ledger_sha_invalid,
    ReceiptLedgerReason.receipt_ledger_verdict_invalid,
  ],
  check(ledger, { report }) {
    for (const { line, value: row } of wellKeyedLines(ledger)) {
      if (!matches(row.dispatch_id, DISPATCH_ID)) {
        report({
          reason: ReceiptLedgerReason.receipt_ledger_dispatch_id_invalid,
          message: `Line ${line}: dispatch_id ${shown(row.dispatch_id)} is not the dispatch file's basename <N>-<template>.`,
          line,
          hint: 'Use the dispatch file name without .md, e.g. "3-build-implementer".',
        });
      }
      if (!matches(row.phase, QUALIFIED_PHASE)) {
        report({
          reason: ReceiptLedgerReason.receipt_ledger_phase_unqualified,
          message: `Line ${line}: phase ${shown(row.phase)} is not skill-qualified <skill>:<phase>/<counter>.`,
          line,
          hint: 'Write e.g. "build:execute/3" or "quality-gate:round/2"; standalone runs use "<skill>:standalone/<counter>".',
        });
      }
      if (!matches(row.rcpt_sha256, SHA256_HEX)) {
        report({
          reason: ReceiptLedgerReason.receipt_ledger_sha_invalid,
          message: `Line ${line}: rcpt_sha256 ${shown(row.rcpt_sha256)} is not 64 lowercase hex digits.`,
          line,
          hint: 'Record sha256(normalize(receipt_text)) as lowercase hex.',
        });
      }
      if (typeof row.verdict !== 'string' || !RECEIPT_VERDICTS.includes(row.verdict)) {
        report({
          reason: ReceiptLedgerReason.receipt_ledger_verdict_invalid,
          message: `Line ${line}: verdict ${shown(row.verdict)} is not PASS, FAIL or BLOCKED.`,
          line,
          hint: 'A child receipt that failed lint is recorded as BLOCKED.',
        });
      }
    }
  },
});
