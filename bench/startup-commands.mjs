// One small input per family for the cold-start benchmark: { label: argv } (files written into dir).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function commands(dir) {
  const out = {};
  const add = (label, file, content, argv) => {
    writeFileSync(join(dir, file), content);
    out[label] = argv;
  };
  add('gauntlet-lint gate-prompt --format json', 'gate2.json', '{"question":"Go?","header":"Go","options":[{"label":"A"},{"label":"B"}],"multiSelect":false}', ['gate-prompt', '--format', 'json', 'gate2.json']);
  return out;
}
