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

/** The three PHASE lines, when the section holds exactly `phase:`, `started-at:`, `parent-skill:` in order. */
export interface CairnPhaseFields {
  phase: CairnLine;
  startedAt: CairnLine;
  parentSkill: CairnLine;
  /** The values after the keys, trimmed. */
  value: string;
  parentSkillValue: string;
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
  /** The PHASE lines, null when the section has another shape. */
  phaseFields: CairnPhaseFields | null;
  /** The phase reconciliation works with: null when PHASE is mis-shaped, its value does not parse or its parent skill is invalid. */
  phase: CairnPhase | null;
  /** The lines that follow each section's grammar (the others are the rules' findings). */
  invariants: CairnInvariant[];
  obligations: CairnObligation[];
  ledger: CairnLedgerLine[];
}

/** What the structure check sees: the lines, the first content line, the title match and every `## ` header. */
export interface CairnOutline {
  lines: readonly string[];
  /** 0-based index of the first content line, -1 when there is none. */
  first: number;
  title: RegExpExecArray | null;
  headers: ReadonlyArray<{ text: string; name: CairnSectionName | undefined; index: number }>;
}

// Written without a lazy group before `\s*$` (quadratic on long space runs); the id is trimmed after.
export const TITLE = /^#\s*Cairn\s*[–—-]+\s*(.+)$/u;
const INVARIANT = /^I-([0-9]{2})(?: supersedes I-([0-9]{2}))?: (.*)$/;
const OBLIGATION = /^- \[([ x])\] (.*)$/;
const LEDGER = /^([a-z][a-z0-9-]*)\/([0-9]+)(?:-([0-9]+))?\s*\|\s*dispatches=([0-9]+)\s+receipts=([0-9]+)\s+verdict=(PASS|FAIL|MIXED)\s*\|\s*(.*)$/;
const COUNTER = /^\s*([0-9]+)\s*$/;
const PARENT_SKILL = /^[a-z][a-z0-9-]*$/;
const PHASE_KEYS = ['phase:', 'started-at:', 'parent-skill:'] as const;

/** A content line: not blank, not an HTML comment. */
export const isContent = (text: string) => text !== '' && !text.startsWith('<!--');

export const isParentSkill = (value: string) => PARENT_SKILL.test(value);

/** The cairn's lines (universal newlines). */
export const cairnLines = (text: string): string[] => text.replace(/\r\n?/g, '\n').split('\n');

export function outlineOf(lines: readonly string[]): CairnOutline {
  const first = lines.findIndex((line) => isContent(line.trim()));
  const title = first < 0 ? null : TITLE.exec(lines[first] as string);
  const headers: Array<{ text: string; name: CairnSectionName | undefined; index: number }> = [];
  for (let i = first + 1; first >= 0 && i < lines.length; i++) {
    const text = (lines[i] as string).trim();
    if (text.startsWith('## ')) headers.push({ text, name: CAIRN_SECTIONS.find((section) => text === `## ${section}`), index: i });
  }
  return { lines, first, title, headers };
}

/**
 * The PHASE value's name and counter (spaces allowed around the slash) without backtracking:
 * only the last slash can be followed by a bare counter, so split there.
 */
export function parsePhaseValue(value: string): { name: string; counter: number } | null {
  const slash = value.lastIndexOf('/');
  if (slash < 0) return null;
  const counter = COUNTER.exec(value.slice(slash + 1));
  return counter ? { name: value.slice(0, slash).trim(), counter: Number(counter[1]) } : null;
}

function phaseFieldsOf(body: readonly CairnLine[]): CairnPhaseFields | null {
  if (body.length !== 3 || body.some((line, i) => !line.text.startsWith(PHASE_KEYS[i] as string))) return null;
  const [phase, startedAt, parentSkill] = body as [CairnLine, CairnLine, CairnLine];
  return { phase, startedAt, parentSkill, value: phase.text.slice('phase:'.length).trim(), parentSkillValue: parentSkill.text.slice('parent-skill:'.length).trim() };
}

function phaseOf(fields: CairnPhaseFields | null): CairnPhase | null {
  if (fields === null || !isParentSkill(fields.parentSkillValue)) return null;
  const parsed = parsePhaseValue(fields.value);
  if (parsed === null) return null;
  const startedAt = fields.startedAt.text.slice('started-at:'.length).trim();
  return { value: fields.value, name: parsed.name, counter: parsed.counter, startedAt, parentSkill: fields.parentSkillValue, line: fields.phase.line };
}

function invariantOf({ line, text }: CairnLine): CairnInvariant | null {
  const match = INVARIANT.exec(text);
  if (!match) return null;
  const invariant: CairnInvariant = { line, text, ordinal: Number(match[1]), fact: match[3] as string };
  if (match[2] !== undefined) invariant.supersedes = Number(match[2]);
  return invariant;
}

function obligationOf({ line, text }: CairnLine): CairnObligation | null {
  const match = OBLIGATION.exec(text);
  return match ? { line, text, closed: match[1] === 'x', body: match[2] as string } : null;
}

function ledgerLineOf({ line, text }: CairnLine): CairnLedgerLine | null {
  const match = LEDGER.exec(text);
  if (!match) return null;
  const entry: CairnLedgerLine = {
    line,
    text,
    phase: match[1] as string,
    counter: Number(match[2]),
    dispatches: Number(match[4]),
    receipts: Number(match[5]),
    verdict: match[6] as CairnLedgerLine['verdict'],
    summary: match[7] as string,
  };
  if (match[3] !== undefined) entry.high = Number(match[3]);
  return entry;
}

const present = <T>(value: T | null): value is T => value !== null;

/**
 * Reads a cairn whose structure is sound (the structure rule decided so): each section's content
 * lines, and the lines that follow each grammar, parsed.
 */
export function parseSections(outline: CairnOutline): ParsedCairn {
  const { lines, headers } = outline;
  const sections = {} as ParsedCairn['sections'];
  for (const [i, header] of headers.entries()) {
    const end = i + 1 < headers.length ? (headers[i + 1] as { index: number }).index : lines.length;
    const body: CairnLine[] = [];
    for (let j = header.index + 1; j < end; j++) {
      const text = (lines[j] as string).trim();
      if (isContent(text)) body.push({ line: j + 1, text });
    }
    sections[header.name as CairnSectionName] = { line: header.index + 1, lines: body };
  }
  const id = (outline.title as RegExpExecArray)[1] as string;
  const phaseFields = phaseFieldsOf(sections.PHASE.lines);
  return {
    runId: id.trimEnd() || id.slice(0, 1),
    titleLine: outline.first + 1,
    sections,
    phaseFields,
    phase: phaseOf(phaseFields),
    invariants: sections.INVARIANTS.lines.map(invariantOf).filter(present),
    obligations: sections.OPEN_OBLIGATIONS.lines.map(obligationOf).filter(present),
    ledger: sections.LEDGER.lines.map(ledgerLineOf).filter(present),
  };
}
