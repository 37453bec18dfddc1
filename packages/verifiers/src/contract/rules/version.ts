import { defineRule } from '@gauntlet/core';
import { ContractReason } from '@gauntlet/contracts/codes';
import type { PreparedContract } from '../prepared.js';

export const version = defineRule<PreparedContract>({
  id: 'contract/version',
  description: 'The contract declares `version: "1.0"` (a string); any other version stops validation.',
  severity: 'blocker',
  reasons: [ContractReason.contract_version_unsupported],
  check({ contract }, { report }) {
    if (!contract.ok || contract.root.version === '1.0') return;
    const value = contract.root.version;
    const line = contract.lineOf(['version']);
    report({
      reason: ContractReason.contract_version_unsupported,
      message:
        value === undefined
          ? 'version: the contract has no version; expected version "1.0".'
          : typeof value === 'string'
            ? `version: Contract version ${value} is not supported. Expected version 1.0.`
            : `version: the YAML ${value instanceof Date ? 'timestamp' : typeof value} ${JSON.stringify(value instanceof Date ? value.toISOString() : value)} is not the string "1.0" (an unquoted 1.0 is a number).`,
      ...(line ? { line } : {}),
      evidence: ['path: version'],
      hint: 'Write `version: "1.0"` with quotes: an unquoted 1.0 is a number. Consumers fall back to contract-unaware gating.',
    });
  },
});
