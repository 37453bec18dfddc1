import { defineRule, pyInt } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, py, reportAt } from '../shared.js';

const MENTION = py('\\bT-\\d+\\b', false);
const DEFINING = py('^\\s{0,3}#{2,4}\\s+T-(\\d+)\\b', false);
const MAX_LISTED = 50;
const HINT = 'Number task headings T-1, T-2, ... once each, without gaps.';

const toNumber = (digits: string): number => {
  const parsed = pyInt(digits);
  return parsed.ok ? Number(parsed.value) : Number.NaN;
};

export const taskIdConvention = defineRule<PreparedPlan>({
  id: 'plan/task-id-convention',
  description: 'T-<n> task headings are unique and sequential from T-1.',
  severity: 'warning',
  reasons: [PlanReason.task_id_convention],
  check({ doc }, context) {
    let firstMention = -1;
    const headings = new Map<number, number[]>();
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '' || !line.includes('T-')) continue;
      if (firstMention < 0 && MENTION.test(line)) firstMention = i;
      const m = DEFINING.exec(line);
      if (m) {
        const n = toNumber(m[1] as string);
        const list = headings.get(n) ?? [];
        list.push(i);
        headings.set(n, list);
      }
    }
    if (firstMention < 0 || headings.size === 0) return;
    const reprLines = (list: number[]) => `[${list.map((i) => doc.physicalLines[i] ?? i + 1).join(', ')}]`;
    for (const [n, list] of headings) {
      if (list.length < 2) continue;
      reportAt(context, doc, list[0] as number, {
        reason: PlanReason.task_id_convention,
        message: `T-${n} appears as a task heading on ${list.length} different lines.`,
        hint: HINT,
        snippet: `T-${n} heading at lines ${reprLines(list)}`,
      });
    }
    const numbers = [...headings.keys()].sort((a, b) => a - b);
    const lowest = numbers[0] as number;
    if (lowest !== 1) {
      reportAt(context, doc, (headings.get(lowest) as number[])[0] as number, {
        reason: PlanReason.task_id_convention,
        message: `T-N task IDs should start at T-1 (lowest defining heading: T-${lowest}).`,
        hint: HINT,
        snippet: 'first defining T-N is not T-1',
      });
      return;
    }
    const highest = numbers[numbers.length - 1] as number;
    // All defined numbers are distinct and in 1..highest: there is a gap iff highest > count.
    if (highest <= numbers.length) return;
    const missing: number[] = [];
    for (let n = 1; n <= highest && missing.length < MAX_LISTED; n++) if (!headings.has(n)) missing.push(n);
    const more = highest - numbers.length - missing.length;
    reportAt(context, doc, firstMention, {
      reason: PlanReason.task_id_convention,
      message: `T-N task IDs have gaps in defining headings; missing: ${missing.map((n) => `T-${n}`).join(', ')}${more > 0 ? ` (and ${more} more)` : ''}.`,
      hint: HINT,
      snippet: `defining headings: [${numbers.join(', ')}]`,
    });
  },
});
