import { ChecklistReason } from '@gauntlet/contracts/codes';
import { type Host, basename, dirname, joinPath, pySplitLines, pyStrip, pyWord, toUniversalNewlines } from '@gauntlet/core';
import { CHECKLIST_ITEMS, type ChecklistItemSpec, labelOf } from './items.js';
import { B_START as B, D, LINE_START, S, TEXT_START, W, ci, re } from './patterns.js';

export type ItemStatus = 'ok' | 'missing' | 'unanswered';

export interface ChecklistItemResult {
  n: number;
  itemId: string;
  label: string;
  answer: string | null;
  status: ItemStatus;
  required: boolean;
  message?: string;
  /** 1-based line of the answering item line (or of the checklist block when the item is missing). */
  line?: number;
}

export interface StructuralFinding {
  n: number;
  reason: ChecklistReason;
  severity: 'blocker' | 'warning';
  message: string;
  /** 1-based line the finding concerns (a section heading, the first offending line), when there is one. */
  line?: number;
}

export interface AnalyzedChecklist {
  found: boolean;
  /** 1-based line where the first checklist comment starts. */
  blockLine?: number;
  uiInScope: boolean;
  items: ChecklistItemResult[];
  structural: StructuralFinding[];
}

export interface ChecklistInput {
  /** The plan path as given (its sibling `<stem>.handoff.md` is looked up through the Host). */
  path: string;
  /** The plan text (decoded UTF-8, BOM kept); line endings are translated here. */
  text: string;
}

// `<!--\s*checklist\s*(.*?)\s*-->`, IGNORECASE | DOTALL.
const CHECKLIST_BLOCK = re(`<!--${S}*${ci('checklist')}${S}*([\\s\\S]*?)${S}*-->`, 'gd');
const ITEM_LINE = re(`^(${ci('Item')}${S}*${D}+${S}*[—\\-–]${S}*[^:]+)${S}*:${S}*([^\\n]*)$`);
const PLACEHOLDERS = new Set(['<answer>', '...', '']);
const CI_PLACEHOLDERS = new Set(['tbd', 'todo', 'none']);

/** The answer key of an item line's label part (plan-verify.md §7 "Item lines"). */
export function answerKeyOf(label: string): string {
  const spaced = label.toLowerCase().replace(/[—\-–]+/gu, ' ');
  const kept = spaced.replace(re(`[^a-z0-9${S.slice(1, -1)}]`, 'g'), '');
  return pyStrip(kept).replace(re(`${S}+`, 'g'), '_');
}

const isPlaceholder = (answer: string) => PLACEHOLDERS.has(answer) || CI_PLACEHOLDERS.has(answer.toLowerCase());

// ---- UI in scope (searched on T, not multi-line) ----
const CLASS = `[${pyWord().classBody}/.\\-]`;
const ANCHOR = `(?:${TEXT_START}|[${S.slice(1, -1)}\`(/])`;
const UI_COMPONENTS = re(`${ANCHOR}${ci('components/')}${CLASS}+`);
const UI_APP = re(
  `${ANCHOR}(?:${ci('app')}|${ci('pages')})/(?!(?:${ci('api')}|${ci('_app')}|${ci('_document')})${B})${CLASS}*(?:${ci('page')}|${ci('layout')})\\.(?:${ci('ts')}|${ci('tsx')}|${ci('js')}|${ci('jsx')})${B}`,
);
const UI_VIEWS = re(`${ANCHOR}${ci('Views/')}${CLASS}+\\.${ci('swift')}${B}`);
const UI_EXTENSION = re(`\\.(?:${ci('tsx')}|${ci('jsx')}|${ci('vue')}|${ci('svelte')})${B}`, 'g');
const UI_SWIFT_VIEW = re(`(?:${ci('View')}|${ci('Screen')}|${ci('Page')})\\.${ci('swift')}${B}`, 'g');
const WORD = re(W);
const IN_CLASS = re(CLASS);

function codePointBefore(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(index - 2, index);
  }
  return text.slice(index - 1, index);
}

/** `\b[\w/.\-]+\.(?:tsx|…)\b`, linear: the class run before the dot must hold a word character. */
function hasUiExtension(text: string): boolean {
  UI_EXTENSION.lastIndex = 0;
  for (let match = UI_EXTENSION.exec(text); match; match = UI_EXTENSION.exec(text)) {
    let k = match.index;
    while (k > 0) {
      const char = codePointBefore(text, k);
      if (!IN_CLASS.test(char)) break;
      if (WORD.test(char)) return true;
      k -= char.length;
    }
  }
  return false;
}

