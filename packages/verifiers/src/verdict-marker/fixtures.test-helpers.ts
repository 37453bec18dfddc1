/** The fields of a valid MarkerVersion 2 marker, in order (docs/rules/verdict-marker/). */
export const VALID_FIELDS: ReadonlyArray<readonly [string, string]> = [
  ['MarkerVersion', '2'],
  ['ArtifactHash', '9b'.repeat(32)],
  ['Verdict', 'PASS'],
  ['Reason', 'clean-pass'],
  ['Phase', 'code'],
  ['PipelineID', 'build-20260918-091244'],
  ['Rounds', '4'],
  ['FinalScore', '0'],
  ['MaxScore', '7'],
  ['ScoreTrajectory', '7,4,2,0'],
  ['MinorTrajectory', '3,2,2,1'],
  ['SuppressedRegressions', '0'],
  ['NoOpFixes', '0'],
  ['ConsensusAvailable', 'false'],
  ['ConsensusRoundsRun', '0'],
  ['LookHarderFiredCount', '1'],
  ['PersistentCheckCount', '0'],
  ['SiegeDispatched', 'false'],
  ['SiegeReason', 'no-security-surface'],
  ['CostCapSignals', '0+0/4'],
  ['Timestamp', '2026-09-18T13:31:02Z'],
  ['RunID', '2026-09-18T12-55-40'],
  ['Severity-Histogram', '{"fatal":0,"significant":0,"minor":1,"nit":0}'],
  ['Gated-Files', '["src/ratelimit/bucket.ts"]'],
  ['Highest-Finding', '""'],
];

/**
 * A valid marker with fields replaced in place (`null` drops one); new keys are appended after
 * `Highest-Finding` (line 25), in the order given.
 */
export function marker(changes: Readonly<Record<string, string | null>> = {}): string {
  const lines = VALID_FIELDS.flatMap(([key, value]) => {
    if (!(key in changes)) return [`${key}: ${value}`];
    const changed = changes[key];
    return changed === null || changed === undefined ? [] : [`${key}: ${changed}`];
  });
  for (const [key, value] of Object.entries(changes)) if (!VALID_FIELDS.some(([known]) => known === key) && value !== null) lines.push(`${key}: ${value}`);
  return `${lines.join('\n')}\n`;
}

/** The 1-based line of the first `key:` line of a marker. */
export function lineOf(text: string, key: string): number {
  const index = text.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  if (index < 0) throw new Error(`no ${key} line`);
  return index + 1;
}
