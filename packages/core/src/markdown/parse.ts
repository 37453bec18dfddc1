import { splitLines } from '../text/lines.js';
import type { Heading as MdHeading, List, ListItem as MdListItem, Nodes, Root } from 'mdast';

/** A heading with its 1-based position. */
export interface MarkdownHeading {
  depth: 1 | 2 | 3 | 4 | 5 | 6;
  /** Plain text of the heading (inline markup removed). */
  text: string;
  line: number;
  column: number;
}

/** A heading and everything up to the next heading of the same or a higher level. */
export interface MarkdownSection {
  heading: MarkdownHeading;
  /** First line after the heading. */
  startLine: number;
  /** Last line of the section (inclusive). */
  endLine: number;
}

export interface MarkdownListItem {
  text: string;
  line: number;
  column: number;
  /** `true`/`false` for task items (`- [x]`/`- [ ]`), else `null`. */
  checked: boolean | null;
  ordered: boolean;
  /** Nesting depth, 0 for top-level lists. */
  depth: number;
}

export interface MarkdownDocument {
  /** The mdast tree (unified + remark-parse), for rules that need nesting. */
  tree: Root;
  headings: MarkdownHeading[];
  sections: MarkdownSection[];
  listItems: MarkdownListItem[];
}

/** Plain text of a node: the values of its text, inline-code and similar leaves. */
export function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'html') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
}

type Processor = { parse(text: string): Root };
let processor: Promise<Processor> | undefined;

/** Loads unified + remark-parse on first use only (they cost ~95 ms to import). */
function loadProcessor(): Promise<Processor> {
  processor ??= Promise.all([import('unified'), import('remark-parse')]).then(([{ unified }, { default: remarkParse }]) =>
    unified().use(remarkParse).freeze(),
  );
  return processor;
}

/**
 * Parses markdown with unified + remark-parse (CommonMark) and indexes headings, sections and
 * list items with 1-based positions. remark is loaded lazily: nothing pays for it until a
 * markdown verifier asks. remark-parse is slow on big documents (see bench/): rules that only
 * need lines should use `scanMarkdownLines` instead.
 */
export async function parseMarkdown(text: string): Promise<MarkdownDocument> {
  const tree = (await loadProcessor()).parse(text);
  const headings: MarkdownHeading[] = [];
  const listItems: MarkdownListItem[] = [];
  const lastLine = splitLines(text).length;

  const visit = (node: Nodes, listDepth: number, ordered: boolean) => {
    if (node.type === 'heading') {
      const heading = node as MdHeading;
      headings.push({
        depth: heading.depth,
        text: textOf(heading),
        line: heading.position?.start.line ?? 1,
        column: heading.position?.start.column ?? 1,
      });
    }
    if (node.type === 'listItem') {
      const item = node as MdListItem;
      const firstBlock = item.children[0];
      listItems.push({
        text: firstBlock ? textOf(firstBlock) : '',
        line: item.position?.start.line ?? 1,
        column: item.position?.start.column ?? 1,
        checked: item.checked ?? null,
        ordered,
        depth: listDepth,
      });
    }
    if (!('children' in node)) return;
    const children = node.children as Nodes[];
    if (node.type === 'list') for (const child of children) visit(child, listDepth, Boolean((node as List).ordered));
    else if (node.type === 'listItem') for (const child of children) visit(child, listDepth + 1, ordered);
    else for (const child of children) visit(child, listDepth, ordered);
  };
  visit(tree, 0, false);

  const sections = headings.map((heading, i) => {
    const next = headings.slice(i + 1).find((other) => other.depth <= heading.depth);
    return { heading, startLine: heading.line + 1, endLine: next ? next.line - 1 : lastLine };
  });
  return { tree, headings, sections, listItems };
}
