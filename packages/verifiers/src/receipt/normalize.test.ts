import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normalizeReceipt, receiptHash, receiptPrefix } from './normalize.js';

/** The text an orchestrator hashes to bind a receipt in the ledger (docs/rules/receipt/ledger-binding.md). */
describe('normalizeReceipt', () => {
  it('each line right-stripped (Python whitespace), lines joined with \\n, the end right-stripped, one \\n added', () => {
    expect(normalizeReceipt('a  \r\nb\t\rc\u3000\u2028d\x1c\n\n\n')).toBe('a\nb\nc\nd\n');
    expect(normalizeReceipt('  a\n\n  b  ')).toBe('  a\n\n  b\n');
    expect(normalizeReceipt('x\u00a0\u0085')).toBe('x\n');
    expect(normalizeReceipt('')).toBe('\n');
    expect(normalizeReceipt(' \n\t\n')).toBe('\n');
  });

  it('hashes the normal form: spellings that differ only in line ends and trailing blanks bind alike', () => {
    const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
    expect(receiptHash('RCPT v1 a  \r\nVERDICT  PASS\r\n\r\n')).toBe(sha('RCPT v1 a\nVERDICT  PASS\n'));
    expect(receiptHash('RCPT v1 a\nVERDICT  PASS')).toBe(receiptHash('RCPT v1 a  \r\nVERDICT  PASS\r\n\r\n'));
    expect(receiptHash('RCPT v1 a\nVERDICT PASS')).not.toBe(receiptHash('RCPT v1 a\nVERDICT  PASS'));
    expect(receiptPrefix('é')).toBe(sha('é\n').slice(0, 12));
    expect(receiptPrefix('é')).toMatch(/^[0-9a-f]{12}$/);
  });
});
