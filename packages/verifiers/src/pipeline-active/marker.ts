import { parseIsoDateTime } from './iso.js';

export const MARKER_FIELDS = ['pipeline_id', 'skill', 'phase', 'start_time', 'scratch_dir', 'dispatch_dir', 'branch', 'baseline_sha'] as const;
/** Skills whose marker makes the routing hook treat a pipeline as active. */
export const ACTIVE_SKILLS: readonly string[] = ['build', 'spec', 'debugging', 'migrate'];
export const MAX_AGE_SECONDS = 86_400;
export const DETACHED_GRACE_SECONDS = 300;

export type MarkerObject = Record<string, unknown>;

/** Parses a `.pipeline-active` marker: the JSON object, or null (not JSON, or not an object). */
export function parsePipelineMarker(text: string): MarkerObject | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as MarkerObject) : null;
  } catch {
    return null;
  }
}

export type StartOutcome = 'write-marker-and-proceed' | 'compaction-recovery' | 'offer-resume' | 'warn-branch-mismatch';

/**
 * Start-of-pipeline classification (docs/rules/pipeline-active/README.md#start-of-pipeline-classification): no marker → write one; our own
 * session id → compaction recovery; a foreign id on this branch → offer resume; on another
 * branch → warn, never resume on the wrong branch.
 */
export function classifyAtStart(marker: MarkerObject | null, context: { session_id: string; current_branch: string }): StartOutcome {
  if (marker === null) return 'write-marker-and-proceed';
  if (marker.pipeline_id === context.session_id) return 'compaction-recovery';
  return marker.branch === context.current_branch ? 'offer-resume' : 'warn-branch-mismatch';
}

/**
 * The routing hook's "active" predicate (docs/rules/pipeline-active/README.md#the-active-predicate): a known skill, started 0..24 h ago, and on the
 * same branch; detached on both sides it is active for the same session or within 5 minutes.
 * `now` is an ISO-8601 timestamp or epoch milliseconds.
 */
export function markerIsActive(marker: MarkerObject | null, context: { now: string | number; current_branch: string; session_id?: string | null }): boolean {
  if (marker === null) return false;
  if (typeof marker.skill !== 'string' || !ACTIVE_SKILLS.includes(marker.skill)) return false;
  const start = typeof marker.start_time === 'string' ? parseIsoDateTime(marker.start_time) : null;
  const now = typeof context.now === 'number' ? context.now : parseIsoDateTime(context.now);
  if (start === null || now === null) return false;
  const age = (now - start) / 1000;
  if (age < 0 || age > MAX_AGE_SECONDS) return false;
  const branch = typeof marker.branch === 'string' ? marker.branch : '';
  const current = context.current_branch ?? '';
  if (branch !== '' && current !== '') return branch === current;
  if (branch !== '' || current !== '') return false;
  return (typeof context.session_id === 'string' && context.session_id === marker.pipeline_id) || age <= DETACHED_GRACE_SECONDS;
}
