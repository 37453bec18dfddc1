import { implementationSection } from '../implementation-section.js';
import { itemRule } from '../item-rule.js';
import { B_START as B, LINE_START, S, ci, re } from '../patterns.js';

const HEADING = re(`${LINE_START}##${S}+${ci('Read-Before-Edit')}${S}+${ci('Map')}${B}`);

/** Item 22 — Read-before-edit map: a `## Read-Before-Edit Map` section with read first, why and edit after. */
export const item22 = itemRule(22, implementationSection(HEADING, 'Read-Before-Edit Map', ['read first', 'why', 'edit after']));
