import { pyWord } from '@gauntlet/core';

export const CAIRN_SECTIONS = ['PHASE', 'INVARIANTS', 'OPEN_OBLIGATIONS', 'LEDGER'] as const;
export type CairnSectionName = (typeof CAIRN_SECTIONS)[number];

/** The rule (docs page) an issue belongs to. */
export type CairnRuleKey =
  | 'structure'
  | 'phase'
  | 'invariants'
  | 'obligations'
  | 'ledger-lines'
  | 'phase-ledger-continuity'
  | 'dispatch-counts'
  | 'obligation-closure'
  | 'active-run'
  | 'invariant-refs';

/** One entry-check error or reconciliation escalation. */
export interface CairnIssue {
  rule: CairnRuleKey;
  reason: string;
  message: string;
  line?: number;
}

export interface CairnLine {
  line: number;
  /** The line trimmed. */
  text: string;
}

export interface CairnPhase {
  /** The PHASE value as written, trimmed (`design / 2`). */
  value: string;
  name: string;
  counter: number;
  startedAt: string;
  parentSkill: string;
  line: number;
}

export interface CairnInvariant extends CairnLine {
  ordinal: number;
  supersedes?: number;
  fact: string;
}

export interface CairnObligation extends CairnLine {
  closed: boolean;
  body: string;
}

export interface CairnLedgerLine extends CairnLine {
  phase: string;
  counter: number;
  high?: number;
  dispatches: number;
  receipts: number;
  verdict: 'PASS' | 'FAIL' | 'MIXED';
  summary: string;
}

/** A cairn whose structure parsed (title and the four sections in order). */
export interface ParsedCairn {
  runId: string;
  titleLine: number;
  sections: Record<CairnSectionName, { line: number; lines: CairnLine[] }>;
  /** Null when PHASE is mis-shaped or its value does not parse. */
  phase: CairnPhase | null;
  invariants: CairnInvariant[];
  obligations: CairnObligation[];
  ledger: CairnLedgerLine[];
}

export interface CairnCheckResult {
  ok: boolean;
  errors: CairnIssue[];
  /** Null when a structural error stopped the check. */
  cairn: ParsedCairn | null;
}

// Written without a lazy group before `\s*$` (quadratic on long space runs); the id is trimmed after.
export const TITLE = /^#\s*Cairn\s*[–—-]+\s*(.+)$/u;
const INVARIANT = /^I-([0-9]{2})(?: supersedes I-([0-9]{2}))?: (.*)$/;
const OBLIGATION = /^- \[([ x])\] (.*)$/;
const LEDGER = /^([a-z][a-z0-9-]*)\/([0-9]+)(?:-([0-9]+))?\s*\|\s*dispatches=([0-9]+)\s+receipts=([0-9]+)\s+verdict=(PASS|FAIL|MIXED)\s*\|\s*(.*)$/;
const COUNTER = /^\s*([0-9]+)\s*$/;
const PARENT_SKILL = /^[a-z][a-z0-9-]*$/;
const W = pyWord().classBody;
const TODO = new RegExp(`^TODO(?![${W}])`, 'u');
export const MAX_LINE = 240;
export const MAX_SUMMARY = 80;

const length = (text: string) => [...text].length;
const isContent = (text: string) => text !== '' && !text.startsWith('<!--');