/** `\b[\w/.\-]*(?:View|Screen|Page)\.swift\b`, linear: a word boundary somewhere in the class run before. */
function hasSwiftView(text: string): boolean {
  UI_SWIFT_VIEW.lastIndex = 0;
  for (let match = UI_SWIFT_VIEW.exec(text); match; match = UI_SWIFT_VIEW.exec(text)) {
    let k = match.index;
    let rightIsWord = true; // the character at k (V, S or P)
    for (;;) {
      if (k === 0) return rightIsWord;
      const char = codePointBefore(text, k);
      const leftIsWord = WORD.test(char);
      if (leftIsWord !== rightIsWord) return true;
      if (!IN_CLASS.test(char)) break;
      k -= char.length;
      rightIsWord = leftIsWord;
    }
  }
  return false;
}

export function uiInScope(text: string): boolean {
  return hasUiExtension(text) || UI_COMPONENTS.test(text) || UI_APP.test(text) || UI_VIEWS.test(text) || hasSwiftView(text);
}

// ---- sections ----
const SECTION_END = re(`${LINE_START}##${S}`);

/** The text after the heading match up to the next `##`+whitespace line start (the remainder's start counts). */
function sectionAfter(text: string, heading: RegExp): { text: string; index: number } | null {
  const match = heading.exec(text);
  if (!match) return null;
  const rest = text.slice(match.index + match[0].length);
  const end = SECTION_END.exec(rest);
  // `index` is where the heading's `##` starts (the match may begin with whitespace-free `##`).
  return { text: end ? rest.slice(0, end.index) : rest, index: match.index };
}

const missingTerms = (section: string, terms: readonly string[]) => {
  const lower = section.toLowerCase();
  return terms.filter((term) => !lower.includes(term));
};

const P0 = re(`\\[${ci('P')}0\\]`);
const T_ID = re(`${B}T-${D}+${B}`);
const U_ID = re(`${B}U-${D}+${B}`);
const F_ID = re(`${B}F-${D}+${B}`);
const SPEC_OBJECT = re(`${LINE_START}##${S}+${ci('Spec Object')}[^\\n]*${ci('(JSON)')}`);
const OPEN_QUESTIONS = re(`${LINE_START}##${S}+${ci('Open Questions')}`);
const BLOCKING_TEST = re(`${ci('blocking-test:')}${S}*${ci('T-')}${D}+`);
const LOW_REVERSIBILITY = re(['low-reversib', 'db choice', 'auth provider', 'api contract', 'public schema'].map(ci).join('|'));
const ADR = re(`${LINE_START}##${S}+${ci('ADR-')}${D}+`);
const LENS = re(`${ci('analytical lens')}${S}*:`);
const SYNTHESIS = re(`${ci('synthesis_dimensions')}${S}*:${S}*\\n((?:[ \\t]+${W}+${S}*:[^\\n]*\\n?)+)`);
const SYNTHESIS_KEYS = ['placement', 'cta_tier', 'copy_tone', 'visual_weight', 'empty_state'];
const UI_CONTRACT = re(`${LINE_START}##${S}+${ci('UI')}${S}+${ci('Input/Output')}${S}+${ci('Contract')}${B}`);
const UI_CONTRACT_TERMS = ['surface', 'input', 'output', 'taxonomy', 'operation', 'component', 'state', 'modality', 'validation', 'traceability'];

const IMPLEMENTATION_SECTIONS: ReadonlyArray<{ n: number; heading: RegExp; title: string; terms: string[] }> = [
  { n: 20, heading: re(`${LINE_START}##${S}+${ci('Capability')}${S}+${ci('Gap')}${S}+${ci('Map')}${B}`), title: 'Capability Gap Map', terms: ['current', 'target', 'gap', 'validation'] },
  {
    n: 21,
    heading: re(`${LINE_START}##${S}+${ci('Single-Shot')}${S}+${ci('Build')}${S}+${ci('Guardrails')}${B}`),
    title: 'Single-Shot Build Guardrails',
    terms: ['guardrail', 'prevents', 'evidence'],
  },
  { n: 22, heading: re(`${LINE_START}##${S}+${ci('Read-Before-Edit')}${S}+${ci('Map')}${B}`), title: 'Read-Before-Edit Map', terms: ['read first', 'why', 'edit after'] },
];

/** Python `Path.stem`: cut at the last `.` unless it is the first or the last character. */
export function pathStem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(0, dot) : name;
}

/** B (T without checklist comments) with a map from B offsets back to T lines. */
interface Body {
  text: string;
  lineOf(offset: number): number;
}

