import type { ModeSpec } from '../mode.js';

export const mcpMode: ModeSpec = {
  name: 'mcp',
  summary: 'serve every command as a tool of an MCP server over stdio (`lint_<command>`, `lint_files`, `explain_rule`)',
  synopsis: ['[--cwd DIR] [--max-text-bytes N]'],
  options: {
    cwd: { type: 'string', value: 'DIR', description: 'the working directory: tool paths must stay inside it, config is found from it (default: the current directory)' },
    'max-text-bytes': { type: 'string', value: 'N', description: 'the largest text a tool call may carry (default 67108864, the input cap of the CLI)' },
  },
  positionals: { min: 0, max: 0 },
  notes: [
    'Speaks the Model Context Protocol on stdin/stdout; register it in a client as the command `gauntlet-lint mcp`.',
    'Each tool answers with the report `--format json` prints (structuredContent) and a short text; bad input is an error result with one line.',
    'Resources: `gauntlet://rules/<family>/<rule>` (each rule\'s page) and `gauntlet://schemas/<name>.schema.json`. See docs/guides/mcp.md.',
  ],
  load: () => import('./server.js'),
};
