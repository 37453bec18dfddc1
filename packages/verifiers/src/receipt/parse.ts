import { pyIsDigit, pyLstrip, pySplit, pySplitLines, pyStrip } from '@gauntlet/core';
import type {
  ArtifactEntry,
  ArtifactLine,
  BodyLine,
  Claim,
  ClaimLine,
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
import { ASCII_DIGITS, CLAIM_LINE, HEADER, PY_SPACE_RUN, SPLIT_TWICE, type SectionName, VERDICT_LINE, pyIntOf } from './text.js';

interface Segmentation {
  sections: Map<SectionName, Section>;
  firstDuplicate: ReceiptDocument['firstDuplicate'];
  firstOrphan: BodyLine | undefined;
}

/** The section a line heads (a section name at column 0). No two names share a first letter. */
function sectionOf(line: string): SectionName | undefined {
  let name: SectionName;
  switch (line.charCodeAt(0)) {
    case 0x56: name = 'VERDICT'; break;
    case 0x41: name = 'ARTIFACTS'; break;
    case 0x54: name = 'TRACE'; break;
    case 0x43: name = 'CLAIMS'; break;
    case 0x57: name = 'WITNESS'; break;
    case 0x53: name = 'SUSPICION'; break;
    case 0x4e: name = 'NEXT'; break;
    default: return undefined;
  }
  return line.startsWith(name) ? name : undefined;
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

/** Python `int()` of a TRACE index that `isdigit()` accepts. */
function indexValue(index: string): bigint | undefined {
  if (!ASCII_DIGITS.test(index) && !pyIsDigit(index)) return undefined;
  const int = pyIntOf(index);
  return int.ok ? int.value : undefined;
}

// ARTIFACTS, TRACE and CLAIMS read their stripped non-blank body elements, each in its own loop
// (one call site and one object shape per section: a batch parses hundreds of thousands of them).

function parseArtifacts(section: Section | undefined) {
  const artifactLines: ArtifactLine[] = [];
  const artifacts: ArtifactEntry[] = [];
  const artifactNames = new Set<string>();
  if (!section) return { artifactLines, artifacts, artifactNames };
  for (const { raw, line } of section.body) {
    const text = pyStrip(raw);
    if (text === '') continue;
    const tokens = text.split(PY_SPACE_RUN);
    artifactLines.push({ raw, text, line, tokens });
    if (tokens.length < 3) continue; // `(none)` is one token
    const [name, hash, size] = tokens as [string, string, string];
    if (artifactNames.has(name)) continue;
    artifactNames.add(name);
    artifacts.push({ name, sha256: hash.startsWith('sha256:') ? hash.slice('sha256:'.length) : hash, size, line });
  }
  return { artifactLines, artifacts, artifactNames };
}

function parseTrace(section: Section | undefined) {
  const traceLines: TraceLine[] = [];
  const trace: TraceEntry[] = [];
  if (!section) return { traceLines, trace };
  for (const { raw, line } of section.body) {
    const text = pyStrip(raw);
    if (text === '') continue;
    const match = SPLIT_TWICE.exec(text) as RegExpExecArray;
    const parts = match[3] !== undefined ? [match[1]!, match[2]!, match[3]] : match[2] !== undefined ? [match[1]!, match[2]] : [match[1]!];
    const value = indexValue(parts[0] as string);
    traceLines.push({ raw, text, line, parts, value });
    if (parts.length < 2 || value === undefined) continue; // `(none)` is one part
    trace.push({ index: Number(value), verb: parts[1] as string, args: parts[2] ?? '', line });
  }
  return { traceLines, trace };
}

function parseClaims(section: Section | undefined) {
  const claimLines: ClaimLine[] = [];
  const claims: Claim[] = [];
  if (!section) return { claimLines, claims };
  for (const { raw, line } of section.body) {
    const text = pyStrip(raw);
    if (text === '') continue;
    const match = CLAIM_LINE.exec(text);
    const claim: Claim | undefined = match ? { key: match[1]!, value: match[2]!, citation: match[3]!, pattern: match[4], line } : undefined;
    if (claim) claims.push(claim); // `(none)` has no `=`: never a claim
    claimLines.push({ raw, text, line, claim });
  }
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
  const layer2Scan = version === '1.1' ? scanLayer2(text, false, lines) : undefined;
  const suspicionBody = sections.get('SUSPICION')?.body[0];
  const { verdict, conf } = parseVerdict(sections.get('VERDICT'));
  const { artifactLines, artifacts, artifactNames } = parseArtifacts(sections.get('ARTIFACTS'));
  const { traceLines, trace } = parseTrace(sections.get('TRACE'));
  const { claimLines, claims } = parseClaims(sections.get('CLAIMS'));
  // One object literal with every member (no spreads): a batch builds one per record.
  return {
    text,
    lines,
    version,
    headerRest: header ? (header[2] as string) : '',
    sections,
    firstDuplicate,
    firstOrphan,
    verdict,
    conf,
    artifactLines,
    artifacts,
    artifactNames,
    traceLines,
    trace,
    claimLines,
    claims,
    witnessLine,
    witness: witnessLine?.witness,
    layer2Scan,
    layer2: layer2Scan ? layer2Of(layer2Scan) : undefined,
    suspicion: suspicionBody ? pySplit(suspicionBody.raw, 1)[0] : undefined,
  };
}
