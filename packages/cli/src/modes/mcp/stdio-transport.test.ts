import { PassThrough } from 'node:stream';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { createStdioTransport } from './stdio-transport.js';

function setup(maxMessageBytes = 200) {
  const input = new PassThrough();
  const output = new PassThrough();
  const logged: string[] = [];
  const received: JSONRPCMessage[] = [];
  const errors: Error[] = [];
  let closed = 0;
  const transport = createStdioTransport(input, output, { maxMessageBytes, log: (line) => logged.push(line) });
  transport.onmessage = (message) => void received.push(message);
  transport.onerror = (error) => void errors.push(error);
  transport.onclose = () => void closed++;
  return { input, output, transport, logged, received, errors, closed: () => closed };
}

const ping = (id: number) => `${JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' })}\n`;
const tick = () => new Promise((done) => setImmediate(done));

describe('the stdio transport of gauntlet-lint mcp', () => {
  it('reads messages split across chunks, several in one chunk, with CRLF and blank lines', async () => {
    const { input, transport, received } = setup();
    await transport.start();
    const two = ping(1) + ping(2).replace('\n', '\r\n');
    input.write(Buffer.from(two.slice(0, 10)));
    input.write(Buffer.from(two.slice(10, 50)));
    input.write(Buffer.from(`${two.slice(50)}\n\n`));
    await tick();
    expect(received.map((message) => (message as { id: number }).id)).toEqual([1, 2]);
  });

  it('drops a message over the cap with one log line, and reads the next one', async () => {
    const { input, transport, received, logged } = setup(100);
    await transport.start();
    input.write(`{"jsonrpc":"2.0","id":7,"method":"ping","params":{"pad":"${'x'.repeat(80)}`);
    input.write(`${'y'.repeat(200)}"}}\n${ping(8)}`);
    input.write(`${'z'.repeat(150)}\n${ping(9)}`);
    await tick();
    expect(received.map((message) => (message as { id: number }).id)).toEqual([8, 9]);
    expect(logged).toEqual(['dropped a message of more than 100 bytes (the message cap)', 'dropped a message of more than 100 bytes (the message cap)']);
  });

  it('reports a line that is not JSON-RPC as an error and keeps reading', async () => {
    const { input, transport, received, errors } = setup();
    await transport.start();
    input.write(`not json\n{"hello":1}\n${ping(3)}`);
    await tick();
    expect(errors).toHaveLength(2);
    expect(received).toHaveLength(1);
  });

  it('writes one line per message, and closes once when its input ends', async () => {
    const { input, output, transport, closed } = setup();
    await transport.start();
    let written = '';
    output.on('data', (chunk: Buffer) => (written += chunk.toString('utf8')));
    await transport.send({ jsonrpc: '2.0', id: 1, result: {} });
    await tick();
    expect(written).toBe('{"jsonrpc":"2.0","id":1,"result":{}}\n');
    input.end();
    await tick();
    await transport.close();
    expect(closed()).toBe(1);
  });
});
