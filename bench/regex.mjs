// Micro benchmark of the safe regex engine. Run on demand after `pnpm build`:
//   node bench/regex.mjs
// Prints the median of several timed runs for compiling, simple searches and hostile patterns.
import { compileSafeRegex, RegexBudgetExceeded } from '../packages/core/dist/index.js';

const KIB4 = 4096;
const KIB64 = 65536;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(runs, fn) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    fn(i);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(samples);
}

function compiled(source, options) {
  const result = compileSafeRegex(source, options);
  if (!result.ok) throw new Error(`${source}: ${result.error}`);
  return result.regex;
}

function row(label, ms) {
  const value = ms < 0.1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(3)} ms`;
  console.log(`${label.padEnd(48)} ${value.padStart(12)}`);
}

console.log('compile (cache bypassed with a unique comment), median of 2000');
for (const source of ['\\d+ fail', 'error:', '(?<!=)=fatal', '(?i)\\bwarn(?:ing)?\\b', '^(\\w+)\\s*=\\s*(.*)$']) {
  row(`  ${source}`, time(2000, (i) => compiled(`${source}(?#${i})`)));
}
row('  js: ^\\p{L}+\\d{2,}$', time(2000, (i) => compiled(`^\\p{L}+\\d{2,}$|x${i}`, { syntax: 'js' })));

const prose = 'The quick brown fox jumps over the lazy dog; 12 tests passed.\n'.repeat(KIB4 / 64).slice(0, KIB4);
console.log(`\nsearch a ${KIB4}-character body with no match, median of 200`);
for (const source of ['\\d+ fail', 'error:', '(?<!=)=fatal', '(?i)traceback', '\\bFAILED\\b', '^\\s*#', '(?=.*BOOM)']) {
  const regex = compiled(source);
  regex.test(prose);
  row(`  ${source}`, time(200, () => regex.test(prose)));
}

console.log('\nhostile patterns, median of 5');
const hostile = [
  ['(a+)+$', (n) => `${'a'.repeat(n)}!`],
  ['(a|aa)*$', (n) => `${'a'.repeat(n)}!`],
  ['(x+x+)+y', (n) => 'x'.repeat(n)],
  ['(.*a){20}', (n) => 'a'.repeat(n)],
  ['(a?){30}a{30}', (n) => 'a'.repeat(n)],
  ['(a*)*\\1b', (n) => 'a'.repeat(n)],
];
for (const [source, subject] of hostile) {
  const regex = compiled(source);
  for (const size of [KIB4, KIB64]) {
    const text = subject(size);
    let outcome = 'ok';
    const ms = time(5, () => {
      try {
        regex.exec(text);
      } catch (error) {
        if (!(error instanceof RegexBudgetExceeded)) throw error;
        outcome = 'budget';
      }
    });
    row(`  ${source} on ${size / 1024} KiB (${outcome})`, ms);
  }
}
