import { splitLfLines } from '@gauntlet/core';
import { type AcceptanceReading, readAcceptance } from './acceptance.js';
import { type GrantReading, readAmendGrant } from './amend-grant.js';
import { type EngineReading, readEngine } from './engine.js';
import { type PlaceholderHit, scanPlaceholders } from './placeholder.js';
import { fenceMask, headerBlock } from './text.js';

export interface SpecOptions {
  /** `OWNER/NAME` of the repository the spec belongs to (`elsewhere_is_this_repo`). */
  thisRepo?: string | null;
  /** Spec dirs for `deferred:` paths (default `doc/specs`, `docs/specs`). */
  specDirs?: readonly string[];
}

/** A spec read once for every rule. */
export interface ParsedSpec {
  lines: string[];
  acceptance: AcceptanceReading;
  grant: GrantReading;
  engine: EngineReading;
  placeholders: PlaceholderHit[];
}

/** Reads a spec's checks (docs/rules/spec/README.md#engine-marker, docs/rules/spec/README.md#acceptance-criteria, docs/rules/spec/README.md#amend-grant, docs/rules/spec/README.md#placeholders). Never throws. */
export function parseSpec(text: string, options: { thisRepo?: string | null; specDirs: readonly string[] }): ParsedSpec {
  const lines = splitLfLines(text);
  const mask = fenceMask(lines);
  const header = headerBlock(lines, mask);
  return {
    lines,
    acceptance: readAcceptance(lines, mask, options),
    grant: readAmendGrant(lines, header),
    engine: readEngine(lines, header),
    placeholders: scanPlaceholders(lines, mask),
  };
}
