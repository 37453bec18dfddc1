import type { CodeOf } from './define.js';

/**
 * Reason codes of `tripwire` (docs/rules/tripwire/README.md): the Layer-2 sweep's own
 * rejections and the firing outcome. Sweep-level parse failures reuse the receipt codes
 * `v11_tripwire_missing`, `v11_supersedes_missing` and `v11_tripwire_child_required`. The
 * reference sweep's glob cap and SUPERSEDES justification/witness checks have no code: the
 * receipt's Tier-1 rejects every such receipt first (docs/rules/tripwire/supersedes.md).
 */
export const TripwireReason = {
  sweep_header_invalid: 'sweep_header_invalid',
  sweep_predicate_unknown: 'sweep_predicate_unknown',
  sweep_supersedes_unknown_prefix: 'sweep_supersedes_unknown_prefix',
  sweep_supersedes_ambiguous_prefix: 'sweep_supersedes_ambiguous_prefix',
  sweep_supersedes_already_superseded: 'sweep_supersedes_already_superseded',
  tripwire_fired: 'tripwire_fired',
} as const;
export type TripwireReason = CodeOf<typeof TripwireReason>;
