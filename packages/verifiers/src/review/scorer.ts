import { PY_SPACE_CLASS, pyLstrip, pyRstrip, pyStrip } from '@gauntlet/core';

export interface ScoreResult {
  fatal_count: number;
  significant_count: number;
  minor_count: number;
  /** 3F + S. */
  weighted_score: number;
  /** F == 0 && S == 0. */
  clean_pass: boolean;
  /** The line-1 SEVERITY-COUNTS declare more Fatal+Significant than counted (directional). */
  discrepancy: boolean;
  empty_work_order_escalation: boolean;
  candidate_clean: boolean;
  route: 'escalate-empty-work-order' | 'fix-loop-discrepancy' | 'clean-pass' | 'fix-loop';
  flags: string[];
}

const S = PY_SPACE_CLASS;
const FENCE = new RegExp(`^[${S}]*\`{3,}[^${S}]*[${S}]*$`, 'u');
const QUOTE = new RegExp(`^[${S}]*>`, 'u');
// Headings: `(.*?)\s*$` in the reference; matched greedily here and right-stripped (linear).
const H3 = new RegExp(`^###(?!#)[${S}]+(.*)$`, 'u');
const H4 = new RegExp(`^####(?!#)[${S}]+(.*)$`, 'u');
const LIST_MARKER = new RegExp(`^[${S}]*(?:[-*+]|[0-9]+\\.)[${S}]+`, 'u');
const MINOR_ITEM = new RegExp(`^(?:[-*+]|[0-9]+\\.)[${S}]+[^${S}]`, 'u');
const DECLARED = new RegExp(`^SEVERITY-COUNTS:[${S}]*fatal=([0-9]+)[${S}]+significant=([0-9]+)[${S}]+minor=([0-9]+)`, 'u');
const SEVERITY_TOKEN = /^(Fatal|Significant|Minor)(.*)$/su;
const ANNOTATION = new RegExp(`^[${S}]*[([,.:;\\-–—]`, 'u');
const WRAPPERS = ['**', '__', '*', '_', '`'];

const FATAL = 'Fatal Challenges';
const SIGNIFICANT = 'Significant Challenges';
const SECOND_PASS = 'Second Pass Findings';
const MINOR = 'Minor Observations';
type Title = typeof FATAL | typeof SIGNIFICANT | typeof SECOND_PASS | typeof MINOR;

interface Entry {
  title: string | null;
  line: number;
  severity: string | null;
}

/** Trim, collapse runs of ASCII spaces/tabs, lower-case (U+00A0 is deliberately not folded). */
const normalizeTitle = (title: string) => title.trim().replace(/[ \t]+/g, ' ').toLowerCase();

interface Line {
  text: string;
  inFence: boolean;
  isFence: boolean;
  quoted: boolean;
  h3: string | null;
  h4: string | null;
}

const headingOf = (pattern: RegExp, text: string): string | null => {
  const match = pattern.exec(text);
  return match ? pyRstrip(match[1] as string) : null;
};

function scan(markdown: string): Line[] {
  let inFence = false;
  return markdown.split('\n').map((text) => {
    const isFence = FENCE.test(text);
    const line: Line = { text, inFence, isFence, quoted: QUOTE.test(text), h3: headingOf(H3, text), h4: headingOf(H4, text) };
    if (isFence) inFence = !inFence;
    return line;
  });
}

const escaped = (line: Line) => line.inFence || line.quoted;

/** The line ranges [start, end) of each occurrence of a section, and whether relocation applied. */
function sectionRanges(lines: readonly Line[], title: Title, flags: Set<string>): Array<{ start: number; end: number }> {
  const unescaped = lines.flatMap((line, i) => (line.h3 === title && !escaped(line) ? [i] : []));
  if (unescaped.length > 0) {
    if (unescaped.length > 1) flags.add('malformed-second-pass-sectioning');
    return unescaped.map((at) => {
      let end = at + 1;
      while (end < lines.length && !((lines[end] as Line).h3 !== null && !escaped(lines[end] as Line))) end++;
      return { start: at + 1, end };
    });
  }
  const relocated = lines.flatMap((line, i) => (line.h3 === title ? [i] : []));
  if (relocated.length === 0) {
    flags.add('missing-second-pass-section');
    return [];
  }
  flags.add('malformed-second-pass-sectioning');
  return relocated.map((at) => {
    let end = at + 1;
    while (end < lines.length && (lines[end] as Line).h3 === null) end++;
    return { start: at + 1, end };
  });
}

/** The lines of one section occurrence that are read as content (fence sanity per docs/rules/review/README.md#the-scorer). */
function contentLines(lines: readonly Line[], range: { start: number; end: number }, flags: Set<string>): number[] {
  let toggles = 0;
  for (let i = range.start; i < range.end; i++) if ((lines[i] as Line).isFence) toggles++;
  const last = lines[range.end - 1];
  const endsInFence = last !== undefined && (last.isFence ? !last.inFence : last.inFence);
  const ignoreFences = endsInFence || toggles % 2 === 1;
  if (ignoreFences) flags.add('malformed-second-pass-fencing');
  const out: number[] = [];
  for (let i = range.start; i < range.end; i++) {
    const line = lines[i] as Line;
    if (line.quoted) continue;
    if (!ignoreFences && line.inFence) continue;
    out.push(i);
  }
  return out;
}

