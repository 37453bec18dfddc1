import type { Readable } from 'node:stream';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { BIN } from './helpers.js';

export interface McpSession {
  client: Client;
  /** What the server wrote on stderr so far. */
  stderr(): string;
  /** Calls a tool; the result as the SDK client parsed (and checked against the tool's outputSchema). */
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

/** The environment both the server and the command line get in these tests. */
export const TEST_ENV = { PATH: process.env.PATH ?? '', NO_COLOR: '1' };

/** Starts `gauntlet-lint mcp` (the built bin) in `cwd` over a real stdio transport, and connects the SDK's own client. */
export async function startMcp(cwd: string, args: string[] = []): Promise<McpSession> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', ...args], cwd, env: { ...TEST_ENV, HOME: cwd }, stderr: 'pipe' });
  let stderr = '';
  (transport.stderr as Readable | null)?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client({ name: 'gauntlet-tests', version: '1.0.0' });
  await client.connect(transport);
  // Listing the tools lets the client check each structuredContent against its outputSchema.
  await client.listTools();
  return {
    client,
    stderr: () => stderr,
    call: async (name, args) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    close: () => client.close(),
  };
}

/** The one text line of an error result. */
export function errorLine(result: CallToolResult): string {
  const [first] = result.content;
  if (!result.isError || first?.type !== 'text') throw new Error(`expected an error result, got ${JSON.stringify(result).slice(0, 300)}`);
  return first.text;
}
