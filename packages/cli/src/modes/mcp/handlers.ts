import type { CallToolResult, ReadResourceResult, Resource, ResourceTemplate } from '@modelcontextprotocol/sdk/types.js';
import { commandOptions, filesOptions, lintCommand, lintFiles } from '../../service/index.js';
import type { LintEnvironment, LintOutcome } from '../../service/index.js';
import { schemaNames, schemaText } from './json-schemas.js';
import { renderReport } from './render.js';
import { listRulePages, readRulePage } from './rule-docs.js';
import { type ToolTarget, findTool, propertyOf } from './tools.js';

export interface McpContext {
  environment: LintEnvironment;
  /** Where the rule pages are (see `rulesDocsDir`), or null when they are not installed. */
  docsDir: string | null;
  /** Where the published JSON Schemas are (see `schemasDir`), or null when they are not installed. */
  schemasDir: string | null;
}

const RULE_URI = /^gauntlet:\/\/rules\/([^/]+\/[^/]+)$/;
const SCHEMA_URI = /^gauntlet:\/\/schemas\/([a-z0-9-]+)\.schema\.json$/;

export const RESOURCE_TEMPLATES: ResourceTemplate[] = [
  { uriTemplate: 'gauntlet://rules/{family}/{rule}', name: 'rule', title: 'A rule\'s docs page', description: 'What a rule checks, why, its reason codes with examples, its configuration.', mimeType: 'text/markdown' },
  { uriTemplate: 'gauntlet://schemas/{name}.schema.json', name: 'schema', title: 'A published JSON Schema', description: 'The JSON Schema of the report, the config or an artifact.', mimeType: 'application/schema+json' },
];

const errorResult = (line: string): CallToolResult => ({ content: [{ type: 'text', text: line }], isError: true });

function outcomeResult(outcome: LintOutcome, skipped: readonly string[] = []): CallToolResult {
  if (!outcome.ok) return errorResult(`${outcome.error.reason}: ${outcome.error.message}`);
  return {
    content: [{ type: 'text', text: renderReport(outcome.report, skipped) }],
    structuredContent: outcome.report as unknown as Record<string, unknown>,
  };
}

/** Names a tool does not know, reported with its own property names before anything runs. */
function unknownProperty(tool: string, args: Record<string, unknown>, known: readonly string[]): CallToolResult | undefined {
  const unknown = Object.keys(args).find((name) => !known.includes(name));
  if (unknown === undefined) return undefined;
  return errorResult(`usage: ${tool}: unknown property ${JSON.stringify(unknown)} (properties: ${known.join(', ')})`);
}

async function callCommand(context: McpContext, tool: string, target: Extract<ToolTarget, { kind: 'command' }>, args: Record<string, unknown>) {
  const { command } = target;
  const inputs = command.inputs.max === 0 ? [] : ['path', 'text'];
  const refused = unknownProperty(tool, args, [...inputs, ...commandOptions(command).map((option) => propertyOf(option.name))]);
  if (refused) return refused;
  const { path, text, ...options } = args;
  return outcomeResult(await lintCommand(context.environment, { command: command.name, path: path as string | undefined, text: text as string | undefined, options }));
}

async function callFiles(context: McpContext, tool: string, args: Record<string, unknown>) {
  const refused = unknownProperty(tool, args, ['paths', ...filesOptions().map((option) => propertyOf(option.name))]);
  if (refused) return refused;
  const { paths, ...options } = args;
  const outcome = await lintFiles(context.environment, { paths: (paths ?? undefined) as string[] | undefined, options });
  const given = Array.isArray(paths) ? (paths as string[]) : [];
  const linted = new Set(outcome.ok ? outcome.report.results.map((result) => result.id) : []);
  return outcomeResult(outcome, outcome.ok ? given.filter((path) => !linted.has(path)) : []);
}

function callExplain(context: McpContext, tool: string, args: Record<string, unknown>): CallToolResult {
  const refused = unknownProperty(tool, args, ['rule']);
  if (refused) return refused;
  const rule = args.rule;
  if (typeof rule !== 'string') return errorResult(`usage: ${tool}: "rule" must be a rule id such as plan/numeric-drift`);
  if (context.docsDir === null) return errorResult('input_missing: the rule pages are not installed with this gauntlet-lint');
  const page = readRulePage(context.docsDir, rule);
  if (page === null) return errorResult(`input_missing: no rule ${JSON.stringify(rule)} (rule ids look like plan/numeric-drift; resources gauntlet://rules/… list them)`);
  return { content: [{ type: 'text', text: page }] };
}

/** Answers a `tools/call`: a report, or an error result with one line; never throws. */
export async function callTool(context: McpContext, name: string, args: unknown): Promise<CallToolResult> {
  try {
    const target = findTool(name);
    if (!target) return errorResult(`usage: unknown tool ${JSON.stringify(name)}`);
    const given = args ?? {};
    if (typeof given !== 'object' || Array.isArray(given)) return errorResult(`usage: ${name}: arguments must be an object`);
    const record = given as Record<string, unknown>;
    if (target.kind === 'command') return await callCommand(context, name, target, record);
    if (target.kind === 'files') return await callFiles(context, name, record);
    return callExplain(context, name, record);
  } catch (error) {
    return errorResult(`internal: ${name}: ${error instanceof Error ? error.message : String(error)} (this is a bug; please report it)`.replace(/[\r\n]+/g, ' '));
  }
}

/** Every rule page and every published JSON Schema. */
export function listResources(context: McpContext): Resource[] {
  const rules: Resource[] =
    context.docsDir === null
      ? []
      : listRulePages(context.docsDir).map((page) => ({
          uri: `gauntlet://rules/${page.id}`,
          name: page.id,
          title: `Rule ${page.id}`,
          description: page.summary,
          mimeType: 'text/markdown',
        }));
  const schemas: Resource[] = (context.schemasDir === null ? [] : schemaNames(context.schemasDir)).map((name) => ({
    uri: `gauntlet://schemas/${name}.schema.json`,
    name: `${name}.schema.json`,
    title: `JSON Schema: ${name}`,
    description: `The JSON Schema of ${name === 'report' ? 'the report every lint tool answers with' : name} (published as @gauntlet/contracts/schemas/${name}.schema.json).`,
    mimeType: 'application/schema+json',
  }));
  return [...rules, ...schemas];
}

/** The content of one resource, or null when there is none at that URI. */
export function readResource(context: McpContext, uri: string): ReadResourceResult | null {
  const rule = RULE_URI.exec(uri)?.[1];
  if (rule !== undefined) {
    const page = context.docsDir === null ? null : readRulePage(context.docsDir, rule);
    return page === null ? null : { contents: [{ uri, mimeType: 'text/markdown', text: page }] };
  }
  const name = SCHEMA_URI.exec(uri)?.[1];
  const text = name === undefined || context.schemasDir === null ? null : schemaText(context.schemasDir, name);
  return text === null ? null : { contents: [{ uri, mimeType: 'application/schema+json', text }] };
}
