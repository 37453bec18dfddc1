import type { SpecPrReason } from '@gauntlet/contracts/codes';
import { checkRelativePath, splitLfLines } from '@gauntlet/core';
import { BANNER_ANCHOR, BANNER_PREFIX, type EngineData, fenceMask, firstH1 } from '../spec/index.js';
import type { NameStatusEntry, NameStatusListing } from './name-status.js';

export interface SpecPrIssue {
  code: SpecPrReason;
  message: string;
  /** Line of the name-status listing, when one entry is to blame. */
  line?: number;
  /** The path the issue is about. */
  path?: string;
  advisory?: boolean;
}

/** The predicate's output (docs/rules/spec-pr/README.md): `{spec_only, added_spec, modified_specs, reasons, advisories}`. */
export interface SpecPrAnalysis {
  specOnly: boolean;
  addedSpec: string | null;
  modifiedSpecs: string[];
  issues: SpecPrIssue[];
}

/** What the spec-pr rules see. */
export interface SpecPrReading {
  analysis: SpecPrAnalysis;
  /** The Engine marker of the added spec (docs/rules/spec/README.md#engine-marker composition), null when unreadable or no single added spec. */
  engine: EngineData | null;
}

/** Base and head contents of a modified spec. */
export interface SpecContents {
  base: string;
  head: string;
}

const STATUS_CODES: ReadonlyArray<[string, SpecPrReason, string]> = [
  ['D', 'has_deletion', 'deletes'],
  ['R', 'has_rename', 'renames'],
  ['C', 'has_copy', 'copies'],
  ['T', 'has_typechange', 'changes the type of'],
];
const UNSUPPORTED = new Set(['U', 'X', 'B']);
const FULL_BANNER = /^> \*\*Superseded by:\*\* \[([^\]]+)\]\(([^)\s]+)\) - (\S.*)$/;

/** A path under a spec dir ending `.md` (relative, no `..` segments). */
export function isSpecPath(path: string, specDirs: readonly string[]): boolean {
  if (!path.endsWith('.md') || !checkRelativePath(path).ok) return false;
  return specDirs.some((dir) => path.startsWith(`${dir}/`));
}

/** Modified specs whose contents the predicate needs. */
export function modifiedSpecPaths(listing: NameStatusListing, specDirs: readonly string[]): string[] {
  return listing.entries.filter((entry) => entry.status === 'M' && isSpecPath(entry.paths[0] as string, specDirs)).map((entry) => entry.paths[0] as string);
}

const describe = (entry: NameStatusEntry) => entry.paths.join(' -> ');

/**
 * The spec-only PR predicate (docs/rules/spec-pr/README.md), in table order with its short-circuits.
 * `contents` holds base and head of every modified spec (`modifiedSpecPaths`).
 */
