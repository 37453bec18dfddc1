import type { Verdict } from '@gauntlet/contracts/codes';
import type { Finding } from '@gauntlet/contracts/codes';
import type { Host, RawOptions, RuleSettings, Verifier, VerifyOptions } from '@gauntlet/core';
import type { BlockContent, Code, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

// Executable docs (docs/rules/README.md, "Executable examples"): under a reason heading
// `### \`reason_code\``, a fenced block whose info string is `<lang> fail|pass|file [<JSON>]` is
// an example the tests run through the rule's verifier.

export type ExampleRole = 'fail' | 'pass';

/** One executable example of a reason section. */
export interface DocsExample {
  role: ExampleRole;
  lang: string;
  code: string;
  /** The JSON after the role, `{}` when there is none. */
  attributes: Readonly<Record<string, unknown>>;
  /** Files declared by the section's `file` blocks above this example, by path. */
  files: Readonly<Record<string, string>>;
  /** 1-based line of the fence in the page. */
  line: number;
}

/** A `### \`reason\`` section of a page. */
export interface ReasonSection {
  reason: string;
  line: number;
  /** The section's first blockquote, as written (the message the rule prints; `…` stands for text left out). */
  message: string | null;
  /**
   * A paragraph of the section that starts with `No failing example:`: why no single example
   * can show the reason (the harness then needs no `fail` example for it).
   */
  noFailingExample: string | null;
  examples: DocsExample[];
}

/** A list item of a page that defers reasons to another page: `[label](page.md): \`code\`, \`code\``. */
export interface Deferral {
  /** The linked page, as written (relative to the page). */
  href: string;
  reasons: string[];
}

export interface DocsPage {
  sections: ReasonSection[];
  /** Reasons whose examples the page leaves to the linked page. */
  deferrals: Deferral[];
  /** `Default severity: **<severity>**`, when the page states it. */
  defaultSeverity: string | null;
  /** Fences whose info string names a role but do not parse (a bad JSON, a `file` without a path, ...). */
  problems: string[];
}

/** How a family turns an example into its verifier's input. */
export interface DocsAdapter<TInput> {
  verifier: Verifier<TInput>;
  /** The family's pages must have executable examples: every reason a fail and a pass. */
  required: boolean;
  /**
   * Rules that relay other rules' reasons (tripwire/receipt-lint relays receipt Tier-1): a
   * reason their page defers (see `Deferral`) is shown by the linked page, which must have a
   * section and a `fail` example for it.
   */
  relays?: readonly string[];
  input(example: DocsExample): TInput | Promise<TInput>;
  /**
   * Runs an example another way than `verifier.verify(input(example))` (receipt: an `--eval`
   * batch); returns undefined for the examples that take the usual way.
   */
  findings?(example: DocsExample, context: VerifyOptions & { host: Host }): Promise<Finding[]> | undefined;
}

/** Attributes the harness itself reads; the others are the adapter's. */
export interface HarnessAttributes {
  options?: RawOptions;
  rules?: RuleSettings;
  /** The input's id (`file` of findings). */
  id?: string;
  /** The verdict of the whole result the example must give. */
  verdict?: Verdict;
  /** Files of the in-memory host, besides the section's `file` blocks. */
  files?: Record<string, string>;
  /** Paths of the in-memory host whose reads fail (permission denied). */
  unreadable?: string[];
  /** Files of the in-memory host given as hex bytes (text a page cannot hold, e.g. invalid UTF-8). */
  binary?: Record<string, string>;
  /** Empty directories of the in-memory host. */
  directories?: string[];
  /** Symbolic links of the in-memory host, link path → target. */
  symlinks?: Record<string, string>;
}

const ROLES = new Set(['fail', 'pass', 'file']);
const NO_FAILING_EXAMPLE = /^No failing example:\s*/;
const SEVERITY = /^Default severity: \*\*(blocker|warning|info)\*\*/m;

function reasonOf(node: RootContent): string | null {
  if (node.type !== 'heading' || node.depth !== 3 || node.children.length !== 1) return null;
  const [only] = node.children;
  return only?.type === 'inlineCode' ? only.value : null;
}

/** The raw text of a node, with a blockquote's `>` markers taken off. */
function quoteText(page: string, node: BlockContent): string {
  const start = node.position?.start.offset ?? 0;
  const end = node.position?.end.offset ?? start;
  return page
    .slice(start, end)
    .split('\n')
    .map((line) => line.replace(/^\s*>\s?/, ''))
    .join('\n')
    .trim();
}

/** A `file` block's text; `{"repeat": N}` repeats it N times (a file larger than a page shows). */
function fileText(value: string, attributes: Record<string, unknown>): string {
  const { repeat } = attributes;
  return `${value}\n`.repeat(typeof repeat === 'number' && Number.isInteger(repeat) && repeat > 0 ? repeat : 1);
}

function parseInfo(code: Code): { role: string; attributes: Record<string, unknown> } | string | null {
  const meta = (code.meta ?? '').trim();
  const space = meta.search(/\s/);
  const role = space < 0 ? meta : meta.slice(0, space);
  if (!ROLES.has(role)) return null;
  const json = space < 0 ? '' : meta.slice(space).trim();
  if (json === '') return { role, attributes: {} };
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return `the attributes ${json} are not a JSON object`;
    return { role, attributes: value as Record<string, unknown> };
  } catch {
    return `the attributes ${json} are not JSON`;
  }
}

