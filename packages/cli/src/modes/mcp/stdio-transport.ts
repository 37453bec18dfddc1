import type { Readable, Writable } from 'node:stream';
import { deserializeMessage, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';

export interface StdioTransportOptions {
  /** A message (one line) longer than this is dropped, with one line on stderr; the server keeps serving. */
  maxMessageBytes: number;
  log(line: string): void;
}

/**
 * The SDK's newline-delimited stdio framing (its own `serializeMessage`/`deserializeMessage`),
 * with two differences from its `StdioServerTransport` that a server fed by agents needs: a
 * message over the size cap is dropped instead of closing the connection, and a message is
 * assembled from its chunks once (the SDK concatenates the buffer on every chunk, quadratic in
 * the message size). End of input closes the transport, so the server exits.
 */
export function createStdioTransport(input: Readable, output: Writable, options: StdioTransportOptions): Transport {
  let pending: Buffer[] = [];
  let size = 0;
  let dropping = false;
  let closed = false;

  const deliver = (line: Buffer) => {
    const text = line.toString('utf8').replace(/\r$/, '');
    if (text.trim() === '') return;
    let message;
    try {
      message = deserializeMessage(text);
    } catch (error) {
      transport.onerror?.(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    transport.onmessage?.(message);
  };
  const take = (piece: Buffer, complete: boolean) => {
    if (!dropping && size + piece.length > options.maxMessageBytes) {
      dropping = true;
      pending = [];
      size = 0;
      options.log(`dropped a message of more than ${options.maxMessageBytes} bytes (the message cap)`);
    }
    if (dropping) {
      if (complete) dropping = false;
      return;
    }
    if (!complete) {
      pending.push(piece);
      size += piece.length;
      return;
    }
    const line = pending.length === 0 ? piece : Buffer.concat([...pending, piece]);
    pending = [];
    size = 0;
    deliver(line);
  };
  const onData = (chunk: Buffer) => {
    let start = 0;
    for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
      take(chunk.subarray(start, newline), true);
      start = newline + 1;
    }
    if (start < chunk.length) take(chunk.subarray(start), false);
  };
  const onError = (error: Error) => transport.onerror?.(error);
  const onEnd = () => void transport.close();

  const transport: Transport = {
    async start() {
      input.on('data', onData);
      input.on('error', onError);
      input.on('end', onEnd);
    },
    send(message) {
      return new Promise((done) => {
        if (output.write(serializeMessage(message))) done();
        else output.once('drain', done);
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      input.off('data', onData);
      input.off('error', onError);
      input.off('end', onEnd);
      input.pause();
      pending = [];
      transport.onclose?.();
    },
  };
  return transport;
}
