import { defineRule } from '@gauntlet/core';
import { ContractReason } from '@gauntlet/contracts/codes';
import type { PreparedContract } from '../prepared.js';

export const yaml = defineRule<PreparedContract>({
  id: 'contract/yaml',
  description: 'The contract is YAML whose root is a mapping (no duplicate keys, unknown tags or alias bombs).',
  severity: 'blocker',
  reasons: [ContractReason.contract_yaml_invalid],
  check({ contract }, { report }) {
    if (contract.ok) return;
    report({
      reason: ContractReason.contract_yaml_invalid,
      message: `The contract is not valid YAML: ${contract.problem}.`,
      ...(contract.line ? { line: contract.line } : {}),
      hint: 'Fix the YAML syntax; quote every string value (`version: "1.0"`, `ticket: "#123"`).',
    });
  },
});
