import { budgetOption, defineRule, pyReEscape, pyStrip } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { PLAN_REPO_SEARCHES, SEARCH_BUDGET_SPENT, newSearchCache, searchRepo } from '../repo-search.js';
import { type PreparedPlan, py, pyAll, reportAt } from '../shared.js';

const HEDGE = py('\\b(?:PARTIAL|keep)\\b|\u{1f504}|\u{1f7e1}|\\b(?:not\\s+dead|do\\s+not\\s+delete|can\\s+deprecate\\s+later)\\b');
const EXTRACT = pyAll('\\bextract\\b');
const DELETE = pyAll('\\bdelete\\b');
const REST = pyAll('\\brest\\b');

/** `\bextract\b.*\bdelete\b.*\brest\b` (ci) in linear time: the three words in that order. */
function inOrder(line: string): boolean {
  let from = 0;
  for (const word of [EXTRACT(line), DELETE(line), REST(line)]) {
    word.lastIndex = from;
    const m = word.exec(line);
    if (!m) return false;
    from = m.index + m[0].length;
  }
  return true;
}

const isHedged = (line: string): boolean => HEDGE.test(line) || inOrder(line);
const VERB = pyAll('\\b(?:delete|deletes?|deleting|drop|drops?|dropping|remove|removes?|removing)\\b');
const ZERO_CALLERS = pyAll('\\bhas\\s+(?:0|zero)\\s+callers?\\b');
const PATH_LIKE = py('(/|\\.(?:py|ts|tsx|js|jsx|swift|rb|go|md|sql)\\b)', false);
const MAX_TARGET = 200;

/** For each index, the next index >= it holding `char` (or length). One backward pass. */
function nextIndexOf(line: string, test: (index: number) => boolean): Int32Array {
  const next = new Int32Array(line.length + 1);
  next[line.length] = line.length;
  for (let i = line.length - 1; i >= 0; i--) next[i] = test(i) ? i : (next[i + 1] as number);
  return next;
}

/**
 * Claim pattern A, `\b(verb)\b[^.\n]*?`([^`\n]+)``, without the regex engine's quadratic
 * retries on long lines: after each verb, the first backtick that opens a non-empty backticked
 * token must come before the first `.`.
 */
function claimsA(line: string): string[] {
  if (!line.includes('`')) return [];
  const lastTick = line.lastIndexOf('`');
  const nextDot = nextIndexOf(line, (i) => line.charCodeAt(i) === 0x2e);
  const nextOpener = nextIndexOf(line, (i) => line[i] === '`' && i + 1 < line.length && line[i + 1] !== '`' && lastTick > i + 1);
  const out: string[] = [];
  const verb = VERB(line);
  verb.lastIndex = 0;
  for (let m = verb.exec(line); m; m = verb.exec(line)) {
    const end = m.index + m[0].length;
    const opener = nextOpener[end] as number;
    if (opener < line.length && opener < (nextDot[end] as number)) {
      const close = line.indexOf('`', opener + 1);
      out.push(line.slice(opener + 1, close));
      verb.lastIndex = close + 1;
    }
  }
  return out;
}

/** Claim pattern B, `` `([^`\n]+)`[^.\n]*?\bhas\s+(?:0|zero)\s+callers?\b `` (same technique). */
function claimsB(line: string): string[] {
  if (!line.includes('`')) return [];
  const zeroCallers = ZERO_CALLERS(line);
  zeroCallers.lastIndex = 0;
  const phrases: Array<{ start: number; end: number }> = [];
  for (let m = zeroCallers.exec(line); m; m = zeroCallers.exec(line)) phrases.push({ start: m.index, end: m.index + m[0].length });
  if (phrases.length === 0) return [];
  const nextDot = nextIndexOf(line, (i) => line.charCodeAt(i) === 0x2e);
  const out: string[] = [];
  let phrase = 0;
  let from = 0;
  for (let open = line.indexOf('`', from); open >= 0; open = line.indexOf('`', from)) {
    const close = line.indexOf('`', open + 1);
    if (close < 0) break;
    if (close === open + 1) {
      from = open + 1;
      continue;
    }
    while (phrase < phrases.length && (phrases[phrase] as { start: number }).start < close + 1) phrase++;
    const hit = phrases[phrase];
    if (hit && hit.start < (nextDot[close + 1] as number)) {
      out.push(line.slice(open + 1, close));
      from = hit.end;
      while (phrase < phrases.length && (phrases[phrase] as { start: number }).start < from) phrase++;
    } else {
      from = open + 1;
    }
  }
  return out;
}

function isTarget(token: string): boolean {
  return (
    token !== '' &&
    // Python counts code points, not UTF-16 units.
    (token.length <= MAX_TARGET || Array.from(token).length <= MAX_TARGET) &&
    PATH_LIKE.test(token) &&
    !token.startsWith('http://') &&
    !token.startsWith('https://') &&
    !token.startsWith('#')
  );
}

export const deleteWithCallers = defineRule<PreparedPlan>({
  id: 'plan/delete-with-callers',
  description: 'A "delete/remove/drop `path`" or "`path` has 0 callers" claim while the repo still mentions the path.',
  severity: 'blocker',
  reasons: [PlanReason.delete_with_callers],
  async check({ doc, repo, repoIsDirectory, host }, context) {
    if (repo === null || !repoIsDirectory) return;
    const cache = newSearchCache(budgetOption(context.options, 'searchBudget', 'repository searches', PLAN_REPO_SEARCHES));
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '' || !line.includes('`')) continue;
      const claims = [...claimsA(line), ...claimsB(line)];
      if (claims.length === 0 || isHedged(line)) continue;
      const seen = new Set<string>();
      for (const raw of claims) {
        const target = pyStrip(raw);
        if (!isTarget(target) || seen.has(target)) continue;
        seen.add(target);
        const pending = searchRepo(host, repo, pyReEscape(target), cache);
        if (pending === SEARCH_BUDGET_SPENT) {
          const budgetSpent = context.budgetSpent ?? (() => {
            throw new Error('plan/delete-with-callers: the search budget is spent and the context cannot report it');
          });
          budgetSpent({
            line: doc.physicalLines[i] ?? i + 1,
            message: `Stopped at \`${target}\`: the run's budget of ${cache.budget?.limit ?? PLAN_REPO_SEARCHES} repository searches is spent, so this and later delete claims are unchecked.`,
            hint: 'Split the plan, or check the remaining delete claims by hand.',
          });
          return;
        }
        const outcome = await pending;
        if (!outcome.found) continue;
        reportAt(context, doc, i, {
          reason: PlanReason.delete_with_callers,
          message: `The plan deletes \`${target}\`, but the repository still mentions it.`,
          hint: 'Remove or rewrite the remaining references first, or hedge the line (keep, PARTIAL, "do not delete").',
          evidence: [`verification: ${outcome.command}`],
        });
      }
    }
  },
});
