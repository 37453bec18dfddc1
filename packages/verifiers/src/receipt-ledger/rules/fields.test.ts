import { ruleTester } from '../../rule-tester.test-helpers.js';
import { SHA, jsonl, row } from '../fixtures.test-helpers.js';
import { receiptLedgerVerifier } from '../index.js';

ruleTester.run(receiptLedgerVerifier, 'receipt-ledger/fields', {
  valid: [
    { name: 'PASS', input: jsonl(row()), verdict: 'pass' },
    { name: 'FAIL in a quality-gate round', input: jsonl(row({ dispatch_id: '2-red-team', phase: 'quality-gate:round/1', rcpt_sha256: SHA('b'), verdict: 'FAIL' })), verdict: 'pass' },
    { name: 'BLOCKED in a standalone run', input: jsonl(row({ dispatch_id: '3-x', phase: 'red-team:standalone/1', rcpt_sha256: SHA('c'), verdict: 'BLOCKED' })), verdict: 'pass' },
    { name: 'a line that is no object is line-json\'s', input: jsonl('{torn'), verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'a dispatch id without its number',
      input: jsonl(row({ dispatch_id: 'plan-writer' })),
      errors: [{ reason: 'receipt_ledger_dispatch_id_invalid', severity: 'blocker', line: 1, message: 'Line 1: dispatch_id "plan-writer" is not the dispatch file\'s basename <N>-<template>.' }],
      verdict: 'fail',
      repaired: { input: jsonl(row()) },
    },
    {
      name: 'no dispatch id',
      input: jsonl(row({ dispatch_id: undefined })),
      errors: [{ reason: 'receipt_ledger_dispatch_id_invalid', severity: 'blocker', line: 1, message: 'Line 1: dispatch_id missing is not the dispatch file\'s basename <N>-<template>.' }],
      verdict: 'fail',
    },
    { name: 'the file name with .md', input: jsonl(row({ dispatch_id: '1-plan-writer.md' })), errors: [{ reason: 'receipt_ledger_dispatch_id_invalid', severity: 'blocker', line: 1 }], verdict: 'fail' },
    {
      name: 'a phase without its skill',
      input: jsonl(row({ phase: 'round/1' })),
      errors: [{ reason: 'receipt_ledger_phase_unqualified', severity: 'blocker', line: 1, message: 'Line 1: phase "round/1" is not skill-qualified <skill>:<phase>/<counter>.' }],
      verdict: 'fail',
      repaired: { input: jsonl(row({ phase: 'quality-gate:round/1' })) },
    },
    { name: 'a phase without its counter', input: jsonl(row({ phase: 'build:plan' })), errors: [{ reason: 'receipt_ledger_phase_unqualified', severity: 'blocker', line: 1 }], verdict: 'fail' },
    {
      name: 'a short digest',
      input: jsonl(row({ rcpt_sha256: 'abc123' })),
      errors: [{ reason: 'receipt_ledger_sha_invalid', severity: 'blocker', line: 1, message: 'Line 1: rcpt_sha256 "abc123" is not 64 lowercase hex digits.' }],
      verdict: 'fail',
      repaired: { input: jsonl(row()) },
    },
    { name: 'upper-case hex', input: jsonl(row({ rcpt_sha256: SHA('A') })), errors: [{ reason: 'receipt_ledger_sha_invalid', severity: 'blocker', line: 1 }], verdict: 'fail' },
    {
      name: 'a verdict that is no receipt verdict',
      input: jsonl(row({ verdict: 'OK' })),
      errors: [{ reason: 'receipt_ledger_verdict_invalid', severity: 'blocker', line: 1, message: 'Line 1: verdict "OK" is not PASS, FAIL or BLOCKED.' }],
      verdict: 'fail',
      repaired: { input: jsonl(row({ verdict: 'BLOCKED' })) },
    },
    { name: 'verdict null', input: jsonl(row({ verdict: null })), errors: [{ reason: 'receipt_ledger_verdict_invalid', severity: 'blocker', line: 1, message: 'Line 1: verdict null is not PASS, FAIL or BLOCKED.' }], verdict: 'fail' },
    {
      name: 'an empty object: all four, in order',
      input: jsonl(row(), '{}'),
      errors: [
        { reason: 'receipt_ledger_dispatch_id_invalid', severity: 'blocker', line: 2 },
        { reason: 'receipt_ledger_phase_unqualified', severity: 'blocker', line: 2 },
        { reason: 'receipt_ledger_sha_invalid', severity: 'blocker', line: 2 },
        { reason: 'receipt_ledger_verdict_invalid', severity: 'blocker', line: 2 },
      ],
      verdict: 'fail',
    },
  ],
});
