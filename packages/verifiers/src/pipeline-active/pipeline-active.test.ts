import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PipelineMarkerReason, codesOf } from '@gauntlet/contracts/codes';
import { marker } from './fixtures.test-helpers.js';
import { classifyAtStart, markerIsActive, parseIsoDateTime, parsePipelineMarker, pipelineActiveRules, verifyPipelineActiveMarker } from './index.js';

const reasons = async (value: unknown) => (await verifyPipelineActiveMarker(typeof value === 'string' ? value : JSON.stringify(value))).findings.map((f) => f.reason);

describe('pipeline-active marker', () => {
  it('locks the documented reason codes (docs/rules/pipeline-active/README.md#rules, namespaced)', () => {
    expect(codesOf(PipelineMarkerReason)).toEqual([
      'pipeline_marker_not_json',
      'pipeline_marker_field_missing',
      'pipeline_marker_timestamp_invalid',
      'pipeline_marker_baseline_sha_invalid',
      'pipeline_marker_dispatch_dir_mismatch',
      'pipeline_marker_phase_invalid',
    ]);
    expect(new Set(pipelineActiveRules.flatMap((rule) => rule.reasons))).toEqual(new Set(codesOf(PipelineMarkerReason)));
  });

  it('passes a valid marker', async () => {
    expect(await reasons(marker())).toEqual([]);
  });

  it('reports each code', async () => {
    expect(await reasons('{pipeline_id: 1758196800,')).toEqual(['pipeline_marker_not_json']);
    expect(await reasons('[1]')).toEqual(['pipeline_marker_not_json']);
    const { dispatch_dir: _omit, ...rest } = marker();
    const missing = await verifyPipelineActiveMarker(JSON.stringify(rest));
    expect(missing.findings.map((f) => [f.reason, f.evidence])).toEqual([['pipeline_marker_field_missing', ['dispatch_dir']]]);
    expect(await reasons(marker({ start_time: '18/09/2026 12:00' }))).toEqual(['pipeline_marker_timestamp_invalid']);
    expect(await reasons(marker({ baseline_sha: 'HEAD' }))).toEqual(['pipeline_marker_baseline_sha_invalid']);
    expect(await reasons(marker({ dispatch_dir: '/tmp/other/' }))).toEqual(['pipeline_marker_dispatch_dir_mismatch']);
    expect(await reasons(marker({ phase: 'execute' }))).toEqual(['pipeline_marker_phase_invalid']);
    expect(await reasons(marker({ skill: 'spec', phase: 'draft' }))).toEqual([]);
  });

  it('never throws on arbitrary text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) => {
        parsePipelineMarker(text);
        parseIsoDateTime(text);
        expect(Array.isArray((await verifyPipelineActiveMarker(text)).findings)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('classifyAtStart and markerIsActive', () => {
  const context = { session_id: '1758196800', current_branch: 'feat/rate-limit' };

  it('classifies the start of a pipeline', () => {
    expect(classifyAtStart(null, context)).toBe('write-marker-and-proceed');
    expect(classifyAtStart(marker(), context)).toBe('compaction-recovery');
    expect(classifyAtStart(marker({ pipeline_id: '1758100000' }), context)).toBe('offer-resume');
    expect(classifyAtStart(marker({ pipeline_id: '1758100000', branch: 'main' }), context)).toBe('warn-branch-mismatch');
  });

  it('applies the routing hook predicate', () => {
    const now = '2026-09-18T12:00:00Z';
    const at = (over: Record<string, unknown>, branch = 'test-branch', session: string | null = null) =>
      markerIsActive({ skill: 'build', start_time: '2026-09-18T12:00:00Z', branch: 'test-branch', pipeline_id: 'p', ...over }, { now, current_branch: branch, session_id: session });
    expect(at({})).toBe(true);
    expect(at({ start_time: '2026-09-16T12:00:00Z' })).toBe(false);
    expect(at({ start_time: '2026-09-18T13:00:00Z' })).toBe(false);
    expect(at({ start_time: 'yesterday-ish' })).toBe(false);
    expect(at({ branch: 'other' })).toBe(false);
    expect(at({ branch: '' })).toBe(false);
    expect(at({ skill: 'innovate' })).toBe(false);
    expect(at({ branch: '', pipeline_id: 'sess-42', start_time: '2026-09-18T09:00:00Z' }, '', 'sess-42')).toBe(true);
    expect(at({ branch: '', start_time: '2026-09-18T11:57:00Z' }, '', 'sess-41')).toBe(true);
    expect(at({ branch: '', start_time: '2026-09-18T11:50:00Z' }, '', 'sess-41')).toBe(false);
    expect(markerIsActive(null, { now, current_branch: 'x' })).toBe(false);
  });

  it('parses ISO-8601 with offsets', () => {
    expect(parseIsoDateTime('2026-09-18T14:00:00+02:00')).toBe(parseIsoDateTime('2026-09-18T12:00:00Z'));
    expect(parseIsoDateTime('2026-02-30T00:00:00Z')).toBeNull();
  });
});
