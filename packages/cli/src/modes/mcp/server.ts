import { resolve } from 'node:path';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { GauntletError, VERSION } from '@gauntlet/core';
import { optionString } from '../../command.js';
import { createConfigCache } from '../../config-cache.js';
import { MAX_INPUT_BYTES, parseNonNegativeInt } from '../../inputs.js';
import type { CliIO } from '../../io.js';
import { createNodeIO } from '../../node-io.js';
import type { ModeRun } from '../mode.js';
import { type McpContext, RESOURCE_TEMPLATES, callTool, listResources, readResource } from './handlers.js';
import { type ObjectSchema, reportOutputSchema } from './json-schemas.js';
import { rulesDocsDir, schemasDir } from './package-files.js';
import { createStdioTransport } from './stdio-transport.js';
import { listTools } from './tools.js';

/** MCP's code for a resource that does not exist. */
const RESOURCE_NOT_FOUND = -32002;

const INSTRUCTIONS = [
  'gauntlet-lint checks what coding agents hand back (evidence receipts, plans, partitions, briefs, specs, gate ledgers, markers, patches) with deterministic rules.',
  'Before you return such an artifact, call its lint_<command> tool with the text or the path; lint_files lints files through the project\'s gauntlet.config.json mapping.',
  'Verdict "fail" means a blocker remains: fix each blocker (rule, line, hint) and lint again. explain_rule gives a rule\'s page.',
].join(' ');

/**
 * The MCP server on the lint service. The low-level `Server` of the SDK (not `McpServer`):
 * the tools' JSON Schemas are generated from the command specs, and arguments are checked by the
 * service, whose errors are the one-line tool results the protocol asks for.
 */
export function createMcpServer(context: McpContext): Server {
  const server = new Server(
    { name: 'gauntlet-lint', title: 'gauntlet-lint', version: VERSION },
    {
      capabilities: { tools: {}, resources: {} },
      instructions: INSTRUCTIONS,
      // Only used to check a client's elicitation answers, which this server never asks for; refusing
      // every answer (fail closed) spares building the SDK's default Ajv instance at start.
      jsonSchemaValidator: { getValidator: () => () => ({ valid: false, data: undefined, errorMessage: 'gauntlet-lint asks clients for no input' }) },
    },
  );
  let outputSchema: ObjectSchema | undefined;
  server.setRequestHandler(ListToolsRequestSchema, () => {
    if (context.schemasDir !== null) outputSchema ??= reportOutputSchema(context.schemasDir);
    return { tools: listTools(outputSchema) };
  });
  server.setRequestHandler(CallToolRequestSchema, (request) => callTool(context, request.params.name, request.params.arguments));
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: listResources(context) }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: RESOURCE_TEMPLATES }));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    const result = readResource(context, request.params.uri);
    if (result === null) throw new McpError(RESOURCE_NOT_FOUND, `no resource ${request.params.uri}`, { uri: request.params.uri });
    return result;
  });
  return server;
}

function enter(io: CliIO, dir: string | undefined): CliIO {
  if (dir === undefined) return io;
  try {
    process.chdir(resolve(io.cwd, dir));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new GauntletError('usage', `mcp: cannot use --cwd ${JSON.stringify(dir)} (${code === 'ENOENT' ? 'no such directory' : code === 'ENOTDIR' ? 'not a directory' : (code ?? 'cannot enter it')})`);
  }
  return createNodeIO();
}

/** `gauntlet-lint mcp`: serves until the client closes stdin. */
export async function main(run: ModeRun): Promise<number> {
  const textCap = optionString(run.values, 'max-text-bytes');
  const maxTextBytes = textCap === undefined ? MAX_INPUT_BYTES : parseNonNegativeInt(textCap, '--max-text-bytes');
  const io = enter(run.io, optionString(run.values, 'cwd'));
  const context: McpContext = {
    environment: { host: io.host, env: io.env, streamFile: (path) => io.streamInput(path), maxTextBytes, configCache: createConfigCache() },
    docsDir: rulesDocsDir(),
    schemasDir: schemasDir(),
  };
  const server = createMcpServer(context);
  const log = (line: string) => io.writeStderr(`gauntlet-lint mcp: ${line.replace(/[\r\n]+/g, ' ')}\n`);
  server.onerror = (error) => log(error.message);
  // A call's own errors come back as its result; these catch a bug that escapes every call (a
  // promise nobody awaits), which would otherwise end the process and every client's session.
  const escaped = (error: unknown) => log(`internal error outside any call: ${error instanceof Error ? error.message : String(error)} (this is a bug; please report it)`);
  process.on('unhandledRejection', escaped);
  process.on('uncaughtException', escaped);
  // A text is JSON-escaped in a message (at worst six bytes per byte), plus the rest of the request.
  const transport = createStdioTransport(process.stdin, process.stdout, { maxMessageBytes: maxTextBytes * 6 + 1024 * 1024, log });
  const closed = new Promise<void>((done) => (server.onclose = done));
  await server.connect(transport);
  await closed;
  return 0;
}
