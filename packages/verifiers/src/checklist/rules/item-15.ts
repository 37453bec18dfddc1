import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';
import { LINE_START, S, W, ci, re } from '../patterns.js';
import { lineOfOffset } from '../text.js';

const SYNTHESIS = re(`${ci('synthesis_dimensions')}${S}*:${S}*\\n((?:[ \\t]+${W}+${S}*:[^\\n]*\\n?)+)`);
const SYNTHESIS_KEYS = ['placement', 'cta_tier', 'copy_tone', 'visual_weight', 'empty_state'];
const KEY_LINES = new Map(SYNTHESIS_KEYS.map((key) => [key, re(`${LINE_START}${S}+${key}${S}*:`)]));

/**
 * Item 15 — Synthesis dimensions: with UI in scope, the plan (checklist comments included, as
 * the reference reads it) has a `synthesis_dimensions:` block with the five keys. Blockers.
 */
export const item15 = itemRule(15, {
  reasons: [ChecklistReason.checklist_synthesis_block_missing, ChecklistReason.checklist_synthesis_keys_missing],
  check({ text, uiInScope }) {
    if (!uiInScope) return [];
    const block = SYNTHESIS.exec(text);
    if (!block) {
      return [
        {
          reason: ChecklistReason.checklist_synthesis_block_missing,
          severity: 'blocker',
          message: 'UI files detected but no `synthesis_dimensions:` block. Required keys: placement, cta_tier, copy_tone, visual_weight, empty_state.',
        },
      ];
    }
    const entries = block[1] as string;
    const missing = SYNTHESIS_KEYS.filter((key) => !KEY_LINES.get(key)?.test(entries));
    if (missing.length === 0) return [];
    return [
      {
        reason: ChecklistReason.checklist_synthesis_keys_missing,
        severity: 'blocker',
        message: `synthesis_dimensions missing key(s): ${missing.join(', ')}`,
        line: lineOfOffset(text, block.index),
      },
    ];
  },
});
