/** A valid Tier-A `runs.jsonl` row (docs/rules/calibration/) as one JSON line, keys replaced or added. */
export const run = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    schema_version: 2,
    run_id: '01923c4e-8f2a-7b3c',
    skill: 'quality-gate',
    repo: 'svc',
    model_resolution: null,
    tier: 'A',
    artifact_type: 'code',
    verdict: 'PASS',
    confidence: 0.82,
    artifact_hash: '3f'.repeat(32),
    chunk_hash: null,
    gated_files: ['src/bucket.ts'],
    findings_count: 2,
    severity_histogram: { fatal: 0, significant: 0, minor: 2, nit: 0 },
    highest_finding: 'Minor: retry count is not logged',
    would_have_shipped_without_gate: false,
    rounds: 3,
    timestamp: '2026-09-18T15:12:44Z',
    backfilled: false,
    falsified: null,
    falsified_by: null,
    gated_files_truncated: 0,
    comment: null,
    predicted_falsifier: 'fix touching src/bucket.ts within 30d',
    ...over,
  });

/** The Tier-B stub: the nine calibration keys written explicitly as null. */
export const tierB = { tier: 'B', severity_histogram: null, highest_finding: null, would_have_shipped_without_gate: null, findings_count: null, confidence: null, chunk_hash: null, rounds: null, predicted_falsifier: null, model_resolution: null };
