import { runCli } from './cli.js';
import { createNodeIO } from './node-io.js';

runCli(process.argv.slice(2), createNodeIO()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`gauntlet-lint: internal error: ${JSON.stringify(error instanceof Error ? error.message : String(error))}\n`);
    process.exitCode = 2;
  },
);
