import { describe, expect, it } from 'vitest';
import { findReceipt } from './receipt.js';
import { lastAssistantText } from './transcript.js';
import { wildcardMatch } from './patterns.js';
import fc from 'fast-check';

describe('findReceipt', () => {
  it('takes the receipt from its RCPT line to the end', () => {
    expect(findReceipt('Work done.\n\nRCPT v1.1 a/b\nVERDICT PASS\nNEXT x\ntrailing')).toBe('RCPT v1.1 a/b\nVERDICT PASS\nNEXT x\ntrailing');
  });

  it('ends a fenced receipt at its closing fence', () => {
    expect(findReceipt('Here:\n```\nRCPT v1 a/b\nNEXT x\n```\nThanks.')).toBe('RCPT v1 a/b\nNEXT x');
    expect(findReceipt('~~~~text\nRCPT v1 a/b\n~~~\nNEXT\n~~~~\nafter')).toBe('RCPT v1 a/b\n~~~\nNEXT');
  });

  it('the last receipt counts; an indented or lower-case one does not', () => {
    expect(findReceipt('RCPT v1 first\nRCPT v1.1 second\nNEXT')).toBe('RCPT v1.1 second\nNEXT');
    expect(findReceipt('  RCPT v1 a/b')).toBeNull();
    expect(findReceipt('rcpt v1 a/b')).toBeNull();
    expect(findReceipt('')).toBeNull();
  });
});

describe('lastAssistantText', () => {
  const line = (value: unknown) => JSON.stringify(value);

  it('finds the last assistant record with text, skipping tool uses and junk', () => {
    const jsonl = [
      line({ type: 'assistant', message: { role: 'assistant', content: 'first' } }),
      line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: 'second' }, { type: 'text', text: 'part' }] } }),
      '{broken',
      line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', name: 'Bash' }] } }),
      line({ type: 'user', message: { role: 'user', content: 'ok' } }),
      '',
    ].join('\r\n');
    expect(lastAssistantText(jsonl)).toBe('second\npart');
  });

  it('gives null for nothing usable', () => {
    expect(lastAssistantText('')).toBeNull();
    expect(lastAssistantText('[[[[[[[[[[')).toBeNull();
    expect(lastAssistantText(`${'['.repeat(50_000)}${']'.repeat(50_000)}\n`)).toBeNull();
  });
});

describe('wildcardMatch', () => {
  it('matches * and ? literally otherwise', () => {
    expect(wildcardMatch('*-implementer', 'crucible-implementer')).toBe(true);
    expect(wildcardMatch('crucible:*', 'crucible:build')).toBe(true);
    expect(wildcardMatch('a?c', 'abc')).toBe(true);
    expect(wildcardMatch('a.c', 'abc')).toBe(false);
    expect(wildcardMatch('A*', 'abc')).toBe(false);
  });

  it('agrees with a regex translation (property), and a hostile pattern stays fast', () => {
    const toRegex = (pattern: string) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[\\s\\S]*').replace(/\?/g, '[\\s\\S]')}$`);
    fc.assert(
      fc.property(fc.stringMatching(/^[ab*?]{0,12}$/), fc.stringMatching(/^[ab]{0,16}$/), (pattern, value) => {
        expect(wildcardMatch(pattern, value)).toBe(toRegex(pattern).test(value));
      }),
    );
    const started = performance.now();
    expect(wildcardMatch(`${'*a'.repeat(120)}b`, 'a'.repeat(256))).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
