/** A `- ` list item of a section. */
export interface HandoffItem {
  text: string;
  line: number;
}

export interface HandoffSection {
  name: string;
  line: number;
  items: HandoffItem[];
}

export interface ParsedHandoff {
  header: { from: number; to: number; arrow: '→' | '->'; line: number } | null;
  /** The `**Key:**` fields before the first section (first occurrence wins). */
  fields: Map<string, { value: string; line: number }>;
  sections: HandoffSection[];
}

const HEADER = /^#[ \t]+Phase Handoff:[ \t]*(\d{1,9})[ \t]*(→|->)[ \t]*(\d{1,9})[ \t]*$/;
const FIELD = /^\*\*([A-Za-z][A-Za-z ]{0,40}):\*\*[ \t]*(.*)$/;
const SECTION = /^##[ \t]+(.+?)[ \t]*$/;
const ITEM = /^[-*][ \t]+(.*)$/;

/** Parses a phase handoff manifest (docs/rules/handoff/README.md#manifest-format) leniently; never throws. */
export function parseHandoff(text: string): ParsedHandoff {
  const parsed: ParsedHandoff = { header: null, fields: new Map(), sections: [] };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  let section: HandoffSection | null = null;
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    const header = parsed.header === null ? HEADER.exec(trimmed) : null;
    if (header) {
      parsed.header = { from: Number(header[1]), to: Number(header[3]), arrow: header[2] === '->' ? '->' : '→', line };
      continue;
    }
    const heading = SECTION.exec(trimmed);
    if (heading) {
      section = { name: heading[1] as string, line, items: [] };
      parsed.sections.push(section);
      continue;
    }
    if (section === null) {
      const field = FIELD.exec(trimmed);
      if (field && !parsed.fields.has(field[1] as string)) parsed.fields.set(field[1] as string, { value: (field[2] ?? '').trim(), line });
      continue;
    }
    const item = ITEM.exec(trimmed);
    if (item) section.items.push({ text: (item[1] ?? '').trim(), line });
  }
  return parsed;
}

export const INPUTS_SECTION = /^Inputs for Phase[ \t]+(\d{1,9})$/;
export const FIXED_SECTIONS = ['Decisions Carried Forward', 'Active Constraints', 'Shed Receipt'] as const;

export const sectionNamed = (handoff: ParsedHandoff, name: string): HandoffSection | undefined =>
  handoff.sections.find((section) => section.name === name);

export const inputsSection = (handoff: ParsedHandoff): HandoffSection | undefined =>
  handoff.sections.find((section) => INPUTS_SECTION.test(section.name));

const INPUT_LABEL = /^\*\*(.+?):\*\*|^\*\*(.+?)\*\*:/;

/** The bold label of an Inputs item (`- **Design doc:** path`), or null. */
export function inputLabel(item: HandoffItem): string | null {
  const match = INPUT_LABEL.exec(item.text);
  return match ? ((match[1] ?? match[2]) as string).trim() : null;
}

const DECISION = /^\[(DEC-\d{1,9})\][ \t]+(\S.*)$/;

/** `[DEC-n] text` → `{id, text}`, or null. */
export function decisionOf(item: HandoffItem): { id: string; text: string } | null {
  const match = DECISION.exec(item.text);
  return match ? { id: match[1] as string, text: (match[2] as string).trim() } : null;
}

/** The `(N, M)` pair of a `handoff-N-to-M.md` file name, or null. */
export function fileNamePair(file: string | undefined): { from: number; to: number } | null {
  if (file === undefined) return null;
  const base = file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
  const match = /^handoff-(\d{1,9})-to-(\d{1,9})\.md$/.exec(base);
  return match ? { from: Number(match[1]), to: Number(match[2]) } : null;
}

/** Required inputs per boundary (docs/rules/handoff/README.md#manifest-format), with accepted synonyms (lower case). */
export const REQUIRED_INPUTS: Readonly<Record<number, ReadonlyArray<{ label: string; synonyms: readonly string[] }>>> = {
  1: [
    { label: 'Design doc', synonyms: ['design doc', 'design document', 'design'] },
    { label: 'Acceptance tests', synonyms: ['acceptance tests', 'acceptance test', 'contract tests'] },
  ],
  2: [
    { label: 'Plan', synonyms: ['plan', 'implementation plan'] },
    { label: 'Design doc', synonyms: ['design doc', 'design document', 'design'] },
    { label: 'Acceptance tests', synonyms: ['acceptance tests', 'acceptance test', 'contract tests'] },
    { label: 'Baseline SHA', synonyms: ['baseline sha', 'baseline'] },
  ],
  3: [
    { label: 'HEAD SHA', synonyms: ['head sha', 'head'] },
    { label: 'Design doc', synonyms: ['design doc', 'design document', 'design'] },
    { label: 'Acceptance tests', synonyms: ['acceptance tests', 'acceptance test', 'contract tests'] },
    { label: 'Baseline SHA', synonyms: ['baseline sha', 'baseline'] },
    { label: 'Task summary', synonyms: ['task summary', 'tasks'] },
  ],
};

/** A valid header pair: N ∈ {1,2,3}, M = N + 1. */
export const isValidPair = (from: number, to: number): boolean => from >= 1 && from <= 3 && to === from + 1;
