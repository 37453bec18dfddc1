import { ChecklistReason } from '@gauntlet/contracts/codes';
import { pySplitLines, pyStrip } from '@gauntlet/core';
import { itemRule } from '../item-rule.js';
import { D, LINE_START, S, ci, re } from '../patterns.js';
import { sectionAfter } from '../text.js';

const OPEN_QUESTIONS = re(`${LINE_START}##${S}+${ci('Open Questions')}`);
const BLOCKING_TEST = re(`${ci('blocking-test:')}${S}*${ci('T-')}${D}+`);

/** Item 11 — Blocking-and-novel question gate: every Open Questions line names its `blocking-test: T-<n>`. */
export const item11 = itemRule(11, {
  reasons: [ChecklistReason.checklist_open_question_unannotated],
  check({ body }) {
    const questions = sectionAfter(body.text, OPEN_QUESTIONS);
    if (questions === null) return [];
    const lines = pySplitLines(questions.text)
      .map(pyStrip)
      .filter((line) => line !== '' && !line.startsWith('#'));
    const lacking = lines.filter((line) => !BLOCKING_TEST.test(line)).length;
    if (lacking === 0) return [];
    return [
      {
        reason: ChecklistReason.checklist_open_question_unannotated,
        severity: 'warning',
        message: `${lacking} Open Question line(s) lack a 'blocking-test: T-NN' annotation. Convert non-blocking questions to [ASSUMED: ...] entries.`,
        line: body.lineOf(questions.index),
      },
    ];
  },
});
