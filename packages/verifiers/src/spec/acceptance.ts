import type { SpecReason } from '@gauntlet/contracts/codes';
import { escapeRegex } from './text.js';

export type AcDisposition =
  | { kind: 'in-scope'; defaulted?: true }
  | { kind: 'unknown'; defaulted: false }
  | { kind: 'deviates'; why: string }
  | { kind: 'deferred'; where: string; ref: string }
  | { kind: 'venue'; env: string; observation: string }
  | { kind: 'venue'; raw: string }
  | { kind: 'elsewhere'; repo: string };

export interface AcRow {
  n: number;
  text: string;
  disposition: AcDisposition;
}

/** `data.acceptance` (docs/rules/spec/README.md#acceptance-criteria). */
export interface AcceptanceData {
  form: 'rows' | 'none' | 'mixed' | null;
  noneLine: string | null;
  rows: AcRow[];
  scopeCutsLine: string | null;
}

export interface AcIssue {
  code: SpecReason;
  /** 1-based. */
  line?: number;
  column?: number;
  message: string;
  advisory?: boolean;
}

export interface AcceptanceReading {
  data: AcceptanceData;
  issues: AcIssue[];
}

export interface AcceptanceOptions {
  /** `OWNER/NAME` of the repository the spec belongs to (feeds `elsewhere_is_this_repo`). */
  thisRepo?: string | null;
  specDirs: readonly string[];
}

