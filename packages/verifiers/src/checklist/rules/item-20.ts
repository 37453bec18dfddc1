import { implementationSection } from '../implementation-section.js';
import { itemRule } from '../item-rule.js';
import { B_START as B, LINE_START, S, ci, re } from '../patterns.js';

const HEADING = re(`${LINE_START}##${S}+${ci('Capability')}${S}+${ci('Gap')}${S}+${ci('Map')}${B}`);

/** Item 20 — Capability gap map: a `## Capability Gap Map` section with current, target, gap and validation. */
export const item20 = itemRule(20, implementationSection(HEADING, 'Capability Gap Map', ['current', 'target', 'gap', 'validation']));