/** Reads a rule page's reason sections and their executable examples. */
export function readDocsPage(page: string): DocsPage {
  const tree = unified().use(remarkParse).parse(page) as Root;
  const sections: Array<ReasonSection & { files: Record<string, string> }> = [];
  const pageFiles: Record<string, string> = {};
  const problems: string[] = [];
  let current: (ReasonSection & { files: Record<string, string> }) | null = null;
  for (const node of tree.children) {
    const line = node.position?.start.line ?? 0;
    const reason = reasonOf(node);
    if (reason !== null) {
      current = { reason, line, message: null, noFailingExample: null, examples: [], files: { ...pageFiles } };
      sections.push(current);
      continue;
    }
    if (node.type === 'heading' && node.depth <= 3) current = null;
    if (current === null) {
      // A `file` block above the first reason heading is a file of every example of the page.
      if (sections.length > 0 || node.type !== 'code') continue;
      const info = parseInfo(node);
      if (info === null || (typeof info !== 'string' && info.role !== 'file')) continue;
      if (typeof info === 'string') problems.push(`line ${line}: ${info}`);
      else if (typeof info.attributes.path !== 'string' || info.attributes.path === '') problems.push(`line ${line}: a file block needs {"path": "..."}`);
      else pageFiles[info.attributes.path] = fileText(node.value, info.attributes);
      continue;
    }
    if (node.type === 'blockquote' && current.message === null) current.message = quoteText(page, node);
    if (node.type === 'paragraph') {
      const text = quoteText(page, node);
      if (NO_FAILING_EXAMPLE.test(text)) current.noFailingExample = text.replace(NO_FAILING_EXAMPLE, '');
    }
    if (node.type !== 'code') continue;
    const info = parseInfo(node);
    if (info === null) continue;
    if (typeof info === 'string') {
      problems.push(`line ${line}: ${info}`);
      continue;
    }
    if (info.role === 'file') {
      const path = info.attributes.path;
      if (typeof path !== 'string' || path === '') problems.push(`line ${line}: a file block needs {"path": "..."}`);
      else current.files[path] = fileText(node.value, info.attributes);
      continue;
    }
    current.examples.push({ role: info.role as ExampleRole, lang: node.lang ?? '', code: `${node.value}\n`, attributes: info.attributes, files: { ...current.files }, line });
  }
  const severity = SEVERITY.exec(page);
  return { sections: sections.map(({ files: _files, ...section }) => section), deferrals: deferralsOf(tree), defaultSeverity: severity ? (severity[1] as string) : null, problems };
}

/** List items that are a link followed by `: ` and inline codes only. */
function deferralsOf(tree: Root): Deferral[] {
  const deferrals: Deferral[] = [];
  for (const node of tree.children) {
    if (node.type !== 'list') continue;
    for (const item of node.children) {
      const [paragraph] = item.children;
      if (paragraph?.type !== 'paragraph') continue;
      const [link, ...rest] = paragraph.children;
      if (link?.type !== 'link') continue;
      const codes = rest.filter((child) => child.type === 'inlineCode').map((child) => child.value);
      const glue = rest.filter((child) => child.type === 'text').map((child) => child.value);
      if (codes.length === 0 || !glue.every((text) => /^[\s:,]*$/.test(text))) continue;
      deferrals.push({ href: link.url, reasons: codes });
    }
  }
  return deferrals;
}

/** Whether a rule printed the page's quoted message (`…` in the quote stands for any text). */
export function printsMessage(quoted: string, printed: string): boolean {
  if (!quoted.includes('…')) return quoted === printed;
  const pattern = quoted
    .split('…')
    .map((piece) => piece.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&'))
    .join('[^]*');
  return new RegExp(`^${pattern}$`).test(printed);
}

/**
 * What a required page lacks: every reason of the rule needs a `fail` and a `pass` example,
 * except a `fail` where the section says `No failing example:`, and both where the page defers
 * the reason (`Deferral`) and `linked` is given (the rule relays that reason): the deferred code
 * must be the rule's, and the linked page must exist and have a `fail` example of it.
 */
export function exampleCoverageProblems(
  rule: { id: string; reasons: readonly string[] },
  page: DocsPage,
  linked?: (href: string) => DocsPage | null,
): string[] {
  const problems: string[] = [];
  const deferred = new Set<string>();
  if (linked) {
    for (const { href, reasons } of page.deferrals) {
      const target = linked(href);
      if (target === null) {
        problems.push(`${href}: no such page`);
        continue;
      }
      for (const reason of reasons) {
        if (!rule.reasons.includes(reason)) problems.push(`${href}: ${reason} is not a reason of ${rule.id}`);
        else if (!target.sections.some((section) => section.reason === reason && section.examples.some((example) => example.role === 'fail'))) problems.push(`${href} has no fail example of ${reason}`);
        else deferred.add(reason);
      }
    }
  }
  for (const reason of rule.reasons) {
    const sections = page.sections.filter((section) => section.reason === reason);
    if (sections.length === 0 && deferred.has(reason)) continue;
    const shown = sections.flatMap((section) => section.examples.map((example) => example.role));
    const unshowable = sections.some((section) => section.noFailingExample !== null && section.noFailingExample !== '');
    for (const role of unshowable ? (['pass'] as const) : (['fail', 'pass'] as const)) if (!shown.includes(role)) problems.push(`${reason}: no ${role} example`);
  }
  return problems;
}
