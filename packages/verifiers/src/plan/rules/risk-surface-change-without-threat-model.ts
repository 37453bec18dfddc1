import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, py, reportAt } from '../shared.js';

const THREAT_MODEL = py(
  '\\b(?:threat[_\\s-]?model|security[_\\s-]?review|owasp|asi\\d+|llm0\\d+|security-methodology|security-reviewer|threat-model:\\s*not[\\s-]?applicable)\\b',
);
const RISK_SURFACE = py(
  '\\b(?:new\\s+tool|new\\s+mcp|new\\s+plugin|new\\s+skill|new\\s+agent|new\\s+llm\\s+call|llm\\s+integration|prompt\\s+template|persistent\\s+memory|vector\\s+store|memory\\s+store|(?:auth|authentication|authorization)\\s+(?:change|flow|gate)|identity\\s+propagation|permission\\s+boundary|new\\s+api|new\\s+external\\s+api|outbound\\s+(?:fetch|request)|pii|personal\\s+data|credentials|regulated\\s+data|user\\s+data\\s+handling)\\b',
);

export const riskSurfaceChangeWithoutThreatModel = defineRule<PreparedPlan>({
  id: 'plan/risk-surface-change-without-threat-model',
  description: 'The plan changes a risk surface (tools, LLM calls, auth, memory, PII, credentials) and never mentions a threat model.',
  severity: 'blocker',
  reasons: [PlanReason.risk_surface_change_without_threat_model],
  check({ doc }, context) {
    let first = -1;
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '') continue;
      if (THREAT_MODEL.test(line)) return;
      if (first < 0 && RISK_SURFACE.test(line)) first = i;
    }
    if (first < 0) return;
    reportAt(context, doc, first, {
      reason: PlanReason.risk_surface_change_without_threat_model,
      message: 'The plan changes a risk surface but names no threat model or security review.',
      hint: 'Add a threat model (or a security review / OWASP reference), or "threat-model: not applicable" with the reason.',
    });
  },
});
