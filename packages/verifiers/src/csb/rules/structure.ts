import { defineRule } from '@gauntlet/core';
import { CsbReason } from '@gauntlet/contracts/codes';
import { CSB_HEADER_KEYS, CSB_SECTIONS, type CsbInput } from '../parse.js';

export const structure = defineRule<CsbInput>({
  id: 'csb/structure',
  description: 'The header has Goal, Skill, Phase and Health, and all six sections are present.',
  severity: 'blocker',
  reasons: [CsbReason.csb_header_field_missing, CsbReason.csb_section_missing],
  check({ block }, { report }) {
    for (const key of CSB_HEADER_KEYS) {
      if (block.header.has(key)) continue;
      report({ reason: CsbReason.csb_header_field_missing, message: `The header field ${key}: is missing.`, hint: `Add "${key}: ..." before the first section.` });
    }
    for (const section of CSB_SECTIONS) {
      if (block.sections.has(section)) continue;
      report({ reason: CsbReason.csb_section_missing, message: `The section "${section}:" is missing.`, hint: `Add a "${section}:" line with its items (the section is what recovery reads).` });
    }
  },
});