function bodyOf(T: string): Body {
  const segments: Array<{ bStart: number; tStart: number }> = [];
  let text = '';
  let last = 0;
  CHECKLIST_BLOCK.lastIndex = 0; // matchAll copies lastIndex from the shared regex
  for (const match of T.matchAll(CHECKLIST_BLOCK)) {
    segments.push({ bStart: text.length, tStart: last });
    text += T.slice(last, match.index);
    last = match.index + match[0].length;
  }
  segments.push({ bStart: text.length, tStart: last });
  text += T.slice(last);
  const lineOf = (offset: number) => {
    let segment = segments[0] as { bStart: number; tStart: number };
    for (const candidate of segments) if (candidate.bStart <= offset) segment = candidate;
    return lineOfOffset(T, segment.tStart + (offset - segment.bStart));
  };
  return { text, lineOf };
}

async function structuralChecks(T: string, body: Body, input: ChecklistInput, ui: boolean, host: Host): Promise<StructuralFinding[]> {
  const B_ = body.text;
  const out: StructuralFinding[] = [];
  const push = (severity: 'blocker' | 'warning') => (n: number, reason: ChecklistReason, message: string, line?: number) =>
    out.push(line === undefined ? { n, reason, severity, message } : { n, reason, severity, message, line });
  const warn = push('warning');
  const fail = push('blocker');
  const bodyLines = splitLinesWithOffsets(B_);

  // 9
  const p0 = bodyLines.filter((line) => P0.test(line.text));
  if (p0.length > 0) {
    const lacking = p0.filter((line) => !T_ID.test(line.text));
    if (lacking.length > 0) {
      warn(
        9,
        ChecklistReason.checklist_p0_untested,
        `${lacking.length} [P0] line(s) found without a linked T-NN test ID. Each P0 must trace to at least one acceptance test.`,
        body.lineOf((lacking[0] as { offset: number }).offset),
      );
    } else if (!U_ID.test(B_) || !F_ID.test(B_)) {
      warn(
        9,
        ChecklistReason.checklist_trace_chain_missing,
        'P0 lines have T- links but no full U-NN → F-NN → T-NN chain found. Add stable IDs threading from user need through feature to test.',
        body.lineOf((p0[0] as { offset: number }).offset),
      );
    }
  }
  // 10
  if (!SPEC_OBJECT.test(B_)) {
    warn(10, ChecklistReason.checklist_spec_object_missing, "No '## Spec Object (JSON)' section found. Emit a structured JSON block before rendering markdown.");
  }
  // 11
  const questions = sectionAfter(B_, OPEN_QUESTIONS);
  if (questions !== null) {
    const lines = pySplitLines(questions.text)
      .map(pyStrip)
      .filter((line) => line !== '' && !line.startsWith('#'));
    const lacking = lines.filter((line) => !BLOCKING_TEST.test(line)).length;
    if (lacking > 0) {
      warn(
        11,
        ChecklistReason.checklist_open_question_unannotated,
        `${lacking} Open Question line(s) lack a 'blocking-test: T-NN' annotation. Convert non-blocking questions to [ASSUMED: ...] entries.`,
        body.lineOf(questions.index),
      );
    }
  }
  // 12
  const mentions = bodyLines.filter((line) => LOW_REVERSIBILITY.test(line.text));
  if (mentions.length > 0 && !ADR.test(B_)) {
    warn(
      12,
      ChecklistReason.checklist_adr_missing,
      `${mentions.length} low-reversibility decision mention(s) found but no '## ADR-NN:' section detected. Each such decision needs an ADR record.`,
      body.lineOf((mentions[0] as { offset: number }).offset),
    );
  }
  // 13
  if (!LENS.test(B_)) {
    warn(
      13,
      ChecklistReason.checklist_lens_missing,
      "No 'Analytical lens:' line found in the plan body. Name the lens (JTBD, QFD, TRIZ, Pugh/AHP, DSM, etc.) in Locked Decisions.",
    );
  }
  // 14
  const stem = pathStem(basename(input.path));
  const handoff = joinPath(dirname(input.path), `${stem}.handoff.md`);
  let exists = false;
  try {
    exists = (await host.stat(handoff)) !== null;
  } catch {
    exists = false;
  }
  if (!exists) {
    warn(14, ChecklistReason.checklist_handoff_missing, `Sibling handoff file '${stem}.handoff.md' not found. Generate docs/plans/<slug>.handoff.md alongside the plan.`);
  }
  if (ui) {
    // 15
    const block = SYNTHESIS.exec(T);
    if (!block) {
      fail(
        15,
        ChecklistReason.checklist_synthesis_block_missing,
        'UI files detected but no `synthesis_dimensions:` block. Required keys: placement, cta_tier, copy_tone, visual_weight, empty_state.',
      );
    } else {
      const entries = block[1] as string;
      const missing = SYNTHESIS_KEYS.filter((key) => !re(`${LINE_START}${S}+${key}${S}*:`).test(entries));
      if (missing.length > 0) {
        fail(15, ChecklistReason.checklist_synthesis_keys_missing, `synthesis_dimensions missing key(s): ${missing.join(', ')}`, lineOfOffset(T, block.index));
      }
    }
    // 17
    const contract = sectionAfter(T, UI_CONTRACT);
    if (contract === null) {
      fail(17, ChecklistReason.checklist_ui_contract_missing, 'UI files detected but no `## UI Input/Output Contract` section found.');
    } else {
      const missing = missingTerms(contract.text, UI_CONTRACT_TERMS);
      if (missing.length > 0) {
        fail(17, ChecklistReason.checklist_ui_contract_terms_missing, `UI Input/Output Contract missing term(s): ${missing.join(', ')}`, lineOfOffset(T, contract.index));
      }
    }
  }
  // 20-22 (the reference's applicability gate always holds)
  for (const { n, heading, title, terms } of IMPLEMENTATION_SECTIONS) {
    const section = sectionAfter(B_, heading);
    if (section === null) {
      warn(n, ChecklistReason.checklist_section_missing, `Implementation scope detected but no \`## ${title}\` section found.`);
      continue;
    }
    const missing = missingTerms(section.text, terms);
    if (missing.length > 0) {
      warn(n, ChecklistReason.checklist_section_terms_missing, `Section is present but missing term(s): ${missing.join(', ')}`, body.lineOf(section.index));
    }
  }
  return out;
}

