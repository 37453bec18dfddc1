import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type StatusInput, parseStatus } from './parse.js';
import { compressionState } from './rules/compression-state.js';
import { header } from './rules/header.js';
import { recentEvents } from './rules/recent-events.js';
import { suggestedAction } from './rules/suggested-action.js';
import { transition } from './rules/transition.js';

export { parseStatus, type ParsedStatus, type StatusInput } from './parse.js';
export { applyStatusWrite, formatElapsed, type StatusWriteArgs, type StatusWriteResult } from './writer.js';

export const statusRules = [header, suggestedAction, recentEvents, compressionState, transition] as const;

/** Input of the status verifier: the stored file and, optionally, its previous version. */
export interface StatusTexts {
  status: string;
  previous?: string | null;
}

/** A stored `pipeline-status.md` (docs/rules/status/README.md#rules). `data.health` is the Health value. */
export const statusVerifier = defineVerifier<StatusTexts, StatusInput>({
  id: 'status',
  description: 'Pipeline status file: header fields, Health, Suggested Action, Recent Events, Compression State cap, transitions.',
  rules: statusRules,
  prepare: (input) => ({ status: parseStatus(input.status), previous: typeof input.previous === 'string' ? parseStatus(input.previous) : null }),
  data: ({ status }) => ({ health: status.header.get('Health')?.value ?? null, phase: status.header.get('Phase')?.value ?? null }),
});

/** Checks one stored status file (and optionally its previous version). */
export function verifyStatus(status: string, previous?: string | null, verify: VerifyOptions = {}): Promise<Verification> {
  return statusVerifier.verify({ status, previous }, verify);
}
