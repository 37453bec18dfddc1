import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StatusReason, codesOf } from '@gauntlet/contracts/codes';
import { status } from './fixtures.test-helpers.js';
import { applyStatusWrite, formatElapsed, parseStatus, statusRules, verifyStatus } from './index.js';

const reasons = async (text: string, previous?: string) => (await verifyStatus(text, previous)).findings.map((f) => f.reason);

describe('status', () => {
  it('locks the documented reason codes (docs/rules/status/README.md)', () => {
    expect(codesOf(StatusReason)).toEqual([
      'status_health_regressed',
      'status_health_invalid',
      'status_suggested_action_on_green',
      'status_suggested_action_missing',
      'status_events_over_cap',
      'status_event_line_malformed',
      'status_compression_decisions_over_cap',
      'status_header_field_missing',
      'status_started_changed',
    ]);
    expect(new Set(statusRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(StatusReason)));
  });

  it('passes a valid file and reports its health', async () => {
    const result = await verifyStatus(status());
    expect(result.findings).toEqual([]);
    expect(result.data).toEqual({ health: 'GREEN', phase: '3 — Execute (Supervised)' });
  });

  it('reports health and header problems', async () => {
    expect(await reasons(status({ health: 'AMBER' }))).toEqual(['status_health_invalid']);
    expect(await reasons(status({ health: null }))).toEqual(['status_health_invalid']);
    expect(await reasons(status({ omit: 'Elapsed' }))).toEqual(['status_header_field_missing']);
  });

  it('checks the suggested action against health', async () => {
    expect(await reasons(status({ action: 'nothing' }))).toEqual(['status_suggested_action_on_green']);
    expect(await reasons(status({ health: 'RED' }))).toEqual(['status_suggested_action_missing']);
    expect(await reasons(status({ health: 'YELLOW', action: '' }))).toEqual(['status_suggested_action_missing']);
    expect(await reasons(status({ health: 'YELLOW', action: 'watch rounds' }))).toEqual([]);
  });

  it('checks recent events', async () => {
    const six = Array.from({ length: 6 }, (_, i) => `- [12:${i}0] event ${i}`);
    expect(await reasons(status({ events: six }))).toEqual(['status_events_over_cap']);
    expect(await reasons(status({ events: ['- 12:45 Task 3'] }))).toEqual(['status_event_line_malformed']);
    expect(await reasons(status({ events: ['- [24:00] late'] }))).toEqual(['status_event_line_malformed']);
  });

  it('caps compression-state decisions at 10', async () => {
    expect(await reasons(status({ decisions: 11 }))).toEqual(['status_compression_decisions_over_cap']);
    expect(await reasons(status({ decisions: 10 }))).toEqual([]);
  });

  it('checks transitions against a previous version', async () => {
    expect(await reasons(status({ health: 'GREEN' }), status({ health: 'YELLOW', action: 'x' }))).toEqual(['status_health_regressed']);
    expect(await reasons(status({ health: 'GREEN', phase: '4' }), status({ health: 'RED', action: 'x' }))).toEqual([]);
    expect(await reasons(status({ started: '2026-09-18T12:00:00' }), status())).toEqual(['status_started_changed']);
  });

  it('handles empty input and CRLF', async () => {
    expect(await reasons('')).toEqual(['status_health_invalid', ...Array(5).fill('status_header_field_missing')]);
    expect(await reasons(status().replace(/\n/g, '\r\n'))).toEqual([]);
  });

  it('never throws on arbitrary text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (text) => {
        parseStatus(text);
        expect(Array.isArray((await verifyStatus(text, text)).findings)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('applyStatusWrite (pipeline_status.py write)', () => {
  const base = { skill: 'build', phase: '3', health: 'GREEN' };

  it('writes a fresh GREEN file without a suggested action', () => {
    const result = applyStatusWrite(null, '2026-09-18T12:00:00', base);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.text).toContain('**Health:** GREEN');
    expect(result.text).not.toContain('Suggested Action');
    expect(result.text).toContain('**Elapsed:** 0s');
  });

  it('refuses a health regression within the same phase, but not across phases', () => {
    const first = applyStatusWrite(null, '2026-09-18T12:00:00', { ...base, health: 'YELLOW', suggestedAction: 'watch' });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(applyStatusWrite(first.text, '2026-09-18T12:07:30', base)).toMatchObject({ ok: false, reason: 'status_health_regressed' });
    expect(applyStatusWrite(first.text, '2026-09-18T12:07:30', { ...base, phase: '3 — Execute' }).ok).toBe(true);
  });

  it('keeps Started, inserts events one at a time at the head, keeps five, drops the old body', () => {
    const first = applyStatusWrite(null, '2026-09-18T12:00:00', { ...base, events: ['a', 'b', 'c'], body: '## Task Progress\n| 1 |\n' });
    if (!first.ok) throw new Error('refused');
    expect(first.text).toContain('## Task Progress');
    const second = applyStatusWrite(first.text, '2026-09-18T13:15:00', { ...base, events: ['d', 'e', 'f'] });
    if (!second.ok) throw new Error('refused');
    const events = second.text.split('\n').filter((line) => line.startsWith('- ['));
    expect(events.map((line) => line.slice(10))).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(second.text).toContain('**Started:** 2026-09-18T12:00:00');
    expect(second.text).toContain('**Elapsed:** 1h 15m');
    expect(second.text).not.toContain('## Task Progress');
  });

  it('warns on YELLOW without an action and formats elapsed time', () => {
    expect(applyStatusWrite(null, '2026-09-18T12:00:00', { ...base, health: 'YELLOW' })).toMatchObject({ ok: true, warning: 'status_suggested_action_missing' });
    expect(formatElapsed('2026-09-18T12:00:00', '2026-09-18T12:00:59')).toBe('59s');
    expect(formatElapsed('2026-09-18T12:00:00', '2026-09-18T12:59:00')).toBe('59m');
    expect(formatElapsed('garbage', '2026-09-18T12:59:00')).toBe('?');
  });
});
