import { parseIsoTimestamp } from '@gauntlet/core';
import { parseMarker } from './parse.js';

export interface MarkerFile {
  /** The file name (`gate-verdict-<run-id>.md`). */
  name: string;
  text: string;
}

export interface MarkerSelection {
  /** The name of the newest marker for the PipelineID, or null. */
  selected: string | null;
  verified: boolean;
  /** `marker_missing` or `marker_verdict_not_pass`; empty when verified. */
  reasons: string[];
  /** The selected marker's Verdict. */
  verdict: string | null;
}

/**
 * The build orchestrator's marker check (docs/rules/ledger/README.md#the-verdict-marker-check): among the markers whose
 * `PipelineID` is the active one, take the newest by its `Timestamp` parsed as ISO-8601 (not by
 * name, mtime or text order; an unparseable Timestamp drops the marker) and require its Verdict to
 * be PASS — an older PASS does not help.
 */
export function selectAndVerifyMarker(markers: readonly MarkerFile[], pipelineId: string): MarkerSelection {
  let newest: { name: string; time: number; verdict: string | null } | null = null;
  for (const file of markers) {
    const marker = parseMarker(file.text);
    if (marker.get('PipelineID')?.value !== pipelineId) continue;
    const time = parseIsoTimestamp(marker.get('Timestamp')?.value ?? '');
    if (time === null) continue;
    if (newest === null || time > newest.time) newest = { name: file.name, time, verdict: marker.get('Verdict')?.value ?? null };
  }
  if (newest === null) return { selected: null, verified: false, reasons: ['marker_missing'], verdict: null };
  const verified = newest.verdict === 'PASS';
  return { selected: newest.name, verified, reasons: verified ? [] : ['marker_verdict_not_pass'], verdict: newest.verdict };
}

/** Marker file names in a verdict directory: `gate-verdict-*.md`. */
export const isMarkerFileName = (name: string): boolean => name.startsWith('gate-verdict-') && name.endsWith('.md');
