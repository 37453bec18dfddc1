import { pyStrip, toUniversalNewlines } from '@gauntlet/core';
import { D, S, ci, re } from './patterns.js';
import { lineOfOffset, splitLinesWithOffsets } from './text.js';
import { uiInScope } from './ui-scope.js';

export interface ChecklistInput {
  /** The plan path as given (its sibling `<stem>.handoff.md` is looked up through the Host). */
  path: string;
  /** The plan text (decoded UTF-8, BOM kept); line endings are translated here. */
  text: string;
}

/** An item line's answer and its 1-based line in the plan. */
export interface ChecklistAnswer {
  text: string;
  line: number;
}

/** The plan without its checklist comments (what most structural checks read), with a map back to plan lines. */
export interface PlanBody {
  text: string;
  /** Python `splitlines()` pieces of `text`, with their offsets. */
  lines: ReadonlyArray<{ text: string; offset: number }>;
  /** The 1-based plan line of an offset in `text`. */
  lineOf(offset: number): number;
}

/** A plan read once for every item rule. */
export interface PreparedChecklist {
  /** The plan path as given. */
  path: string;
  /** The plan text with universal newlines. */
  text: string;
  body: PlanBody;
  uiInScope: boolean;
  /** The first `<!-- checklist -->` comment: its line and its answers by answer key; null when there is none. */
  block: { line: number; answers: ReadonlyMap<string, ChecklistAnswer> } | null;
}

// `<!--\s*checklist\s*(.*?)\s*-->`, IGNORECASE | DOTALL.
const CHECKLIST_BLOCK = re(`<!--${S}*${ci('checklist')}${S}*([\\s\\S]*?)${S}*-->`, 'gd');
const ITEM_LINE = re(`^(${ci('Item')}${S}*${D}+${S}*[—\\-–]${S}*[^:]+)${S}*:${S}*([^\\n]*)$`);

/** The answer key of an item line's label part (docs/rules/checklist/README.md, "Item lines"). */
export function answerKeyOf(label: string): string {
  const spaced = label.toLowerCase().replace(/[—\-–]+/gu, ' ');
  const kept = spaced.replace(re(`[^a-z0-9${S.slice(1, -1)}]`, 'g'), '');
  return pyStrip(kept).replace(re(`${S}+`, 'g'), '_');
}

/** Python `Path.stem`: cut at the last `.` unless it is the first or the last character. */
export function pathStem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(0, dot) : name;
}

function bodyOf(text: string): PlanBody {
  const segments: Array<{ bodyStart: number; textStart: number }> = [];
  let body = '';
  let last = 0;
  CHECKLIST_BLOCK.lastIndex = 0; // matchAll copies lastIndex from the shared regex
  for (const match of text.matchAll(CHECKLIST_BLOCK)) {
    segments.push({ bodyStart: body.length, textStart: last });
    body += text.slice(last, match.index);
    last = match.index + match[0].length;
  }
  segments.push({ bodyStart: body.length, textStart: last });
  body += text.slice(last);
  const lineOf = (offset: number) => {
    let segment = segments[0] as { bodyStart: number; textStart: number };
    for (const candidate of segments) if (candidate.bodyStart <= offset) segment = candidate;
    return lineOfOffset(text, segment.textStart + (offset - segment.bodyStart));
  };
  return { text: body, lines: splitLinesWithOffsets(body), lineOf };
}

/** The answers of the first checklist comment; a repeated item's last line wins. */
function blockOf(text: string): PreparedChecklist['block'] {
  CHECKLIST_BLOCK.lastIndex = 0;
  const first = CHECKLIST_BLOCK.exec(text);
  if (!first) return null;
  const answers = new Map<string, ChecklistAnswer>();
  const captureStart = first.indices?.[1]?.[0] ?? first.index;
  for (const { text: raw, offset } of splitLinesWithOffsets(first[1] as string)) {
    const stripped = pyStrip(raw);
    if (stripped === '') continue;
    const match = ITEM_LINE.exec(stripped);
    if (match) answers.set(answerKeyOf(match[1] as string), { text: pyStrip(match[2] as string), line: lineOfOffset(text, captureStart + offset) });
  }
  return { line: lineOfOffset(text, first.index), answers };
}

/** Reads a plan for the checklist rules. Never throws. */
export function parseChecklistPlan(input: ChecklistInput): PreparedChecklist {
  const text = toUniversalNewlines(input.text);
  return { path: input.path, text, body: bodyOf(text), uiInScope: uiInScope(text), block: blockOf(text) };
}
