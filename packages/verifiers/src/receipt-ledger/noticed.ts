/** One "Noticed But Not Touching" entry (docs/rules/receipt-ledger/README.md#noticed-but-not-touching). */
export interface NoticedEntry {
  path: string;
  start: number;
  end: number;
  noticed: string;
  whyItMatters: string;
  suggestedFollowUp?: string;
}

export interface NoticedMeta {
  pipelineId: string;
  date: string;
  ticket: string;
  slug: string;
}

const FILE_LINE = /^- \*\*file:\*\* `(.+):L(\d+)-L(\d+)`[ \t]*$/;
const FIELD_LINE = /^[ \t]+\*\*(noticed|why it matters|suggested follow-up):\*\*(.*)$/;
const SECTION = /^###[ \t]+Noticed But Not Touching[ \t]*$/;

/**
 * The entries of a text (a whole file body, or a report's section body). An entry must be
 * followed by another entry, a `###` heading, a blank line or the end; otherwise it is dropped,
 * as crucible's regex does.
 */
export function parseNoticedEntries(body: string): NoticedEntry[] {
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  const out: NoticedEntry[] = [];
  let i = 0;
  while (i < lines.length) {
    const head = FILE_LINE.exec(lines[i] as string);
    if (!head) {
      i++;
      continue;
    }
    const fields: Record<string, string> = {};
    let j = i + 1;
    for (let field = FIELD_LINE.exec(lines[j] ?? ''); field && j < lines.length; field = FIELD_LINE.exec(lines[j] ?? '')) {
      fields[field[1] as string] ??= (field[2] as string).trim();
      j++;
    }
    const next = lines[j];
    const terminated = next === undefined || next.trim() === '' || next.startsWith('###') || FILE_LINE.test(next);
    if (terminated && fields.noticed !== undefined && fields['why it matters'] !== undefined) {
      const entry: NoticedEntry = { path: head[1] as string, start: Number(head[2]), end: Number(head[3]), noticed: fields.noticed, whyItMatters: fields['why it matters'] };
      if (fields['suggested follow-up'] !== undefined) entry.suggestedFollowUp = fields['suggested follow-up'];
      out.push(entry);
    }
    i = j > i + 1 ? j : i + 1;
  }
  return out;
}

/** The body of a report's `### Noticed But Not Touching` section (to the next `###`), `*(none)*` = empty. */
function sectionOf(report: string): string {
  const lines = report.replace(/\r\n/g, '\n').split('\n');
  const start = lines.findIndex((line) => SECTION.test(line));
  if (start < 0) return '';
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('###'));
  const body = (end < 0 ? rest : rest.slice(0, end)).join('\n');
  return body.trim() === '*(none)*' ? '' : body;
}

const stripFrontmatter = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '');
const dedupeKey = (entry: NoticedEntry) => `${entry.path.replace(/\\/g, '/').toLowerCase()}|L${entry.start}-L${entry.end}|${entry.noticed.slice(0, 40)}`;

/**
 * `reconcile-noticed.py` as a pure function: entries from every report, then from the existing
 * output file, deduplicated (first seen wins: new reports beat the file), sorted by
 * (path as written, start, end), rendered with frontmatter. `null` when there is nothing to write.
 */
export function reconcileNoticed(reports: readonly string[], existing: string | null, meta: NoticedMeta): string | null {
  const collected = [...reports.flatMap((report) => parseNoticedEntries(sectionOf(report))), ...(existing ? parseNoticedEntries(stripFrontmatter(existing.replace(/\r\n/g, '\n'))) : [])];
  const seen = new Set<string>();
  const entries = collected.filter((entry) => {
    const key = dedupeKey(entry);
    return seen.has(key) ? false : (seen.add(key), true);
  });
  if (entries.length === 0) return null;
  entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.start - b.start || a.end - b.end));
  const quote = (value: string) => JSON.stringify(value);
  const out = ['---', `pipeline_id: ${quote(meta.pipelineId)}`, `date: ${quote(meta.date)}`, `ticket: ${quote(meta.ticket)}`, '---', '', `# Noticed But Not Touching — ${meta.slug}`, ''];
  for (const entry of entries) {
    out.push(`- **file:** \`${entry.path}:L${entry.start}-L${entry.end}\``, `  **noticed:** ${entry.noticed}`, `  **why it matters:** ${entry.whyItMatters}`);
    if (entry.suggestedFollowUp !== undefined) out.push(`  **suggested follow-up:** ${entry.suggestedFollowUp}`);
    out.push('');
  }
  return out.join('\n');
}
