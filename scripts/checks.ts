// `npm run checks` (the first step of npm test): the static checks — package.json's `typecheck`, `lint` and `knip`
// scripts — all at once. Each step of them (the parts joined by `&&`: the two typechecks, the two knip passes) is
// a check of its own that needs nothing from another, and each is one process mostly on one core, so together they
// take about as long as the longest (lint) instead of their sum. A check's output is printed whole when it ends, with
// its time; the run fails if any check failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const SCRIPTS = ['typecheck', 'lint', 'knip'];
const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
const steps = SCRIPTS.flatMap((name) => scripts[name].split(' && ').map((command) => ({ name, command })));

function run(name: string, command: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`}: ${name}: ${command} (${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(steps.map((step) => run(step.name, step.command)));
const failed = steps.filter((_, i) => !passed[i]);
if (failed.length) {
  process.stdout.write(`\nfailed: ${failed.map((step) => `${step.name}: ${step.command}`).join('; ')}\n`);
  process.exit(1);
}