interface Answer {
  text: string;
  line: number;
}

function itemResult(spec: ChecklistItemSpec, answers: ReadonlyMap<string, Answer>, ui: boolean, blockLine: number): ChecklistItemResult {
  const label = labelOf(spec);
  const required = spec.required === 'always' || (spec.required === 'ui' && ui);
  const found = answers.get(spec.answerKey);
  const answer = found?.text;
  const base = { n: spec.n, itemId: spec.itemId, label, required, line: found?.line ?? blockLine };
  if (answer !== undefined && !isPlaceholder(answer)) return { ...base, answer, status: 'ok' };
  if (!required) return { ...base, answer: answer ?? null, status: 'ok', message: 'N/A: no UI in scope.' };
  if (answer === undefined) return { ...base, answer: null, status: 'missing', message: `Item not found. Expected '${label}:'` };
  return { ...base, answer, status: 'unanswered', message: "Placeholder or empty. Provide answer or 'N/A: <reason>'." };
}

/** 1-based line of an offset (lines end at `\n`; the text already has universal newlines). */
function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** Python `splitlines()` pieces with their start offsets. */
function splitLinesWithOffsets(text: string): Array<{ text: string; offset: number }> {
  const pieces: Array<{ text: string; offset: number }> = [];
  let offset = 0;
  for (const piece of pySplitLines(text)) {
    const at = text.indexOf(piece, offset);
    const start = at < 0 ? offset : at;
    pieces.push({ text: piece, offset: start });
    offset = start + piece.length;
  }
  return pieces;
}

/** Runs the spec checklist verifier's analysis (plan-verify.md §7). Never throws. */
export async function analyzeChecklist(input: ChecklistInput, host: Host): Promise<AnalyzedChecklist> {
  const T = toUniversalNewlines(input.text);
  const ui = uiInScope(T);
  CHECKLIST_BLOCK.lastIndex = 0;
  const first = CHECKLIST_BLOCK.exec(T);
  if (!first) {
    const items = CHECKLIST_ITEMS.map((spec): ChecklistItemResult => {
      const label = labelOf(spec);
      return { n: spec.n, itemId: spec.itemId, label, answer: null, status: 'missing', required: true, message: 'No <!-- checklist --> block found in plan file.' };
    });
    return { found: false, uiInScope: ui, items, structural: [] };
  }
  const lineAt = (offset: number) => lineOfOffset(T, offset);
  const blockLine = lineAt(first.index);
  const answers = new Map<string, Answer>();
  const captureStart = first.indices?.[1]?.[0] ?? first.index;
  for (const { text: raw, offset } of splitLinesWithOffsets(first[1] as string)) {
    const stripped = pyStrip(raw);
    if (stripped === '') continue;
    const match = ITEM_LINE.exec(stripped);
    if (match) answers.set(answerKeyOf(match[1] as string), { text: pyStrip(match[2] as string), line: lineAt(captureStart + offset) });
  }
  const items = CHECKLIST_ITEMS.map((spec) => itemResult(spec, answers, ui, blockLine));
  const structural = await structuralChecks(T, bodyOf(T), input, ui, host);
  return { found: true, blockLine, uiInScope: ui, items, structural };
}
