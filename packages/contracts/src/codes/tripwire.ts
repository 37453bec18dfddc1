import type { CodeOf } from './define.js';

/**
 * Reason codes of `tripwire` (docs/rules/tripwire/README.md): the Layer-2 sweep's own
 * rejections and the firing outcome. Sweep-level parse failures reuse the receipt codes
 * `v11_tripwire_missing`, `v11_supersedes_missing` and `v11_tripwire_child_required`.
 */
export const TripwireReason = {
  sweep_header_invalid: 'sweep_header_invalid',
  sweep_predicate_unknown: 'sweep_predicate_unknown',
  sweep_glob_cap_exceeded: 'sweep_glob_cap_exceeded',
  sweep_supersedes_unknown_prefix: 'sweep_supersedes_unknown_prefix',
  sweep_supersedes_ambiguous_prefix: 'sweep_supersedes_ambiguous_prefix',
  sweep_supersedes_already_superseded: 'sweep_supersedes_already_superseded',
  sweep_supersedes_unjustified: 'sweep_supersedes_unjustified',
  sweep_supersedes_lint_witness: 'sweep_supersedes_lint_witness',
  sweep_supersedes_deferred_ran: 'sweep_supersedes_deferred_ran',
  tripwire_fired: 'tripwire_fired',
} as const;
export type TripwireReason = CodeOf<typeof TripwireReason>;
