import { CORE_RULES, type FormatName, type RuleMeta, docsUrl } from '@gauntlet/core';
import { COMMANDS } from './commands/index.js';

/** Every rule of every command: id, default severity, reason codes, docs page. */
export async function collectRules(): Promise<RuleMeta[]> {
  const seen = new Map<string, RuleMeta>(CORE_RULES.map((rule) => [rule.id, rule]));
  for (const command of COMMANDS) {
    const module = await command.load();
    for (const rule of module.rules) if (!seen.has(rule.id)) seen.set(rule.id, rule);
  }
  return [...seen.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export async function listRules(format: FormatName): Promise<string> {
  const rules = await collectRules();
  // `docs` is the page's web address at this release; the installed package holds the same
  // page at the repository-relative path (`docs/rules/...`).
  if (format === 'json') {
    const rows = rules.map(({ id, description, severity, reasons, docs, options }) => ({ id, severity, reasons, docs: docsUrl(docs), description, ...(options ? { options } : {}) }));
    return `${JSON.stringify(rows, null, 2)}\n`;
  }
  const width = Math.max(...rules.map((rule) => rule.id.length)) + 2;
  const line = (rule: RuleMeta) => {
    const options = rule.options ? `\n${' '.repeat(width)}options: ${Object.keys(rule.options).join(', ')}` : '';
    return `${rule.id.padEnd(width)}${rule.severity.padEnd(9)}${rule.reasons.join(', ')}${options}\n${' '.repeat(width)}${docsUrl(rule.docs)}`;
  };
  return `${rules.map(line).join('\n')}\n`;
}
