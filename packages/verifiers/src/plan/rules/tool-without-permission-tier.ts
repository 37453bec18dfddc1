import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, py, reportAt } from '../shared.js';

const TRIGGER = py(
  '\\b(?:new|add|introduce|expose|register|create)\\b[^.\\n]{0,40}\\b(?:tool|mcp\\s+server|mcp|plugin|skill|agent\\s+capability|function\\s+tool|hosted\\s+tool)\\b',
);
const TIER = py('\\bT[0-5]\\b|\\bpermission_tier\\b|\\bpermission\\s+tier\\b');
const WINDOW = 10;

export const toolWithoutPermissionTier = defineRule<PreparedPlan>({
  id: 'plan/tool-without-permission-tier',
  description: 'A new tool, MCP server, plugin or skill with no permission tier (T0-T5) within 10 lines.',
  severity: 'blocker',
  reasons: [PlanReason.tool_without_permission_tier],
  check({ doc }, context) {
    const tiers = doc.flags(TIER);
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '' || !TRIGGER.test(line)) continue;
      if (tiers.within(i, WINDOW)) continue;
      reportAt(context, doc, i, {
        reason: PlanReason.tool_without_permission_tier,
        message: 'A new tool or capability is introduced without a permission tier within 10 lines.',
        hint: 'State its permission tier (T0-T5, or permission_tier: ...) next to it.',
      });
    }
  },
});