const AC_HEADING = /^##\s+acceptance criteria\b/i;
const STANDARD_HEADING = '## Acceptance criteria';
const SECTION_END = /^#{1,2}(?:\s|$)/;
const ROW_PREFIX = '- [ ] ';
const CHECKED_ROW = /^- \[[xX]\] /;
const BULLET = /^(?:[-*+]|\d+[.)])(?:\s|$)|^[-*+]\[/;
const NONE_LINE = /^none(?![\w-])/;
const NONE_FORMS = new Set(['none - no ticket', 'none - ticket has no acceptance criteria']);
const NONE_NOT_FETCHED = /^none - ticket not fetched \((.*)\)$/;
const INTRO = /^Ticket\s.*rows verbatim:\s*$/;
const IN_SCOPE = /^in-scope(?![\w-])/;
const KEYWORD = /^(deviates|deferred|venue|elsewhere):(.*)$/;
const WORD_COLON = /^[A-Za-z][\w-]*:(?:\s|$)/;
const URL = /https?:\/\/[^\s<>()[\]`'"]+/;
const OWNER_REPO_ISSUE = /(?<![\w./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d+(?!\d)/;
const HASH_ISSUE = /#\d+(?!\d)/;
const TRACKER_KEY = /(?<![A-Za-z0-9_-])[A-Z][A-Z0-9]+-\d+(?![\w])/;
const PRODUCTION_TOKENS = new Set(['prd', 'prod', 'production']);
const SCOPE_CUT_KINDS = new Set(['deferred', 'deviates', 'venue']);
const SCOPE_CUT_WIDTH = 60;

interface DispositionLine {
  line: number;
  column: number;
  /** The trimmed line (for the Scope cuts line). */
  text: string;
  keyword: 'in-scope' | 'deviates' | 'deferred' | 'venue' | 'elsewhere';
  value: string;
}

interface RowDraft {
  n: number;
  line: number;
  text: string;
  dispositions: DispositionLine[];
  unknown: Array<{ line: number; column: number; text: string }>;
}

const isIndented = (line: string) => line.startsWith(' ') || line.startsWith('\t');
const indentOf = (line: string) => line.length - line.trimStart().length;

/** Reads the acceptance-criteria section of a spec (docs/rules/spec/README.md#acceptance-criteria). Never throws. */
export function readAcceptance(lines: readonly string[], mask: readonly boolean[], options: AcceptanceOptions): AcceptanceReading {
  const issues: AcIssue[] = [];
  const headings: number[] = [];
  for (let i = 0; i < lines.length; i++) if (!mask[i] && AC_HEADING.test(lines[i] as string)) headings.push(i);
  const at = headings[0];
  if (at === undefined) {
    issues.push({ code: 'ac_section_missing', message: 'The spec has no "## Acceptance criteria" section, so no acceptance criterion of its ticket is carried into it.' });
    return { data: { form: null, noneLine: null, rows: [], scopeCutsLine: null }, issues };
  }
  const heading = lines[at] as string;
  if (heading !== STANDARD_HEADING) {
    issues.push({ code: 'ac_heading_nonstandard', line: at + 1, column: 1, advisory: true, message: `The heading "${clip(heading)}" is not exactly "${STANDARD_HEADING}".` });
  }
  for (const extra of headings.slice(1)) {
    issues.push({ code: 'ac_section_duplicated', line: extra + 1, column: 1, message: `A second acceptance-criteria section starts on line ${extra + 1} (the first is on line ${at + 1}).` });
  }

  const rows: RowDraft[] = [];
  const noneLines: Array<{ line: number; text: string }> = [];
  let intro = false;
  let current: RowDraft | null = null;
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (mask[i]) continue;
    if (SECTION_END.test(line)) break;
    if (line.trim() === '') continue;
    if (isIndented(line)) {
      if (current) attach(current, line, i);
      else issues.push({ code: 'ac_stray_text', line: i + 1, column: indentOf(line) + 1, advisory: true, message: `Indented text on line ${i + 1} belongs to no row.` });
      continue;
    }
    current = null;
    if (line.startsWith(ROW_PREFIX) && line.slice(ROW_PREFIX.length).trim() !== '') {
      current = { n: rows.length + 1, line: i + 1, text: line.slice(ROW_PREFIX.length), dispositions: [], unknown: [] };
      rows.push(current);
    } else if (CHECKED_ROW.test(line) && line.slice(6).trim() !== '') {
      issues.push({ code: 'ac_row_checked', line: i + 1, column: 4, message: `Row on line ${i + 1} is checked; rows are carried as "- [ ]", never "[x]".` });
      current = { n: rows.length + 1, line: i + 1, text: line.slice(6), dispositions: [], unknown: [] };
      rows.push(current);
    } else if (NONE_LINE.test(line)) {
      noneLines.push({ line: i + 1, text: line.trimEnd() });
    } else if (INTRO.test(line)) {
      intro = true;
    } else if (BULLET.test(line) || line.startsWith('- [')) {
      issues.push({ code: 'ac_row_syntax_invalid', line: i + 1, column: 1, message: `Line ${i + 1} is a list item but not a "- [ ] <ticket text>" row.` });
    } else if (!line.startsWith('#')) {
      issues.push({ code: 'ac_stray_text', line: i + 1, column: 1, advisory: true, message: `Line ${i + 1} is neither a row, a none line nor the intro.` });
    }
  }

  for (const [index, none] of noneLines.entries()) {
    if (!isValidNoneLine(none.text)) {
      issues.push({ code: 'ac_none_reason_invalid', line: none.line, column: 1, message: `"${clip(none.text)}" is not one of the three none forms.` });
    }
    if (index === 1) issues.push({ code: 'ac_none_duplicated', line: none.line, column: 1, message: `A second none line (line ${none.line}); the section holds exactly one.` });
  }
  const form: AcceptanceData['form'] = noneLines.length > 0 ? (rows.length > 0 ? 'mixed' : 'none') : 'rows';
  if (form === 'mixed') {
    issues.push({ code: 'ac_mixed_none_and_rows', line: (noneLines[0] as { line: number }).line, column: 1, message: 'The section has both a none line and rows.' });
  }
  if (rows.length === 0 && noneLines.length === 0) {
    issues.push({ code: 'ac_section_empty', line: at + 1, column: 1, message: 'The acceptance-criteria section has no rows and no none line.' });
  }
  if (form !== 'none' && !intro) {
    issues.push({ code: 'ac_intro_missing', line: at + 1, column: 1, advisory: true, message: 'No intro line "Ticket <ref>, <heading>, rows verbatim:" before the rows.' });
  }

  const finished = rows.map((row) => finishRow(row, options, issues));
  const cuts = finished.filter((row) => row.cut !== null).map((row) => row.cut as string);
  return {
    data: {
      form,
      noneLine: noneLines[0]?.text ?? null,
      rows: finished.map((row) => row.row),
      scopeCutsLine: `Scope cuts: ${cuts.length > 0 ? cuts.join('; ') : 'none'}`,
    },
    issues,
  };
}

function isValidNoneLine(text: string): boolean {
  if (NONE_FORMS.has(text)) return true;
  const match = NONE_NOT_FETCHED.exec(text);
  return match !== null && (match[1] as string).trim() !== '';
}

function attach(row: RowDraft, line: string, index: number): void {
  const text = line.trim();
  const column = indentOf(line) + 1;
  if (IN_SCOPE.test(text)) {
    row.dispositions.push({ line: index + 1, column, text, keyword: 'in-scope', value: '' });
    return;
  }
  const keyword = KEYWORD.exec(text);
  if (keyword) {
    row.dispositions.push({ line: index + 1, column, text, keyword: keyword[1] as DispositionLine['keyword'], value: keyword[2] as string });
    return;
  }
  if (WORD_COLON.test(text)) row.unknown.push({ line: index + 1, column, text });
}

function finishRow(draft: RowDraft, options: AcceptanceOptions, issues: AcIssue[]): { row: AcRow; cut: string | null } {
  const issue = (code: SpecReason, where: { line: number; column: number }, message: string, advisory = false) =>
    issues.push({ code, line: where.line, column: where.column, message: `Row ${draft.n}: ${message}`, advisory });
  for (const unknown of draft.unknown) {
    issue('disposition_unknown', unknown, `"${clip(unknown.text)}" is not a disposition (in-scope, deviates:, deferred:, venue:, elsewhere:).`);
  }
  for (const extra of draft.dispositions.slice(1)) {
    issue('disposition_multiple', extra, `a second disposition line ("${clip(extra.text)}"); the first one is used.`);
  }
  const chosen = draft.dispositions[0];
  let disposition: AcDisposition;
  if (!chosen) {
    if (draft.unknown.length > 0) {
      disposition = { kind: 'unknown', defaulted: false };
    } else {
      disposition = { kind: 'in-scope', defaulted: true };
      issue('disposition_defaulted', { line: draft.line, column: 1 }, 'no disposition line; the row reads in-scope.', true);
    }
  } else {
    disposition = readDisposition(chosen, options, (code, message) => issue(code, chosen, message));
  }
  const cut = chosen && SCOPE_CUT_KINDS.has(disposition.kind) ? `${Array.from(draft.text).slice(0, SCOPE_CUT_WIDTH).join('')} - ${chosen.text}` : null;
  return { row: { n: draft.n, text: draft.text, disposition }, cut };
}

function readDisposition(line: DispositionLine, options: AcceptanceOptions, issue: (code: SpecReason, message: string) => void): AcDisposition {
  switch (line.keyword) {
    case 'in-scope':
      return { kind: 'in-scope' };
    case 'deviates': {
      const why = line.value.trim();
      if (why === '') issue('deviates_reason_missing', '"deviates:" needs a reason.');
      return { kind: 'deviates', why };
    }
    case 'deferred': {
      const where = line.value.trim();
      const ref = where === '' ? '' : firstRef(where, options.specDirs);
      if (where === '') issue('deferred_ref_missing', '"deferred:" names no destination.');
      else if (ref === '') issue('deferred_ref_unresolvable', `"${clip(where)}" holds no ref (#N, owner/repo#N, ABC-123, a spec path or an http(s) URL).`);
      return { kind: 'deferred', where, ref };
    }
    case 'venue': {
      const split = line.value.indexOf(' - ');
      if (split < 0) {
        issue('venue_malformed', '"venue:" must read "venue: <env> - <observation>".');
        return { kind: 'venue', raw: line.value.trim() };
      }
      const env = line.value.slice(0, split).trim();
      const observation = line.value.slice(split + 3).trim();
      if (env === '' || observation === '') issue('venue_malformed', '"venue:" needs both an environment and an observation.');
      if (isProduction(env)) issue('venue_production', `the venue "${clip(env)}" is production; a venue is never production.`);
      return { kind: 'venue', env, observation };
    }
    case 'elsewhere': {
      const repo = line.value.trim();
      if (repo === '') issue('elsewhere_repo_missing', '"elsewhere:" names no repository.');
      else if (options.thisRepo && isSameRepo(repo, options.thisRepo)) issue('elsewhere_is_this_repo', `"${clip(repo)}" is this repository; elsewhere is never this repo.`);
      return { kind: 'elsewhere', repo };
    }
  }
}

