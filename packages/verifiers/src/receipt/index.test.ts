import { describe, expect, it } from 'vitest';
import { createMemoryHost, createResult } from '@gauntlet/core';
import { BASE_V1, withLine } from './fixtures.test-helpers.js';
import { bindReceipt, lintReceipt, receiptBindingVerifier, receiptVerifier, verifyReceipt } from './index.js';

/** The two verifiers `receipt/index.ts` defines: what their findings and results carry. */
const ledgerHost = () => createMemoryHost({ cwd: '/w', files: { '/w/ledger.jsonl': '' } });

describe('receiptVerifier', () => {
  it('its findings name the verifier "receipt", which the reports and the config use', async () => {
    const broken = withLine(BASE_V1, 'VERDICT', 'VERDICT  MAYBE  conf=0.85');
    for (const verification of [await lintReceipt(broken), await verifyReceipt(broken, {}, { host: createMemoryHost() })]) {
      expect(verification.findings).toEqual([expect.objectContaining({ verifier: 'receipt', rule: 'receipt/verdict', reason: 'verdict_malformed', severity: 'blocker', line: 2 })]);
      expect(createResult('r.md', verification.findings, verification.data).verdict).toBe('fail');
    }
    expect(receiptVerifier.id).toBe('receipt');
  });
});

describe('receiptBindingVerifier (--bind-only)', () => {
  it('stops at the first blocker: a text that is no receipt fails its header, and nothing after it runs', async () => {
    const verification = await bindReceipt('not a receipt\n', 'ledger.jsonl', { host: ledgerHost() });
    expect(verification.findings).toEqual([expect.objectContaining({ verifier: 'receipt-binding', rule: 'receipt/header', severity: 'blocker', line: 1 })]);
    expect(createResult('r.md', verification.findings, verification.data).verdict).toBe('fail');
    // The ledger leg never ran: no bindings, no notes.
    expect(verification.data).toStrictEqual({ bindings: [], notes: [] });
  });

  it('a receipt missing sections fails at sections, before TRACE and the ledger are read', async () => {
    const verification = await bindReceipt(withLine(BASE_V1, 'TRACE', null), 'ledger.jsonl', { host: ledgerHost() });
    expect(verification.findings).toEqual([expect.objectContaining({ verifier: 'receipt-binding', rule: 'receipt/sections', severity: 'blocker' })]);
    expect(verification.data).toStrictEqual({ bindings: [], notes: [] });
    expect(receiptBindingVerifier.id).toBe('receipt-binding');
  });
});

describe('the verifiers\' descriptions', () => {
  it('each says what it checks in one sentence', () => {
    for (const verifier of [receiptVerifier, receiptBindingVerifier]) expect(verifier.description, verifier.id).toMatch(/^\S.{30,}\.$/);
  });
});