export function analyzeSpecPr(listing: NameStatusListing, contents: ReadonlyMap<string, SpecContents>, specDirs: readonly string[]): SpecPrAnalysis {
  const issues: SpecPrIssue[] = [];
  for (const bad of listing.malformed) {
    issues.push({ code: 'name_status_malformed', line: bad.line || undefined, message: `Name-status line ${bad.line ? `${bad.line} ` : ''}"${clip(bad.text)}" does not fit "<S>\\t<path>" or "R<score>\\t<old>\\t<new>".` });
  }
  if (listing.entries.length === 0 && listing.malformed.length === 0) {
    return { specOnly: false, addedSpec: null, modifiedSpecs: [], issues: [{ code: 'empty_diff', message: 'The diff has no entries.' }] };
  }
  const { entries } = listing;
  for (const [status, code, verb] of STATUS_CODES) {
    for (const entry of entries.filter((candidate) => candidate.status === status)) {
      issues.push({ code, line: entry.line || undefined, path: entry.paths[entry.paths.length - 1], message: `The PR ${verb} ${describe(entry)}; a spec-only PR only adds a spec (and banners).` });
    }
  }
  for (const entry of entries.filter((candidate) => UNSUPPORTED.has(candidate.status))) {
    issues.push({ code: 'unsupported_status', line: entry.line || undefined, path: entry.paths[0], message: `Status ${entry.status} (${describe(entry)}) is not allowed in a spec-only PR.` });
  }
  const addedSpecs: string[] = [];
  const modifiedSpecs: string[] = [];
  for (const entry of entries) {
    if (entry.status !== 'A' && entry.status !== 'M') continue;
    const path = entry.paths[0] as string;
    if (!isSpecPath(path, specDirs)) {
      issues.push({ code: 'non_spec_path', line: entry.line || undefined, path, message: `${path} is not a spec (a .md file under ${specDirs.join(' or ')}).` });
    } else if (entry.status === 'A') addedSpecs.push(path);
    else modifiedSpecs.push(path);
  }
  if (addedSpecs.length === 0) issues.push({ code: 'no_added_spec', message: 'The PR adds no spec.' });
  else if (addedSpecs.length > 1) issues.push({ code: 'multiple_added_specs', message: `The PR adds ${addedSpecs.length} specs (${addedSpecs.join(', ')}); a spec-only PR adds exactly one.` });
  const addedSpec = addedSpecs.length === 1 ? (addedSpecs[0] as string) : null;

  const changed: SpecPrIssue[] = [];
  const notBannerOnly: SpecPrIssue[] = [];
  const notAdjacent: SpecPrIssue[] = [];
  const advisories: SpecPrIssue[] = [];
  for (const path of modifiedSpecs) {
    const content = contents.get(path);
    if (!content) continue;
    const diff = lineDiff(splitLfLines(content.base), splitLfLines(content.head));
    if (diff.removed.length > 0) {
      changed.push({ code: 'modified_spec_changes_existing_lines', path, message: `${path}: the PR changes or removes existing lines (${changedRange(diff)}); a superseded spec only gains a banner.` });
      continue;
    }
    const bannerAt = diff.inserted.findIndex((line) => line.startsWith(BANNER_PREFIX));
    if (bannerAt < 0 || diff.inserted.some((line) => line.trim() !== '' && !line.startsWith(BANNER_PREFIX))) {
      notBannerOnly.push({ code: 'modified_spec_not_banner_only', path, message: `${path}: the inserted lines are not only "> **Superseded by:**" banner lines.` });
    }
    if (bannerAt >= 0 && !adjacentToTitle(diff.head, diff.prefix + bannerAt)) {
      notAdjacent.push({ code: 'banner_not_adjacent_to_title', path, message: `${path}: the banner (head line ${diff.prefix + bannerAt + 1}) is not right below the title.` });
    }
    if (addedSpec !== null) advisories.push(...bannerAdvisories(path, diff.inserted, addedSpec));
  }
  issues.push(...changed, ...notBannerOnly, ...notAdjacent, ...advisories);
  const specOnly = !issues.some((issue) => !issue.advisory);
  return { specOnly, addedSpec, modifiedSpecs, issues };
}

interface LineDiff {
  head: string[];
  prefix: number;
  removed: string[];
  inserted: string[];
}

/** Trims the common line prefix and suffix; what is left of base was removed, of head inserted. */
function lineDiff(base: string[], head: string[]): LineDiff {
  let prefix = 0;
  while (prefix < base.length && prefix < head.length && base[prefix] === head[prefix]) prefix++;
  let suffix = 0;
  while (suffix < base.length - prefix && suffix < head.length - prefix && base[base.length - 1 - suffix] === head[head.length - 1 - suffix]) suffix++;
  return { head, prefix, removed: base.slice(prefix, base.length - suffix), inserted: head.slice(prefix, head.length - suffix) };
}

/** The base lines between the common prefix and suffix: where the change lies (a line diff cannot say which of them changed). */
function changedRange({ prefix, removed }: LineDiff): string {
  const first = prefix + 1;
  const last = prefix + removed.length;
  return first === last ? `base line ${first}` : `base lines ${first}-${last}`;
}

/** Between the H1 and the banner: only blank or supersession lines; an H1 must be above it. */
function adjacentToTitle(head: readonly string[], bannerIndex: number): boolean {
  const h1 = firstH1(head, fenceMask(head));
  if (h1 < 0 || h1 >= bannerIndex) return false;
  for (let i = h1 + 1; i < bannerIndex; i++) {
    const line = head[i] as string;
    if (line.trim() !== '' && !line.startsWith(BANNER_ANCHOR)) return false;
  }
  return true;
}

function bannerAdvisories(path: string, inserted: readonly string[], addedSpec: string): SpecPrIssue[] {
  const out: SpecPrIssue[] = [];
  for (const line of inserted) {
    if (!line.startsWith(BANNER_ANCHOR)) continue;
    const full = FULL_BANNER.exec(line);
    if (!full) {
      out.push({ code: 'banner_format_nonstandard', path, advisory: true, message: `${path}: "${clip(line)}" is not "> **Superseded by:** [<path>](<href>) - <scope>".` });
    } else if (full[1] !== addedSpec) {
      out.push({ code: 'banner_does_not_cite_added_spec', path, advisory: true, message: `${path}: the banner cites ${full[1]}, not the added spec ${addedSpec}.` });
    }
  }
  return out;
}

function clip(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