/** Parses title and sections; returns the structural error (the check stops there) or the skeleton. */
function parseStructure(lines: readonly string[]): { error: CairnIssue } | { cairn: ParsedCairn } {
  const structural = (reason: string, message: string, line?: number) => ({ error: { rule: 'structure' as const, reason, message, line } });
  const first = lines.findIndex((line) => isContent(line.trim()));
  const titleMatch = first < 0 ? null : TITLE.exec(lines[first] as string);
  if (!titleMatch) return structural('cairn_title_missing', 'The first line is not the title "# Cairn — <run-id>".', first < 0 ? undefined : first + 1);
  const headers: Array<{ name: CairnSectionName; index: number }> = [];
  for (let i = first + 1; i < lines.length; i++) {
    const text = (lines[i] as string).trim();
    if (!text.startsWith('## ')) continue;
    const name = CAIRN_SECTIONS.find((section) => text === `## ${section}`);
    if (name === undefined) return structural('cairn_section_unknown', `Unknown section header "${text}"; a cairn has exactly PHASE, INVARIANTS, OPEN_OBLIGATIONS and LEDGER.`, i + 1);
    if (headers.some((header) => header.name === name)) return structural('cairn_section_duplicate', `Duplicate section header "${text}".`, i + 1);
    headers.push({ name, index: i });
  }
  const missing = CAIRN_SECTIONS.filter((name) => !headers.some((header) => header.name === name));
  if (missing.length > 0) return structural('cairn_section_missing', `missing section(s): ${missing.join(', ')}.`);
  const firstHeader = (headers[0] as { index: number }).index;
  for (let i = first + 1; i < firstHeader; i++) {
    if (isContent((lines[i] as string).trim())) return structural('cairn_prose_outside_section', 'prose between title and first section header.', i + 1);
  }
  if (headers.some((header, i) => header.name !== CAIRN_SECTIONS[i])) {
    return structural('cairn_section_order', `sections out of order: ${headers.map((header) => header.name).join(', ')} (expected ${CAIRN_SECTIONS.join(', ')}).`, (headers.find((header, i) => header.name !== CAIRN_SECTIONS[i]) as { index: number }).index + 1);
  }
  const sections = {} as ParsedCairn['sections'];
  for (const [i, header] of headers.entries()) {
    const end = i + 1 < headers.length ? (headers[i + 1] as { index: number }).index : lines.length;
    const body: CairnLine[] = [];
    for (let j = header.index + 1; j < end; j++) {
      const text = (lines[j] as string).trim();
      if (isContent(text)) body.push({ line: j + 1, text });
    }
    sections[header.name] = { line: header.index + 1, lines: body };
  }
  return { cairn: { runId: (titleMatch[1] as string).trimEnd() || (titleMatch[1] as string).slice(0, 1), titleLine: first + 1, sections, phase: null, invariants: [], obligations: [], ledger: [] } };
}

/**
 * The reference pattern for the PHASE value (name, slash, counter; spaces allowed around the
 * slash) without backtracking: only the last slash can be followed by a bare counter, so split there.
 */
export function parsePhaseValue(value: string): { name: string; counter: number } | null {
  const slash = value.lastIndexOf('/');
  if (slash < 0) return null;
  const counter = COUNTER.exec(value.slice(slash + 1));
  return counter ? { name: value.slice(0, slash).trim(), counter: Number(counter[1]) } : null;
}

function checkPhase(cairn: ParsedCairn, expectPhase: string | undefined, errors: CairnIssue[]): void {
  const issue = (reason: string, message: string, line?: number) => errors.push({ rule: 'phase', reason, message, line });
  const body = cairn.sections.PHASE.lines;
  const keys = ['phase:', 'started-at:', 'parent-skill:'];
  if (body.length !== 3 || body.some((line, i) => !line.text.startsWith(keys[i] as string))) {
    issue('cairn_phase_shape', `PHASE must hold exactly 3 lines phase:, started-at:, parent-skill: in order (found ${body.length} line${body.length === 1 ? '' : 's'}).`, cairn.sections.PHASE.line);
    return;
  }
  const [phaseLine, startedLine, skillLine] = body as [CairnLine, CairnLine, CairnLine];
  const value = phaseLine.text.slice('phase:'.length).trim();
  const parentSkill = skillLine.text.slice('parent-skill:'.length).trim();
  if (!PARENT_SKILL.test(parentSkill)) issue('cairn_parent_skill_invalid', `parent-skill ${JSON.stringify(parentSkill)} does not match [a-z][a-z0-9-]*.`, skillLine.line);
  const match = parsePhaseValue(value);
  if (!match) {
    issue('cairn_phase_value_malformed', `phase value malformed: ${JSON.stringify(value)} is not "<phase-name> / <counter>".`, phaseLine.line);
    return;
  }
  if (expectPhase !== undefined && value !== expectPhase.trim()) {
    issue('cairn_phase_unexpected', `expected next phase ${JSON.stringify(expectPhase.trim())}, the cairn says ${JSON.stringify(value)}.`, phaseLine.line);
  }
  if (PARENT_SKILL.test(parentSkill)) {
    cairn.phase = { value, name: match.name, counter: match.counter, startedAt: startedLine.text.slice('started-at:'.length).trim(), parentSkill, line: phaseLine.line };
  }
}

