// `npm start`: install if missing, build what is stale, then run the server (it migrates and seeds on first run).
import { spawn } from 'node:child_process';
import { ensureInstalled, ensureWebBuilt, root } from './lib.mjs';

ensureInstalled();
ensureWebBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
