import type { MarkerReason } from '@gauntlet/contracts/codes';
import { splitLfLines } from '@gauntlet/core';

/** `data.parsed` (docs/rules/marker/README.md#evaluation-order). */
export interface ParsedMarker {
  kind: 'gate' | 'question' | 'done' | 'stuck';
  skill: string | null;
  gateId: string | null;
  recommended: number | null;
  outcome: string | null;
  reason: string | null;
}

/** A line-1 problem, with the 1-based column where the scan met it. */
export interface MarkerIssue {
  code: MarkerReason;
  column: number;
  message: string;
}

/** Why line 1 is not a marker at all (reported alone; line 1 is not parsed further). */
export interface MarkerPlacement {
  code: 'marker_indented' | 'marker_decorated' | 'marker_case' | 'marker_not_on_first_line' | 'marker_missing';
  /** The later line that looks like a marker (`marker_not_on_first_line`). */
  laterLine?: number;
}

/** A numbered row of the body (`^\s*<digits>\s*(-|.|\))\s`). */
export interface NumberedRow {
  line: number;
  number: number;
  tagged: boolean;
}

export interface ParsedTurn {
  /** Line 1 without its terminator. */
  lineOne: string;
  placement: MarkerPlacement | null;
  parsed: ParsedMarker | null;
  /** Line-1 grammar problems in the order met scanning left to right. */
  issues: MarkerIssue[];
  rows: NumberedRow[];
  /** The first later line that looks like a marker, when line 1 is one. */
  repeatedLine: number | null;
}

export interface MarkerParseOptions {
  /** Full `<skill>/<id>` references; a gate outside it is `gate_unknown`. */
  inventory?: ReadonlySet<string> | null;
}

const PREFIX = 'gauntlet:';
const GATE_REF = /^([A-Za-z0-9.-]+)\/([A-Za-z0-9.-]+)$/;
const OUTCOME_TOKEN = /^[A-Za-z0-9.-]+(?:=[A-Za-z0-9.-]+)?$/;
const POSITIVE_INT = /^[1-9][0-9]*$/;
const INDENTED = /^\s+gauntlet:/i;
const DECORATED = /^\s*[`*_>][`*_>\s]*gauntlet:/i;
const LOOSE_PREFIX = /^gauntlet:/i;
const LATER_MARKER = /^\s*gauntlet:/;
const NUMBERED_ROW = /^\s*(\d+)\s*[-.)]\s/;
const RECOMMENDED_TAG = '[recommended]';
const COLON_KINDS = new Set(['question:', 'done:', 'stuck:']);

interface Word {
  text: string;
  /** 1-based column of the word in line 1. */
  column: number;
  /** The whitespace before the word. */
  gap: string;
}

function wordsOf(text: string, startColumn: number): Word[] {
  const words: Word[] = [];
  const pattern = /(\s*)(\S+)/gy;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    words.push({ gap: match[1] as string, text: match[2] as string, column: startColumn + match.index + (match[1] as string).length });
  }
  return words;
}

function emptyParsed(kind: ParsedMarker['kind']): ParsedMarker {
  return { kind, skill: null, gateId: null, recommended: null, outcome: null, reason: null };
}

function placementOf(lineOne: string, lines: readonly string[]): MarkerPlacement | null {
  if (INDENTED.test(lineOne)) return { code: 'marker_indented' };
  if (DECORATED.test(lineOne)) return { code: 'marker_decorated' };
  if (LOOSE_PREFIX.test(lineOne) && !lineOne.startsWith(PREFIX)) return { code: 'marker_case' };
  if (lineOne.startsWith(PREFIX)) return null;
  const later = laterMarkerLine(lines);
  return later === null ? { code: 'marker_missing' } : { code: 'marker_not_on_first_line', laterLine: later };
}

function laterMarkerLine(lines: readonly string[]): number | null {
  for (let i = 1; i < lines.length; i++) if (LATER_MARKER.test(lines[i] as string)) return i + 1;
  return null;
}

function numberedRows(lines: readonly string[]): NumberedRow[] {
  const rows: NumberedRow[] = [];
  for (let i = 1; i < lines.length; i++) {
    const text = lines[i] as string;
    const match = NUMBERED_ROW.exec(text);
    if (match) rows.push({ line: i + 1, number: Number(match[1]), tagged: text.includes(RECOMMENDED_TAG) });
  }
  return rows;
}

/**
 * Parses the first-line marker of a turn (docs/rules/marker/README.md). Never throws: every input yields a
 * placement verdict or a parsed marker with its line-1 issues in scan order.
 */
export function parseTurn(text: string, options: MarkerParseOptions = {}): ParsedTurn {
  const lines = splitLfLines(text);
  const lineOne = lines[0] ?? '';
  const placement = placementOf(lineOne, lines);
  const rows = numberedRows(lines);
  if (placement) return { lineOne, placement, parsed: null, issues: [], rows, repeatedLine: null };
  const repeatedLine = laterMarkerLine(lines);
  const { parsed, issues } = parseLineOne(lineOne, options.inventory ?? null);
  return { lineOne, placement: null, parsed, issues, rows, repeatedLine };
}

