import type { SpecReason } from '@gauntlet/contracts/codes';
import { BANNER_PREFIX, type HeaderBlock } from './text.js';

/** `data.amendGrant` (docs/rules/spec/README.md#amend-grant). */
export interface AmendGrantData {
  reading: 'no_grant' | 'grant_active' | 'malformed';
  sentence: string | null;
  fundedFixRounds: number;
  offendingLines: number[];
}

export interface GrantReading {
  data: AmendGrantData;
  /** The outcome or malformed codes, in table order, each with its line. */
  codes: Array<{ code: SpecReason; line?: number; message: string }>;
}

const GRANT_PREFIX = '**Amend-grant:**';
const KEY_LINE = /^\*\*[^*]+:\*\*/;
const FUNDING = /^\s*fund\s+(\d+)\s+fix\s+rounds?\s*$/i;

/**
 * The `**Amend-grant:**` predicate over the header block (docs/rules/spec/README.md#amend-grant), with the funding
 * suffix `; fund <N> fix round(s)` (docs/rules/spec/README.md#amend-grant). Never throws.
 */
export function readAmendGrant(lines: readonly string[], header: HeaderBlock): GrantReading {
  const found: number[] = [];
  for (let i = header.start; i < header.end; i++) if ((lines[i] as string).startsWith(GRANT_PREFIX)) found.push(i);
  const noGrant = (fundedFixRounds = 0): AmendGrantData => ({ reading: 'no_grant', sentence: null, fundedFixRounds, offendingLines: [] });
  const malformed = (offendingLines: number[]): AmendGrantData => ({ reading: 'malformed', sentence: null, fundedFixRounds: 0, offendingLines });

  if (found.length === 0) {
    return { data: noGrant(), codes: [{ code: 'grant_line_absent', message: 'The header block has no **Amend-grant:** line (a legacy spec: no grant).' }] };
  }
  if (found.length > 1) {
    const lineNumbers = found.map((i) => i + 1);
    return {
      data: malformed(lineNumbers),
      codes: [{ code: 'grant_line_duplicated', line: lineNumbers[0], message: `The header block has ${found.length} **Amend-grant:** lines (lines ${lineNumbers.join(', ')}).` }],
    };
  }
  const at = found[0] as number;
  const raw = (lines[at] as string).slice(GRANT_PREFIX.length);
  const funding = splitFunding(raw);
  if (funding.rounds !== null && funding.rounds < 1) {
    return {
      data: malformed([at + 1]),
      codes: [{ code: 'fund_count_invalid', line: at + 1, message: 'The funding suffix must fund at least one fix round.' }],
    };
  }
  const value = funding.value.trim();
  const next = lines[at + 1];
  const continued = next !== undefined && isContinuation(next);
  const problems: GrantReading['codes'] = [];
  const offending = [at + 1];
  if (value === '') problems.push({ code: 'grant_value_empty', line: at + 1, message: 'The **Amend-grant:** line has no value (write "none" or the granting sentence).' });
  if (continued) {
    offending.push(at + 2);
    problems.push({ code: 'grant_value_continued', line: at + 2, message: `The grant value continues on line ${at + 2}; it must fit on one line.` });
  }
  if (problems.length > 0) return { data: malformed(offending), codes: problems };
  const rounds = funding.rounds ?? 0;
  if (value === 'none') {
    return { data: noGrant(rounds), codes: [{ code: 'grant_none', line: at + 1, message: 'Amend-grant: none (no standing amend grant).' }] };
  }
  return {
    data: { reading: 'grant_active', sentence: value, fundedFixRounds: rounds, offendingLines: [] },
    codes: [{ code: 'grant_active', line: at + 1, message: `A standing amend grant is active: "${value.length > 100 ? `${value.slice(0, 100)}…` : value}".` }],
  };
}

/** A next line that continues the value: non-blank, not a `**Key:**` line, banner or heading. */
function isContinuation(line: string): boolean {
  if (line.trim() === '') return false;
  return !KEY_LINE.test(line) && !line.startsWith(BANNER_PREFIX) && !line.startsWith('#');
}

/** Splits `<value>; fund <N> fix round(s)`; only the last `;` can start the suffix. */
function splitFunding(raw: string): { value: string; rounds: number | null } {
  const semicolon = raw.lastIndexOf(';');
  if (semicolon < 0) return { value: raw, rounds: null };
  const match = FUNDING.exec(raw.slice(semicolon + 1));
  if (!match) return { value: raw, rounds: null };
  const count = Number(match[1]);
  return { value: raw.slice(0, semicolon), rounds: Number.isSafeInteger(count) ? count : 0 };
}