function checkInvariants(cairn: ParsedCairn, errors: CairnIssue[]): void {
  const issue = (reason: string, message: string, line: number) => errors.push({ rule: 'invariants', reason, message, line });
  let expected = 1;
  let sequenceBroken = false;
  for (const { line, text } of cairn.sections.INVARIANTS.lines) {
    if (length(text) > MAX_LINE) issue('cairn_line_too_long', `INVARIANTS line exceeds ${MAX_LINE} chars (${length(text)}).`, line);
    const match = INVARIANT.exec(text);
    if (!match) {
      issue('cairn_line_grammar', `INVARIANTS line violates grammar "I-NN: <fact>": ${text.slice(0, 80)}`, line);
      continue;
    }
    const ordinal = Number(match[1]);
    const supersedes = match[2] === undefined ? undefined : Number(match[2]);
    const fact = match[3] as string;
    if (TODO.test(fact)) issue('cairn_invariant_todo', `I-${match[1]} is a TODO placeholder, not a fact.`, line);
    if (!sequenceBroken && ordinal !== expected) {
      issue('cairn_invariant_ordinal', `invariant ordinals must run 1, 2, 3, ...: expected I-${String(expected).padStart(2, '0')}, found I-${match[1]}.`, line);
      sequenceBroken = true;
    }
    expected++;
    if (supersedes !== undefined && !(supersedes >= 1 && supersedes < ordinal)) {
      issue('cairn_invariant_ordinal', `I-${match[1]} supersedes I-${match[2]}, which is not an earlier invariant.`, line);
    }
    const invariant: CairnInvariant = { line, text, ordinal, fact };
    if (supersedes !== undefined) invariant.supersedes = supersedes;
    cairn.invariants.push(invariant);
  }
}

function checkObligations(cairn: ParsedCairn, errors: CairnIssue[]): void {
  for (const { line, text } of cairn.sections.OPEN_OBLIGATIONS.lines) {
    if (length(text) > MAX_LINE) errors.push({ rule: 'obligations', reason: 'cairn_line_too_long', message: `OPEN_OBLIGATIONS line exceeds ${MAX_LINE} chars (${length(text)}).`, line });
    const match = OBLIGATION.exec(text);
    if (!match) {
      errors.push({ rule: 'obligations', reason: 'cairn_line_grammar', message: `OPEN_OBLIGATIONS line violates grammar "- [ ] <obligation>": ${text.slice(0, 80)}`, line });
      continue;
    }
    cairn.obligations.push({ line, text, closed: match[1] === 'x', body: match[2] as string });
  }
}

function checkLedger(cairn: ParsedCairn, errors: CairnIssue[]): void {
  for (const { line, text } of cairn.sections.LEDGER.lines) {
    const match = LEDGER.exec(text);
    if (!match) {
      errors.push({ rule: 'ledger-lines', reason: 'cairn_line_grammar', message: `LEDGER line violates grammar "<phase>/<n> | dispatches=N receipts=N verdict=V | <summary>": ${text.slice(0, 80)}`, line });
      continue;
    }
    const summary = match[7] as string;
    if (length(summary) > MAX_SUMMARY) errors.push({ rule: 'ledger-lines', reason: 'cairn_ledger_summary_too_long', message: `LEDGER summary exceeds ${MAX_SUMMARY} chars (${length(summary)}).`, line });
    const entry: CairnLedgerLine = {
      line,
      text,
      phase: match[1] as string,
      counter: Number(match[2]),
      dispatches: Number(match[4]),
      receipts: Number(match[5]),
      verdict: match[6] as CairnLedgerLine['verdict'],
      summary,
    };
    if (match[3] !== undefined) entry.high = Number(match[3]);
    cairn.ledger.push(entry);
  }
}

/**
 * The Phase Entry Check (`cairn.py check`, pipeline-artifacts.md §10.3): a structural error stops
 * with that single error; otherwise the PHASE, INVARIANTS, OPEN_OBLIGATIONS and LEDGER errors
 * accumulate. `expectPhase` must string-equal the PHASE value (so `design/2` ≠ `design / 2`).
 */
export function cairnCheck(text: string, expectPhase?: string): CairnCheckResult {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const structure = parseStructure(lines);
  if ('error' in structure) return { ok: false, errors: [structure.error], cairn: null };
  const { cairn } = structure;
  const errors: CairnIssue[] = [];
  checkPhase(cairn, expectPhase, errors);
  checkInvariants(cairn, errors);
  checkObligations(cairn, errors);
  checkLedger(cairn, errors);
  return { ok: errors.length === 0, errors, cairn };
}