function parseLineOne(lineOne: string, inventory: ReadonlySet<string> | null): { parsed: ParsedMarker | null; issues: MarkerIssue[] } {
  const issues: MarkerIssue[] = [];
  const issue = (code: MarkerReason, column: number, message: string) => issues.push({ code, column, message });
  const rest = lineOne.slice(PREFIX.length);
  const body = rest.trimEnd();
  const trailing = rest.length - body.length;
  const words = wordsOf(body, PREFIX.length + 1);
  const first = words[0];
  if (first && first.gap !== ' ') {
    issue('marker_spacing', PREFIX.length + 1, first.gap === '' ? 'No space after "gauntlet:".' : 'More than one space (or a tab) after "gauntlet:".');
  }
  const spacingBetween = (word: Word) => {
    if (word.gap !== ' ') issue('marker_spacing', word.column - word.gap.length, `Parts of the marker must be separated by one space (before "${clip(word.text)}").`);
  };
  const finish = (parsed: ParsedMarker | null) => {
    if (trailing > 0) issue('marker_spacing', lineOne.length - trailing + 1, 'Trailing whitespace after the marker.');
    return { parsed, issues };
  };

  if (!first) {
    issue('marker_unknown_kind', PREFIX.length + 1, 'The marker names no kind (expected question, gate=<skill>/<id>, done or stuck).');
    return finish(null);
  }
  let kindWord = first.text;
  if (COLON_KINDS.has(kindWord)) {
    issue('marker_trailing_colon', first.column + kindWord.length - 1, `"${kindWord}" carries a colon; write "${kindWord.slice(0, -1)}".`);
    kindWord = kindWord.slice(0, -1);
  }
  const others = words.slice(1);

  if (kindWord === 'question') {
    const parsed = emptyParsed('question');
    for (const word of others) spacingBetween(word);
    const extra = others[0];
    if (extra) issue('marker_trailing_text', extra.column, `Nothing may follow "question" (found "${clip(extra.text)}").`);
    return finish(parsed);
  }
  if (kindWord.startsWith('gate=')) return finish(parseGate(first, others, inventory, issue, spacingBetween));
  if (kindWord === 'done') {
    const parsed = emptyParsed('done');
    const outcomeStart = others[0];
    if (!outcomeStart) {
      issue('done_outcome_missing', first.column + first.text.length, '"done" needs an outcome (e.g. "gauntlet: done responded").');
      return finish(parsed);
    }
    spacingBetween(outcomeStart);
    const outcome = body.slice(outcomeStart.column - PREFIX.length - 1);
    parsed.outcome = outcome;
    if (!isWellFormedOutcome(outcome)) {
      issue('done_outcome_malformed', outcomeStart.column, `The outcome "${clip(outcome)}" is not comma-separated tokens or key=value pairs of [A-Za-z0-9.-] without spaces.`);
    }
    return finish(parsed);
  }
  if (kindWord === 'stuck') {
    const parsed = emptyParsed('stuck');
    const reasonStart = others[0];
    if (!reasonStart) {
      issue('stuck_reason_missing', first.column + first.text.length, '"stuck" needs a reason (free text to the end of the line).');
      return finish(parsed);
    }
    spacingBetween(reasonStart);
    parsed.reason = body.slice(reasonStart.column - PREFIX.length - 1).trim();
    return finish(parsed);
  }
  issue('marker_unknown_kind', first.column, `"${clip(first.text)}" is not a marker kind (expected question, gate=<skill>/<id>, done or stuck).`);
  return finish(null);
}

function parseGate(
  first: Word,
  others: readonly Word[],
  inventory: ReadonlySet<string> | null,
  issue: (code: MarkerReason, column: number, message: string) => void,
  spacingBetween: (word: Word) => void,
): ParsedMarker {
  const parsed = emptyParsed('gate');
  const ref = first.text.slice('gate='.length);
  const refColumn = first.column + 'gate='.length;
  const match = GATE_REF.exec(ref);
  if (!match) {
    issue('gate_ref_malformed', refColumn, `The gate reference "${clip(ref)}" is not <skill>/<id> in [A-Za-z0-9.-].`);
  } else {
    parsed.skill = match[1] as string;
    parsed.gateId = match[2] as string;
    if (inventory && !inventory.has(ref)) issue('gate_unknown', refColumn, `The gate "${clip(ref)}" is not in the gate inventory.`);
  }
  let seenRecommended = false;
  for (const word of others) {
    spacingBetween(word);
    const eq = word.text.indexOf('=');
    if (eq <= 0) {
      issue('marker_trailing_text', word.column, `"${clip(word.text)}" after the gate reference is not a key=value parameter.`);
      continue;
    }
    const key = word.text.slice(0, eq);
    const value = word.text.slice(eq + 1);
    if (key !== 'recommended') {
      issue('gate_param_unknown', word.column, `Unknown gate parameter "${clip(key)}" (only recommended= is allowed).`);
      continue;
    }
    if (seenRecommended) {
      issue('gate_param_repeated', word.column, 'recommended= appears more than once.');
      continue;
    }
    seenRecommended = true;
    if (POSITIVE_INT.test(value) && Number.isSafeInteger(Number(value))) parsed.recommended = Number(value);
    else issue('recommended_malformed', word.column + eq + 1, `recommended="${clip(value)}" is not a positive integer without leading zero.`);
  }
  return parsed;
}

/** Comma-separated tokens of the charset (whitespace is outside it, so it never passes). */
function isWellFormedOutcome(outcome: string): boolean {
  return outcome.split(',').every((token) => OUTCOME_TOKEN.test(token));
}

function clip(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
