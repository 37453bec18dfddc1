// Loaded with import() only when a config file exists. A static named import lets the bundler
// keep just ConfigSchema and zod, where import('@gauntlet/contracts') would keep every schema.
export { ConfigSchema } from '@gauntlet/contracts';
