import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const RULE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface RulePage {
  id: string;
  /** The page's first paragraph: what the rule checks. */
  summary: string;
}

/** A rule's page (markdown), or null for an id that has none. Ids are checked, never joined raw. */
export function readRulePage(docsDir: string, id: string): string | null {
  if (!RULE_ID.test(id)) return null;
  const [family, rule] = id.split('/') as [string, string];
  try {
    return readFileSync(join(docsDir, family, `${rule}.md`), 'utf8');
  } catch {
    return null;
  }
}

function summaryOf(page: string): string {
  const paragraph: string[] = [];
  for (const line of page.split('\n')) {
    if (line.startsWith('#')) {
      if (paragraph.length > 0) break;
      continue;
    }
    if (line.trim() === '') {
      if (paragraph.length > 0) break;
      continue;
    }
    paragraph.push(line.trim());
  }
  return paragraph.join(' ');
}

/** Every rule page, by id (family, then rule, in code-point order). */
export function listRulePages(docsDir: string): RulePage[] {
  const pages: RulePage[] = [];
  const sorted = (names: string[]) => names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const family of sorted(readdirSync(docsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name))) {
    for (const file of sorted(readdirSync(join(docsDir, family)).filter((name) => name.endsWith('.md')))) {
      const id = `${family}/${file.slice(0, -3)}`;
      if (!RULE_ID.test(id)) continue;
      pages.push({ id, summary: summaryOf(readFileSync(join(docsDir, family, file), 'utf8')) });
    }
  }
  return pages;
}
