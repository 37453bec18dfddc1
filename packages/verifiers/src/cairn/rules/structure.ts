import { CairnReason } from '@gauntlet/contracts/codes';
import { CAIRN_SECTIONS, type CairnIssue, type CairnOutline, isContent } from '../parse.js';
import { issuesRule } from '../prepared.js';

/**
 * The structure decision: the first problem in the reference's order (title, then each `## `
 * header in turn for unknown or duplicate, then missing sections, prose before the first
 * header, section order), or null. It is the gate of every other rule: the check stops here.
 */
export function structureIssue({ lines, first, title, headers }: CairnOutline): CairnIssue | null {
  const issue = (reason: string, message: string, line?: number): CairnIssue => ({ rule: 'structure', reason, message, line });
  if (!title) return issue(CairnReason.cairn_title_missing, 'The first line is not the title "# Cairn — <run-id>".', first < 0 ? undefined : first + 1);
  const seen = new Set<string>();
  for (const header of headers) {
    if (header.name === undefined) {
      return issue(CairnReason.cairn_section_unknown, `Unknown section header "${header.text}"; a cairn has exactly PHASE, INVARIANTS, OPEN_OBLIGATIONS and LEDGER.`, header.index + 1);
    }
    if (seen.has(header.name)) return issue(CairnReason.cairn_section_duplicate, `Duplicate section header "${header.text}".`, header.index + 1);
    seen.add(header.name);
  }
  const missing = CAIRN_SECTIONS.filter((name) => !seen.has(name));
  if (missing.length > 0) return issue(CairnReason.cairn_section_missing, `missing section(s): ${missing.join(', ')}.`);
  const firstHeader = (headers[0] as { index: number }).index;
  for (let i = first + 1; i < firstHeader; i++) {
    if (isContent((lines[i] as string).trim())) return issue(CairnReason.cairn_prose_outside_section, 'prose between title and first section header.', i + 1);
  }
  const misplaced = headers.find((header, i) => header.name !== CAIRN_SECTIONS[i]);
  if (misplaced) {
    return issue(CairnReason.cairn_section_order, `sections out of order: ${headers.map((header) => header.name).join(', ')} (expected ${CAIRN_SECTIONS.join(', ')}).`, misplaced.index + 1);
  }
  return null;
}

/** Reports the decision `prepare` made with `structureIssue` (every other rule waits on it). */
export const structure = issuesRule(
  'structure',
  {
    description: 'The title "# Cairn — <run-id>" comes first, then exactly the four sections PHASE, INVARIANTS, OPEN_OBLIGATIONS, LEDGER in order, with no prose between.',
    reasons: [
      CairnReason.cairn_title_missing,
      CairnReason.cairn_section_unknown,
      CairnReason.cairn_section_duplicate,
      CairnReason.cairn_section_missing,
      CairnReason.cairn_prose_outside_section,
      CairnReason.cairn_section_order,
    ],
    hint: 'A cairn is "# Cairn — <run-id>" then exactly ## PHASE, ## INVARIANTS, ## OPEN_OBLIGATIONS, ## LEDGER, in that order, nothing else.',
  },
  (prepared) => (prepared.structure === null ? [] : [prepared.structure]),
);
