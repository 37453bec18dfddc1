import { defineRule } from '@gauntlet/core';
import { ContractReason } from '@gauntlet/contracts/codes';
import { isNonEmptyString, isRecord, recordsOf } from '../parse.js';
import type { PreparedContract } from '../prepared.js';
import { isSupported, reportAt } from '../report.js';
import { describe } from './header-fields.js';

export const CHECK_METHODS = ['grep', 'code-inspection', 'file-structure'] as const;
/** The schema-level test tag: `contract:<category>:<id>`, three lowercase segments. */
export const SCHEMA_TEST_TAG = /^contract:[a-z0-9][a-z0-9_-]*:[a-z0-9][a-z0-9_-]*$/;

export const invariants = defineRule<PreparedContract>({
  id: 'contract/invariants',
  description: 'At least one invariant; checkable ones name a check_method, testable ones a unique `contract:<category>:<id>` test_tag; ids are unique.',
  severity: 'blocker',
  reasons: [
    ContractReason.contract_invariants_empty,
    ContractReason.contract_field_missing,
    ContractReason.contract_check_method_invalid,
    ContractReason.contract_test_tag_missing,
    ContractReason.contract_test_tag_pattern,
    ContractReason.contract_test_tag_duplicate,
    ContractReason.contract_invariant_id_duplicate,
  ],
  check({ contract }, context) {
    if (!isSupported(contract)) return;
    const block = contract.root.invariants;
    const checkable = isRecord(block) && Array.isArray(block.checkable) ? block.checkable : [];
    const testable = isRecord(block) && Array.isArray(block.testable) ? block.testable : [];
    if (checkable.length + testable.length === 0) {
      reportAt(contract, context, ['invariants'], {
        reason: ContractReason.contract_invariants_empty,
        message: 'the contract guarantees nothing: no checkable and no testable invariant.',
        hint: 'State at least one invariant the gate can check (grep/inspection) or a test can pin (test_tag).',
      });
      return;
    }
    const ids = new Set<string>();
    const tags = new Set<string>();
    const groups = [
      ['checkable', checkable],
      ['testable', testable],
    ] as const;
    for (const [kind, items] of groups) {
      for (const [index, item] of recordsOf(items)) {
        const at = ['invariants', kind, index] as const;
        for (const field of ['id', 'description', 'verification'] as const) {
          if (isNonEmptyString(item[field])) continue;
          reportAt(contract, context, [...at, field], {
            reason: ContractReason.contract_field_missing,
            message: `the invariant has no ${field}.`,
            hint: 'Every invariant has an id (INV-n), a description and how it is verified.',
          });
        }
        if (typeof item.id === 'string') {
          if (ids.has(item.id)) {
            reportAt(contract, context, [...at, 'id'], {
              reason: ContractReason.contract_invariant_id_duplicate,
              message: `the invariant id ${item.id} is used twice.`,
              hint: 'Ids are cross-references (reviews, tags): give each invariant its own.',
            });
          }
          ids.add(item.id);
        }
        if (kind === 'checkable') {
          if (typeof item.check_method !== 'string' || !(CHECK_METHODS as readonly string[]).includes(item.check_method)) {
            reportAt(contract, context, [...at, 'check_method'], {
              reason: ContractReason.contract_check_method_invalid,
              message: `check_method ${describe(item.check_method)} is not one of ${CHECK_METHODS.join(', ')}.`,
              hint: 'The check_method tells the gate how to verify the invariant.',
            });
          }
          continue;
        }
        const tag = item.test_tag;
        if (tag === undefined || tag === null || tag === '') {
          reportAt(contract, context, [...at, 'test_tag'], {
            reason: ContractReason.contract_test_tag_missing,
            message: 'a testable invariant has no test_tag.',
            hint: 'Give it `test_tag: "contract:<category>:<id>"`; the implementer tags the test with it.',
          });
        } else if (typeof tag !== 'string' || !SCHEMA_TEST_TAG.test(tag)) {
          reportAt(contract, context, [...at, 'test_tag'], {
            reason: ContractReason.contract_test_tag_pattern,
            message: `test_tag ${describe(tag)} is not contract:<category>:<id>.`,
            hint: 'Use lowercase segments, e.g. `contract:perf:inv-3` for INV-3.',
          });
        } else {
          if (tags.has(tag)) {
            reportAt(contract, context, [...at, 'test_tag'], {
              reason: ContractReason.contract_test_tag_duplicate,
              message: `test_tag ${tag} is already used by another invariant.`,
              hint: 'A tag maps to exactly one invariant, or coverage counting becomes ambiguous.',
            });
          }
          tags.add(tag);
        }
      }
    }
  },
});
