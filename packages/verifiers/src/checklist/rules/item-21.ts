import { implementationSection } from '../implementation-section.js';
import { itemRule } from '../item-rule.js';
import { B_START as B, LINE_START, S, ci, re } from '../patterns.js';

const HEADING = re(`${LINE_START}##${S}+${ci('Single-Shot')}${S}+${ci('Build')}${S}+${ci('Guardrails')}${B}`);

/** Item 21 — Single-shot build guardrails: a `## Single-Shot Build Guardrails` section with guardrail, prevents and evidence. */
export const item21 = itemRule(21, implementationSection(HEADING, 'Single-Shot Build Guardrails', ['guardrail', 'prevents', 'evidence']));
