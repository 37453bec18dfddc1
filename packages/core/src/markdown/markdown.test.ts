import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parse.js';
import { scanMarkdownLines } from './scan.js';

const doc = '# Title\n\nIntro.\n\n## Tasks\n\n- one\n- two\n  1. nested\n\n```md\n# not a heading\n```\n\n## Next\ntext\n';

describe('parseMarkdown (unified + remark-parse, loaded lazily)', () => {
  it('indexes headings, sections and list items with 1-based positions', async () => {
    const parsed = await parseMarkdown(doc);
    expect(parsed.headings).toEqual([
      { depth: 1, text: 'Title', line: 1, column: 1 },
      { depth: 2, text: 'Tasks', line: 5, column: 1 },
      { depth: 2, text: 'Next', line: 15, column: 1 },
    ]);
    expect(parsed.sections.map((section) => [section.heading.text, section.startLine, section.endLine])).toEqual([
      ['Title', 2, 16],
      ['Tasks', 6, 14],
      ['Next', 16, 16],
    ]);
    expect(parsed.listItems.map((item) => [item.text, item.line, item.column, item.depth, item.ordered])).toEqual([
      ['one', 7, 1, 0, false],
      ['two', 8, 1, 0, false],
      ['nested', 9, 3, 1, true],
    ]);
  });

  it('handles CRLF and empty documents', async () => {
    expect((await parseMarkdown('# A\r\n\r\n## B\r\n')).headings.map((h) => h.line)).toEqual([1, 3]);
    expect(await parseMarkdown('')).toMatchObject({ headings: [], sections: [], listItems: [] });
  });
});

describe('scanMarkdownLines', () => {
  it('finds ATX headings outside fences', () => {
    const lines = scanMarkdownLines(doc);
    expect(lines.filter((line) => line.headingLevel > 0).map((line) => [line.line, line.headingLevel, line.headingText])).toEqual([
      [1, 1, 'Title'],
      [5, 2, 'Tasks'],
      [15, 2, 'Next'],
    ]);
    expect(lines[11]).toMatchObject({ line: 12, inFence: true, headingLevel: 0 });
    expect(scanMarkdownLines('## Closed ##\n#NoSpace\n   ### indented').map((l) => l.headingText)).toEqual(['Closed', '', 'indented']);
  });

  it('agrees with remark on headings for fence-free documents (property)', async () => {
    const line = fc.oneof(
      fc.constantFrom('# A', '## B c', 'text', '', '- item', '### D ###', '    # code'),
      fc.stringMatching(/^[a-z #]{0,12}$/),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 12 }), async (lines) => {
        const text = lines.join('\n');
        const fast = scanMarkdownLines(text).filter((l) => l.headingLevel > 0).map((l) => l.line);
        const slow = (await parseMarkdown(text)).headings.filter((h) => h.line <= lines.length).map((h) => h.line);
        // Setext headings (text underlined by ---/===) are a tree-only construct; the line scanner skips them.
        expect(fast.every((n) => slow.includes(n))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
