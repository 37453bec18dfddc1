import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Report } from '@gauntlet/contracts/codes';
import { inertJson, safeLineStart, visibleText, wellFormed } from './escape.js';
import { formatReport } from './index.js';

describe('escaping what we print', () => {
  it('shows control, line-separator and bidi characters as escapes', () => {
    expect(visibleText('a\nb\r\t\u001b[2J\u0007\u0085\u2028\u202e\u2066z')).toBe('a\\x0ab\\x0d\\x09\\x1b[2J\\x07\\x85\\u2028\\u202e\\u2066z');
    expect(visibleText('plain é ✔')).toBe('plain é ✔');
  });

  it('never leaves a line that starts with "::" (GitHub trims before it looks)', () => {
    expect(safeLineStart('::error::x')).toBe('\\x3a:error::x');
    expect(safeLineStart('   ::add-mask::s')).toBe('   \\x3a:add-mask::s');
    expect(safeLineStart('a::b')).toBe('a::b');
  });

  it('replaces unpaired surrogates, keeps pairs', () => {
    expect(wellFormed('a\ud800b\udc00c\ud83d\ude00')).toBe('a\ufffdb\ufffdc\ud83d\ude00');
  });

  it('JSON keeps its value and loses raw bidi and separators', () => {
    const json = JSON.stringify({ id: 'x\u202e\u2028y' });
    expect(inertJson(json)).toBe('{"id":"x\\u202e\\u2028y"}');
    expect(JSON.parse(inertJson(json))).toEqual(JSON.parse(json));
    expect(inertJson('{"a":1}')).toBe('{"a":1}');
  });

  it('property: escaped text holds no raw control character, and no line of any format starts a workflow command of input', () => {
    const hostile = fc.array(fc.constantFrom('::', '\n', '\r', '\u001b', ']8;;', '\u0007', '\u202e', 'error', 'add-mask', ' ', 'x', '\ud800', '%'), { maxLength: 30 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(hostile, hostile, (id, message) => {
        expect(visibleText(id)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
        const report: Report = {
          schemaVersion: 1,
          tool: { name: 'gauntlet-lint', version: '0' },
          command: 'demo',
          verdict: 'fail',
          summary: { results: 1, blocker: 1, warning: 0, info: 0 },
          results: [{ id, verdict: 'fail', findings: [{ rule: 'demo/x', reason: 'x', severity: 'blocker', message, evidence: [message], hint: message }], data: { notes: [message] } }],
        };
        for (const format of ['text', 'github', 'json', 'sarif'] as const) {
          const out = formatReport(report, format);
          for (const line of out.split('\n')) {
            if (line.trimStart().startsWith('::')) expect(line).toMatch(/^::(error|warning|notice) (file=|title=gauntlet-lint)/);
          }
            expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202e]/);
        }
      }),
    );
  });
});
