import { defineRule } from '@gauntlet/core';
import { CsbReason } from '@gauntlet/contracts/codes';
import { CSB_END, CSB_START, type CsbInput } from '../parse.js';

export const delimiters = defineRule<CsbInput>({
  id: 'csb/delimiters',
  description: 'The block opens with ===COMPRESSION_STATE=== and closes with ===END_COMPRESSION_STATE===, each on its own line.',
  severity: 'blocker',
  reasons: [CsbReason.csb_delimiter_missing],
  check({ block }, { report }) {
    const missing = [block.startLine === null ? CSB_START : null, block.endLine === null ? CSB_END : null].filter((x): x is string => x !== null);
    for (const delimiter of missing) {
      report({
        reason: CsbReason.csb_delimiter_missing,
        message: `The ${delimiter === CSB_START ? 'start' : 'end'} delimiter line ${delimiter} is missing.`,
        hint: 'A truncated block cannot be trusted after compaction: emit the whole block between both delimiter lines.',
      });
    }
  },
});
