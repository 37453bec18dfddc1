export const STATUS_HEALTH: readonly string[] = ['GREEN', 'YELLOW', 'RED'];
export const HEALTH_RANK: Readonly<Record<string, number>> = { GREEN: 0, YELLOW: 1, RED: 2 };
export const REQUIRED_HEADER_FIELDS = ['Updated', 'Started', 'Skill', 'Phase', 'Elapsed'] as const;
export const EVENT_LINE = /^- \[([01][0-9]|2[0-3]):[0-5][0-9]\] \S/;

export interface StatusLine {
  line: number;
  text: string;
}

/** A stored `pipeline-status.md` (docs/rules/status/README.md#file-format), parsed leniently: never throws. */
export interface ParsedStatus {
  /** `**Key:** value` lines before the first `## ` heading (first occurrence wins), values trimmed. */
  header: Map<string, { line: number; value: string }>;
  /** Non-blank lines under `## Recent Events`, or null when the section is absent. */
  events: StatusLine[] | null;
  eventsLine: number | null;
  /** `- ` items under `Key Decisions:` in `## Compression State`, or null when absent. */
  compressionDecisions: StatusLine[] | null;
  compressionDecisionsLine: number | null;
}

const HEADER_FIELD = /^\*\*([^*]+):\*\*(.*)$/;

export function parseStatus(text: string): ParsedStatus {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const header = new Map<string, { line: number; value: string }>();
  let events: StatusLine[] | null = null;
  let eventsLine: number | null = null;
  let compressionDecisions: StatusLine[] | null = null;
  let compressionDecisionsLine: number | null = null;
  let section: string | null = null;
  let inDecisions = false;
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const text = raw.trimEnd();
    if (text.startsWith('## ')) {
      section = text.slice(3).trim();
      inDecisions = false;
      if (section === 'Recent Events' && events === null) {
        events = [];
        eventsLine = line;
      }
      continue;
    }
    if (section === null) {
      const match = HEADER_FIELD.exec(text);
      if (match && !header.has((match[1] as string).trim())) header.set((match[1] as string).trim(), { line, value: (match[2] as string).trim() });
      continue;
    }
    if (section === 'Recent Events' && eventsLine !== null && events !== null && text.trim() !== '') {
      events.push({ line, text });
      continue;
    }
    if (section === 'Compression State') {
      if (text.trim() === 'Key Decisions:' && compressionDecisions === null) {
        compressionDecisions = [];
        compressionDecisionsLine = line;
        inDecisions = true;
      } else if (inDecisions && text.trim() !== '') {
        if (text.startsWith('- ')) compressionDecisions?.push({ line, text });
        else inDecisions = false;
      }
    }
  }
  return { header, events, eventsLine, compressionDecisions, compressionDecisionsLine };
}

/** What the `status` rules see: the file and, optionally, the previous version of it. */
export interface StatusInput {
  status: ParsedStatus;
  previous: ParsedStatus | null;
}
