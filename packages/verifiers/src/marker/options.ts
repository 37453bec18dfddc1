import { defineOptions } from '@gauntlet/core';

export interface MarkerOptions {
  /**
   * The gate inventory: full `<skill>/<id>` references, matched case-sensitively. Without one,
   * any well-formed gate reference is accepted.
   */
  inventory?: readonly string[] | null;
}

/**
 * Gate ids of pi-gauntlet 7.40.0 (docs/rules/marker/README.md#marker-grammar): an inventory to use only when a user asks
 * for one (the release's own inventory file was not available).
 */
export const KNOWN_GATE_IDS: readonly string[] = [
  'brainstorming/human-batch',
  'brainstorming/user-review-gate',
  'chase-bug/verdict-menu',
  'chase-bug/response-to-origin',
  'gatekeep-pr/batch-summary',
  'finishing-a-development-branch/step-4',
  'verification-before-completion/step-6',
];

/** Parses a gate inventory file: a JSON array of strings, else one reference per non-blank line. */
export function parseInventory(text: string): { ok: true; inventory: string[] } | { ok: false; problem: string } {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      value = undefined;
    }
    if (Array.isArray(value)) {
      if (!value.every((item): item is string => typeof item === 'string')) return { ok: false, problem: 'the JSON array holds a non-string' };
      return { ok: true, inventory: value };
    }
  }
  const inventory = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  return { ok: true, inventory };
}

/** What the marker verifier reads: the inventory as a set, or null without one. */
export interface ParsedMarkerOptions {
  inventory: ReadonlySet<string> | null;
}

export const markerOptions = defineOptions<ParsedMarkerOptions>('marker', (read) => {
  const inventory = read.strings('inventory');
  return { inventory: inventory === undefined ? null : new Set(inventory) };
});