function entriesOf(lines: readonly Line[], indexes: readonly number[], headlineSection: boolean): Entry[] {
  const entries: Entry[] = [];
  const h4s: Array<{ title: string; line: number }> = [];
  let open: Entry | null = null;
  let pending: string | null = null;
  for (const i of indexes) {
    const line = lines[i] as Line;
    if (line.h4 !== null) {
      open = null;
      pending = line.h4;
      h4s.push({ title: line.h4, line: i });
      continue;
    }
    const body = pyLstrip(line.text.replace(LIST_MARKER, ''));
    if (body.startsWith('**Finding:**')) {
      open = { title: pending, line: i, severity: null };
      pending = null;
      entries.push(open);
    } else if (body.startsWith('**Severity:**')) {
      const severity = body.slice('**Severity:**'.length);
      if (open) open.severity ??= severity;
      else {
        open = { title: pending, line: i, severity };
        pending = null;
        entries.push(open);
      }
    }
  }
  if (headlineSection) {
    const titled = new Set(entries.flatMap((entry) => (entry.title === null ? [] : [normalizeTitle(entry.title)])));
    for (const h4 of h4s) {
      if (titled.has(normalizeTitle(h4.title))) continue;
      titled.add(normalizeTitle(h4.title));
      entries.push({ title: h4.title, line: h4.line, severity: null });
    }
  }
  return entries;
}

/** Entries with the same normalised title count once; untitled ones are kept by position. */
function dedupe(entries: readonly Entry[]): Entry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (entry.title === null) return true;
    const key = normalizeTitle(entry.title);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** The Second-Pass severity token: plain, annotated, or malformed (read as Significant). */
function severityOf(raw: string | null, flags: Set<string>): 'Fatal' | 'Significant' | 'Minor' {
  if (raw === null) {
    flags.add('malformed-second-pass-entry');
    return 'Significant';
  }
  let text = pyStrip(raw);
  for (let changed = true; changed; ) {
    changed = false;
    for (const wrapper of WRAPPERS) {
      if (text.length > 2 * wrapper.length && text.startsWith(wrapper) && text.endsWith(wrapper)) {
        text = pyStrip(text.slice(wrapper.length, -wrapper.length));
        changed = true;
      }
    }
  }
  const match = SEVERITY_TOKEN.exec(text);
  if (match) {
    const rest = match[2] as string;
    if (rest === '') return match[1] as 'Fatal' | 'Significant' | 'Minor';
    if (ANNOTATION.test(rest)) {
      flags.add('annotated-second-pass-severity');
      return match[1] as 'Fatal' | 'Significant' | 'Minor';
    }
  }
  flags.add('malformed-second-pass-entry');
  return 'Significant';
}

/**
 * The second-pass scorer (`scripts/second_pass_scorer.py`, docs/rules/review/README.md#the-scorer): counts
 * Fatal, Significant and Minor findings of a red-team round's markdown the way the quality
 * gate's oracle does, and routes the round.
 */
export function scoreFindings(markdown: string): ScoreResult {
  const lines = scan(markdown);
  const flags = new Set<string>();
  const sectionEntries = (title: Title, headline: boolean) =>
    dedupe(sectionRanges(lines, title, flags).flatMap((range) => entriesOf(lines, contentLines(lines, range, flags), headline)));
  const fatalEntries = sectionEntries(FATAL, true);
  let significantEntries = sectionEntries(SIGNIFICANT, true);
  const secondPass = sectionEntries(SECOND_PASS, false);
  let minorCount = 0;
  for (const range of sectionRanges(lines, MINOR, flags)) {
    for (const i of contentLines(lines, range, flags)) {
      const text = pyLstrip((lines[i] as Line).text);
      // `- (none)` is read like `(none)`: an empty-section placeholder, not a Minor.
      if (text === '' || pyStrip(text.replace(LIST_MARKER, '')) === '(none)') continue;
      if (MINOR_ITEM.test(text)) minorCount++;
    }
  }
  const fatalTitles = new Set(fatalEntries.flatMap((entry) => (entry.title === null ? [] : [normalizeTitle(entry.title)])));
  let extraFatal = 0;
  let extraSignificant = 0;
  for (const entry of secondPass) {
    const severity = severityOf(entry.severity, flags);
    const title = entry.title === null ? null : normalizeTitle(entry.title);
    if (severity === 'Minor') {
      minorCount++;
      continue;
    }
    if (severity === 'Fatal') {
      if (title !== null && fatalTitles.has(title)) {
        flags.add('second-pass-cross-section-dedup');
        continue;
      }
      const promoted = title === null ? -1 : significantEntries.findIndex((candidate) => candidate.title !== null && normalizeTitle(candidate.title) === title);
      if (promoted >= 0) {
        significantEntries = significantEntries.filter((_, i) => i !== promoted);
        flags.add('second-pass-cross-section-dedup');
      }
      extraFatal++;
      continue;
    }
    if (title !== null && (fatalTitles.has(title) || significantEntries.some((candidate) => candidate.title !== null && normalizeTitle(candidate.title) === title))) {
      flags.add('second-pass-cross-section-dedup');
      continue;
    }
    extraSignificant++;
  }
  const fatal = fatalEntries.length + extraFatal;
  const significant = significantEntries.length + extraSignificant;
  const clean = fatal === 0 && significant === 0;
  const declared = DECLARED.exec(pyStrip(markdown.split('\n')[0] ?? ''));
  const discrepancy = declared !== null && Number(declared[1]) + Number(declared[2]) > fatal + significant;
  const emptyWorkOrder = discrepancy && fatal + significant === 0;
  return {
    fatal_count: fatal,
    significant_count: significant,
    minor_count: minorCount,
    weighted_score: 3 * fatal + significant,
    clean_pass: clean,
    discrepancy,
    empty_work_order_escalation: emptyWorkOrder,
    candidate_clean: clean && !discrepancy,
    route: emptyWorkOrder ? 'escalate-empty-work-order' : discrepancy ? 'fix-loop-discrepancy' : clean ? 'clean-pass' : 'fix-loop',
    flags: [...flags],
  };
}
