import { defineRule } from '@gauntlet/core';
import { TagReason } from '@gauntlet/contracts/codes';
import { bashTagFacts, hasAssertion, pythonMarkers, pythonTests } from '../carriers.js';
import type { PreparedContract } from '../prepared.js';

export const tagCarriers = defineRule<PreparedContract>({
  id: 'contract/tag-carriers',
  description: 'With `--tests DIR`: a tag in a bash test has an annotated marker and check calls that add up; in Python it tags a test that asserts.',
  severity: 'blocker',
  reasons: [
    TagReason.tag_marker_missing,
    TagReason.tag_marker_unannotated,
    TagReason.tag_no_check_call,
    TagReason.tag_occurrence_arithmetic,
    TagReason.tag_inline_sum_mismatch,
    TagReason.tag_no_tagged_test,
    TagReason.tag_test_without_assertion,
  ],
  check({ coverage }, { report }) {
    if (coverage === null) return;
    for (const carrier of coverage.carriers) {
      const file = `${coverage.dir.replace(/\/+$/, '')}/${carrier.path}`;
      for (const tag of carrier.counts.keys()) {
        if (carrier.kind === 'bash') {
          const facts = bashTagFacts(carrier, tag);
          if (facts.markers === 0) {
            report({ reason: TagReason.tag_marker_missing, file, message: `${tag}: no \`# ${tag} checks=N\` marker in ${carrier.path}.`, hint: 'Declare how many checks pin the tag with a marker comment.' });
          }
          for (const line of facts.unannotated) {
            report({ reason: TagReason.tag_marker_unannotated, file, line, message: `${tag}: the marker has no checks=N annotation.`, hint: 'An unannotated scenario must fail loudly: add checks=<number of check lines>.' });
          }
          if (facts.annotated === 0) continue;
          if (facts.checkCalls === 0) {
            report({ reason: TagReason.tag_no_check_call, file, message: `${tag}: no \`check\` line names the tag; a comment alone asserts nothing.`, hint: 'Name the tag in the description of the check lines that pin it.' });
          }
          if (facts.occurrences !== facts.markers + facts.annotationSum) {
            report({
              reason: TagReason.tag_occurrence_arithmetic,
              file,
              message: `${tag}: ${facts.occurrences} occurrences, but ${facts.markers} marker(s) + checks=${facts.annotationSum} make ${facts.markers + facts.annotationSum}.`,
              hint: 'A check line lost or gained the tag, or the tag appears where it is neither marker nor check.',
            });
          }
          if (facts.checkCalls !== facts.annotationSum) {
            report({
              reason: TagReason.tag_inline_sum_mismatch,
              file,
              message: `${tag}: ${facts.checkCalls} check line(s) name the tag but the markers annotate checks=${facts.annotationSum}.`,
              hint: 'Update the checks= annotation together with the check lines.',
            });
          }
        } else if (carrier.kind === 'python') {
          const tests = pythonTests(carrier.text).filter((test) => test.docstring.includes(tag));
          if (tests.length === 0) {
            report({ reason: TagReason.tag_no_tagged_test, file, message: `${tag}: no test function in ${carrier.path} has the tag in its docstring.`, hint: 'Put the tag in the docstring of the test that pins the invariant; a comment is not a carrier.' });
            continue;
          }
          const markers = pythonMarkers(carrier, tag);
          const occurrences = carrier.counts.get(tag) ?? 0;
          if (occurrences !== markers + tests.length) {
            report({
              reason: TagReason.tag_occurrence_arithmetic,
              file,
              message: `${tag}: ${occurrences} occurrences, but ${markers} marker(s) + ${tests.length} tagged test(s) make ${markers + tests.length}.`,
              hint: 'The tag should appear only in marker comments and once in each tagged docstring.',
            });
          }
          for (const test of tests) {
            if (hasAssertion(test)) continue;
            report({ reason: TagReason.tag_test_without_assertion, file, line: test.line, message: `${tag}: ${test.name} is tagged but asserts nothing.`, hint: 'A tagged test must assert (an assert statement or an assert*() call).' });
          }
        }
      }
    }
  },
});
