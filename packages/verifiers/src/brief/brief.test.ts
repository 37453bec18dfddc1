import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BriefReason, codesOf } from '@gauntlet/contracts/codes';
import { PY_SPACE_CLASS } from '@gauntlet/core';
import { BRIEF_FIELDS, briefRules, parseBrief, verifyBrief } from './index.js';

const FULL = [
  '# Brief: auth chunk',
  '- **Owns:** src/auth/**',
  '- **Does not own:** src/ui/**',
  '## Interface contract',
  '- Integration checkpoint: after T-3',
  '**Allowed tools** (Codex): Read, Edit',
  'denied_tools: Bash',
  'Acceptance-criteria: tests pass',
].join('\n');

const missingOf = async (text: string) => ((await verifyBrief(text)).data.fields as { missing: string[] }).missing;

describe('brief', () => {
  it('locks the documented reason codes', () => {
    expect(codesOf(BriefReason)).toEqual(['brief_field_missing', 'brief_empty']);
    expect(new Set(briefRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(BriefReason)));
  });

  it('passes a brief with all seven fields', async () => {
    const result = await verifyBrief(FULL);
    expect(result.findings).toEqual([]);
    expect(result.data.fields).toEqual({
      present: ['owns', 'does_not_own', 'interface_contract', 'integration_checkpoint', 'allowed_tools', 'denied_tools', 'acceptance_criteria'],
      missing: [],
    });
  });

  it('reports each missing field in canonical order, naming the reference label', async () => {
    const result = await verifyBrief('owns: a\n');
    expect(result.findings.map((f) => f.reason)).toEqual(Array(6).fill('brief_field_missing'));
    expect(result.findings[0]?.message).toContain('does-not-own');
    expect(result.findings[0]).toMatchObject({ rule: 'brief/field-missing', severity: 'blocker' });
  });

  it('warns on an empty brief after the seven missing fields', async () => {
    const result = await verifyBrief(' \n\u0085\u001c\n');
    expect(result.findings.map((f) => f.reason)).toEqual([...Array(7).fill('brief_field_missing'), 'brief_empty']);
    expect(result.findings[7]?.severity).toBe('warning');
    expect((await verifyBrief('\ufeff')).findings.map((f) => f.reason)).not.toContain('brief_empty');
  });

  it.each([
    ['- **Owns** (Codex): x', true],
    ['### owns', true],
    ['OWNS:', true],
    ['    - Owns: x', true],
    ['- **Owns** — x', false],
    ['1. Owns:', false],
    ['+ Owns:', false],
    ['| Owns |', false],
    ['> Owns:', false],
    ['Ownership:', false],
    ['owns_files:', false],
    ['The owns: field', false],
    ['\ufeffowns: a', false],
    ['ownſ: a', true],
    ['intro\rowns: a', true],
    ['intro\r\nowns: a', true],
    ['intro\u2028owns: a', false],
    ['intro\u0085owns: a', false],
    ['owns\u2028x', false],
    ['\u00a0owns: a', true],
  ])('owns field in %j: %s', async (text, present) => {
    expect((await missingOf(text)).includes('owns')).toBe(!present);
  });

  it.each([
    ['does - not own:', false],
    ['doesnot own:', true],
    ['does\nnot own:', true],
    ['does\u00a0not\u00a0own:', true],
    ['interface\ncontract:', true],
    ['İnterface contract:', true],
    ['ınterface contract:', true],
    ['integration checKpoint:', true],
    ['allowed\ntools:', false],
    ['allowedtools:', true],
    ['allowed  tools:', false],
    ['allowed\u00a0tools:', false],
    ['denied toolſ:', true],
  ])('%j', async (text, present) => {
    const missing = await missingOf(text);
    const key = text.startsWith('does') ? 'does_not_own' : text.toLowerCase().startsWith('int') || text.startsWith('İ') || text.startsWith('ı') ? (text.includes('ontract') ? 'interface_contract' : 'integration_checkpoint') : text.startsWith('allowed') ? 'allowed_tools' : 'denied_tools';
    expect(missing.includes(key)).toBe(!present);
  });

  it('never throws on any text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (text) => {
        const result = await verifyBrief(text);
        expect(Array.isArray(result.findings)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the fields the reference pattern finds, whose \\s* may cross lines before the label (property)', () => {
    const space = `[${PY_SPACE_CLASS}]`;
    const reference = BRIEF_FIELDS.map(({ pattern }) => new RegExp(pattern.source.split(`(?:(?!\\n)${space})`).join(space), pattern.flags));
    const pieces = fc.constantFrom('\n', ' ', '\t', '\u00a0', '\u001c', '#', '##', '-', '*', '**', ':', '(', 'owns', 'does', 'not', 'own', 'allowed', '_', 'tools', 'x', '\u2028');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 24 }), (parts) => {
        const text = parts.join('');
        const present = parseBrief(text).fields.map((field) => field.present);
        expect(present).toEqual(reference.map((pattern) => pattern.test(text)));
      }),
      { numRuns: 3000 },
    );
  });

  it('stays linear on long runs of blank lines and bullet debris (the reference pattern is quadratic there)', async () => {
    const started = performance.now();
    expect((await verifyBrief(' \t\n'.repeat(100_000))).findings).toHaveLength(8);
    expect((await verifyBrief('## - **does  \n \n'.repeat(50_000))).findings).toHaveLength(7);
    expect(performance.now() - started).toBeLessThan(60_000); // a hang guard, not a benchmark (bench/ measures speed)
  });

  it('handles a huge brief quickly', async () => {
    const text = `${'x'.repeat(200_000)}\n${' '.repeat(100_000)}\n${FULL}`;
    const started = performance.now();
    expect((await verifyBrief(text)).findings).toEqual([]);
    expect(performance.now() - started).toBeLessThan(60_000); // a hang guard, not a benchmark (bench/ measures speed)
  });
});
