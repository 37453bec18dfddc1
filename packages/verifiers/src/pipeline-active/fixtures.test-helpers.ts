/** A valid `.pipeline-active` marker object (docs/rules/pipeline-active/), keys replaced or added. */
export const marker = (over: Record<string, unknown> = {}) => ({
  pipeline_id: '1758196800',
  skill: 'build',
  phase: '1',
  start_time: '2026-09-18T12:00:00Z',
  scratch_dir: '/home/me/.claude/projects/abc/memory/',
  dispatch_dir: '/tmp/crucible-dispatch-1758196800/',
  branch: 'feat/rate-limit',
  baseline_sha: '65d83ac60ebc2e8e3a2c65b4253476f2f1db80fa',
  ...over,
});

/** The marker as the text a verifier reads. */
export const markerText = (over: Record<string, unknown> = {}): string => JSON.stringify(marker(over));

/** The marker text without one key. */
export function markerWithout(key: string): string {
  const value: Record<string, unknown> = marker();
  delete value[key];
  return JSON.stringify(value);
}
