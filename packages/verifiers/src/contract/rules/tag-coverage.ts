import { defineRule } from '@gauntlet/core';
import { TagReason } from '@gauntlet/contracts/codes';
import type { PreparedContract } from '../prepared.js';

export const tagCoverage = defineRule<PreparedContract>({
  id: 'contract/tag-coverage',
  description: 'With `--tests DIR`: every declared test_tag is carried by a test file, and every tag in the tests is declared.',
  severity: 'blocker',
  reasons: [TagReason.tag_contract_line_unparseable, TagReason.tag_contract_empty, TagReason.tag_uncarried, TagReason.tag_undeclared],
  check({ coverage }, { report }) {
    if (coverage === null) return;
    const { declared, carriers, grammar } = coverage;
    for (const bad of declared.unparseable) {
      report({
        reason: TagReason.tag_contract_line_unparseable,
        message: `A test_tag line does not read \`test_tag: "<tag>"\` with a tag matching ${grammar.source}.`,
        line: bad.line,
        evidence: [bad.text.slice(0, 200)],
        hint: 'Quote the tag with double quotes, alone on its line (or choose --tag-pattern schema).',
      });
    }
    if (declared.tags.length === 0) {
      report({
        reason: TagReason.tag_contract_empty,
        message: `The contract declares no test tag matching ${grammar.source}, so coverage proves nothing.`,
        hint: 'Declare testable invariants with test_tag, or run with --tag-pattern schema for contract:<category>:<id> tags.',
      });
    }
    const carried = new Map<string, string[]>();
    for (const carrier of carriers) {
      for (const tag of carrier.counts.keys()) carried.set(tag, [...(carried.get(tag) ?? []), carrier.path]);
    }
    for (const tag of declared.tags) {
      if (carried.has(tag)) continue;
      report({
        reason: TagReason.tag_uncarried,
        message: `${tag} is declared by the contract but no file under ${coverage.dir} carries it.`,
        hint: 'Write the test that pins this invariant and tag it.',
      });
    }
    if (declared.tags.length === 0) return;
    for (const [tag, paths] of carried) {
      if (declared.tags.includes(tag)) continue;
      report({
        reason: TagReason.tag_undeclared,
        message: `${tag} appears in ${paths.join(', ')} but the contract does not declare it.`,
        evidence: paths.slice(0, 10),
        hint: 'Fix the tag (typo?) or declare the invariant in the contract.',
      });
    }
  },
});
