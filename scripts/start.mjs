// `npm start`: build the SPA when needed, then one process serves SPA + API + socket.io.
import { spawn } from 'node:child_process';
import { buildIfStale } from './buildIfStale.mjs';

buildIfStale();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
