import { pyInt, pyIsDigit, pyLstrip, pySplit, pySplitLines, pyStrip } from '@gauntlet/core';
import type {
  ArtifactEntry,
  ArtifactLine,
  BodyLine,
  Claim,
  ClaimLine,
  Entry,
  Layer2,
  ReceiptDocument,
  ReceiptVersion,
  Section,
  TraceEntry,
  TraceLine,
  Verdict,
} from './document.js';
import { scanLayer2 } from './layer2.js';
import { parseWitnessLine } from './parse-witness.js';
import { CLAIM_LINE, HEADER, SECTION_NAMES, type SectionName, VERDICT_LINE } from './text.js';

interface Segmentation {
  sections: Map<SectionName, Section>;
  firstDuplicate: ReceiptDocument['firstDuplicate'];
  firstOrphan: BodyLine | undefined;
}

function sectionOf(line: string): SectionName | undefined {
  // Every section name starts with an upper-case ASCII letter: skip body lines at once.
  const first = line.charCodeAt(0);
  if (first < 0x41 || first > 0x57) return undefined;
  for (const name of SECTION_NAMES) if (line.startsWith(name)) return name;
  return undefined;
}

/**
 * Section segmentation (docs/rules/receipt/sections.md): a header is a section name at column 0 (prefix
 * match); its rest, left-stripped, is body element 0. A repeated header and its body are set
 * aside, and body lines before the first header belong to no section.
 */
function segment(lines: readonly string[]): Segmentation {
  const sections = new Map<SectionName, Section>();
  let firstDuplicate: Segmentation['firstDuplicate'];
  let firstOrphan: BodyLine | undefined;
  let body: BodyLine[] | undefined;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string;
    const name = sectionOf(line);
    if (name === undefined) {
      if (body) body.push({ raw: line, line: i + 1 });
      else if (sections.size === 0) firstOrphan ??= { raw: line, line: i + 1 };
      continue;
    }
    const rest = pyLstrip(line.slice(name.length));
    const elements: BodyLine[] = rest === '' ? [] : [{ raw: rest, line: i + 1 }];
    if (sections.has(name)) {
      firstDuplicate ??= { name, line: i + 1 };
      body = undefined;
      continue;
    }
    sections.set(name, { line: i + 1, body: elements });
    body = elements;
  }
  return { sections, firstDuplicate, firstOrphan };
}

/** Stripped non-blank body elements (ARTIFACTS, TRACE, CLAIMS). */
export function entriesOf(section: Section | undefined): Entry[] {
  const out: Entry[] = [];
  if (!section) return out;
  for (const element of section.body) {
    const text = pyStrip(element.raw);
    if (text !== '') out.push({ raw: element.raw, text, line: element.line });
  }
  return out;
}

/** Entries without a `(none)` sentinel (whether or not it stood alone: the rule decides that). */
const withoutNone = <T extends Entry>(entries: readonly T[]): T[] => entries.filter((entry) => entry.text !== '(none)');

function parseArtifacts(section: Section | undefined) {
  const artifactLines: ArtifactLine[] = entriesOf(section).map((entry) => ({ ...entry, tokens: pySplit(entry.text) }));
  const artifacts: ArtifactEntry[] = [];
  const artifactNames = new Set<string>();
  for (const { tokens, line } of withoutNone(artifactLines)) {
    const [name, hash, size] = tokens;
    if (name === undefined || hash === undefined || size === undefined || artifactNames.has(name)) continue;
    artifactNames.add(name);
    artifacts.push({ name, sha256: hash.startsWith('sha256:') ? hash.slice('sha256:'.length) : hash, size, line });
  }
  return { artifactLines, artifacts, artifactNames };
}

function parseTrace(section: Section | undefined) {
  const traceLines: TraceLine[] = entriesOf(section).map((entry) => {
    const parts = pySplit(entry.text, 2);
    const index = parts[0] ?? '';
    const int = pyIsDigit(index) ? pyInt(index) : undefined;
    return { ...entry, parts, value: int?.ok ? int.value : undefined };
  });
  const trace: TraceEntry[] = [];
  for (const { parts, value, line } of withoutNone(traceLines)) {
    if (parts.length < 2 || value === undefined) continue;
    trace.push({ index: Number(value), verb: parts[1] as string, args: parts[2] ?? '', line });
  }
  return { traceLines, trace };
}

function parseClaims(section: Section | undefined) {
  const claimLines: ClaimLine[] = entriesOf(section).map((entry) => {
    const match = CLAIM_LINE.exec(entry.text);
    const claim = match ? { key: match[1]!, value: match[2]!, citation: match[3]!, pattern: match[4], line: entry.line } : undefined;
    return { ...entry, claim };
  });
  const claims: Claim[] = [];
  for (const { claim } of withoutNone(claimLines)) if (claim) claims.push(claim);
  return { claimLines, claims };
}

function parseVerdict(section: Section | undefined): { verdict: Verdict | undefined; conf: string } {
  const first = section?.body[0];
  const match = first ? VERDICT_LINE.exec(first.raw) : null;
  return match ? { verdict: match[1] as Verdict, conf: match[2] as string } : { verdict: undefined, conf: '' };
}

function layer2Of(scan: ReturnType<typeof scanLayer2>): Layer2 {
  return { tripwire: scan.values.get('TRIPWIRE'), supersedes: scan.values.get('SUPERSEDES'), child: scan.values.get('TRIPWIRE-CHILD') };
}

/** Parses a receipt once for every rule (docs/rules/receipt/). Never throws. */
export function parseReceiptDocument(text: string, lines: readonly string[] = pySplitLines(text)): ReceiptDocument {
  const header = lines.length > 0 ? HEADER.exec(lines[0] as string) : null;
  const version: ReceiptVersion | undefined = header ? (header[1] === '1.1' ? '1.1' : '1') : undefined;
  const { sections, firstDuplicate, firstOrphan } = segment(lines);
  const witnessLine = parseWitnessLine(sections.get('WITNESS'));
  const layer2Scan = version === '1.1' ? scanLayer2(text) : undefined;
  const suspicionBody = sections.get('SUSPICION')?.body[0];
  return {
    text,
    lines,
    version,
    headerRest: header ? (header[2] as string) : '',
    sections,
    firstDuplicate,
    firstOrphan,
    ...parseVerdict(sections.get('VERDICT')),
    ...parseArtifacts(sections.get('ARTIFACTS')),
    ...parseTrace(sections.get('TRACE')),
    ...parseClaims(sections.get('CLAIMS')),
    witnessLine,
    witness: witnessLine?.witness,
    layer2Scan,
    layer2: layer2Scan ? layer2Of(layer2Scan) : undefined,
    suspicion: suspicionBody ? pySplit(suspicionBody.raw, 1)[0] : undefined,
  };
}
