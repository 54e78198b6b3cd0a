// `npm run cluster` and `npm run test:cluster`: install if missing (and for the cluster, build the apps if stale), as
// `npm start` does, then run cluster/run.ts or cluster/load-test.ts (TypeScript, through tsx), passing signals on.
import { spawn } from 'node:child_process';
import { ensureInstalled, ensureWebBuilt, root } from './lib.mjs';

const script = process.argv[2] === 'test' ? 'cluster/load-test.ts' : 'cluster/run.ts';
ensureInstalled();
// The test drives the API and the socket only; an operator's cluster serves the apps.
if (script === 'cluster/run.ts') ensureWebBuilt();
const child = spawn(process.execPath, ['--import', 'tsx', script, ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