/** The first ref in a `deferred:` value: URL, tracker, key, spec path, in that order; `''` for prose. */
export function firstRef(where: string, specDirs: readonly string[]): string {
  const url = URL.exec(where);
  if (url) return url[0].replace(/[.,;:!?]+$/, '');
  const ownerRepo = OWNER_REPO_ISSUE.exec(where);
  const hash = HASH_ISSUE.exec(where);
  if (ownerRepo && (!hash || ownerRepo.index <= hash.index)) return ownerRepo[0];
  if (hash) return hash[0];
  const key = TRACKER_KEY.exec(where);
  if (key) return key[0];
  const path = specPathPattern(specDirs).exec(where);
  return path ? (path[1] as string) : '';
}

const specPathPatterns = new Map<string, RegExp>();
function specPathPattern(specDirs: readonly string[]): RegExp {
  const key = specDirs.join('\0');
  let pattern = specPathPatterns.get(key);
  if (!pattern) {
    const dirs = specDirs.map(escapeRegex).join('|');
    pattern = new RegExp(`(?<![\\w./-])((?:${dirs})/[^\\s()<>\\[\\]\`'"]*?\\.md)(?![\\w-])`);
    specPathPatterns.set(key, pattern);
  }
  return pattern;
}

function isProduction(env: string): boolean {
  return env
    .replace(/`/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((token) => PRODUCTION_TOKENS.has(token));
}

function isSameRepo(repo: string, thisRepo: string): boolean {
  const norm = (text: string) => text.trim().replace(/\.git$/i, '').replace(/\/+$/, '').toLowerCase();
  const base = (text: string) => norm(text).split('/').pop() ?? '';
  return norm(repo) === norm(thisRepo) || base(repo) === base(thisRepo);
}

function clip(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
