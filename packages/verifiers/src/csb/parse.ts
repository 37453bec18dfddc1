export const CSB_START = '===COMPRESSION_STATE===';
export const CSB_END = '===END_COMPRESSION_STATE===';
export const CSB_HEADER_KEYS = ['Goal', 'Skill', 'Phase', 'Health'] as const;
export const CSB_SECTIONS = ['Progress', 'Key Decisions (this session)', 'Active Constraints', 'Files Modified', 'Scratch State', 'Next Steps'] as const;
export type CsbSectionName = (typeof CSB_SECTIONS)[number];
export const HEALTH_ORDER: Readonly<Record<string, number>> = { GREEN: 0, YELLOW: 1, RED: 2 };

export interface CsbItem {
  line: number;
  text: string;
}

export interface CsbSection {
  line: number;
  items: CsbItem[];
}

/** A Compression State Block (docs/rules/csb/README.md#block-format), parsed leniently: never throws. */
export interface ParsedCsb {
  startLine: number | null;
  endLine: number | null;
  /** Header keys before the first section (Goal, Skill, Phase, Health, Mode, ...), trimmed values. */
  header: Map<string, { line: number; value: string }>;
  sections: Map<CsbSectionName, CsbSection>;
}

const HEADER_LINE = /^([A-Za-z][A-Za-z ]*?):[ \t]*(.*)$/;

/**
 * Parses the block between its delimiter lines (whole-line match, trailing whitespace ignored).
 * A missing delimiter is recorded, and the text from the start (or to the end) is read anyway.
 */
export function parseCsb(text: string): ParsedCsb {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const trimmed = lines.map((line) => line.trimEnd());
  const startIndex = trimmed.indexOf(CSB_START);
  const endIndex = trimmed.findIndex((line, i) => line === CSB_END && i > startIndex);
  const from = startIndex < 0 ? 0 : startIndex + 1;
  const to = endIndex < 0 ? lines.length : endIndex;
  const header = new Map<string, { line: number; value: string }>();
  const sections = new Map<CsbSectionName, CsbSection>();
  let current: CsbSection | undefined;
  for (let i = from; i < to; i++) {
    const line = trimmed[i] as string;
    const bare = line.trim();
    const section = CSB_SECTIONS.find((name) => bare === `${name}:`);
    if (section !== undefined) {
      current = { line: i + 1, items: [] };
      if (!sections.has(section)) sections.set(section, current);
      continue;
    }
    if (bare === '' || bare === CSB_START || bare === CSB_END) continue;
    if (current) {
      current.items.push({ line: i + 1, text: bare });
      continue;
    }
    const match = HEADER_LINE.exec(bare);
    if (match && !header.has(match[1] as string)) header.set(match[1] as string, { line: i + 1, value: (match[2] as string).trim() });
  }
  return { startLine: startIndex < 0 ? null : startIndex + 1, endLine: endIndex < 0 ? null : endIndex + 1, header, sections };
}

export const DECISION_ITEM = /^- \[(DEC-[0-9]+)\] \S/;

/** The `[DEC-n]` ids of the Key Decisions items, in order. */
export function decisionIds(csb: ParsedCsb): string[] {
  return (csb.sections.get('Key Decisions (this session)')?.items ?? []).flatMap((item) => {
    const match = DECISION_ITEM.exec(item.text);
    return match ? [match[1] as string] : [];
  });
}

export const COMPRESSED_MARK = '[compressed from decisions]';

/** What the `csb` rules see: the block and, optionally, the previous block of the session. */
export interface CsbInput {
  block: ParsedCsb;
  previous: ParsedCsb | null;
}
