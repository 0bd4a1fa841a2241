/** `tsx scripts/with-static-server.ts <dir> <port> -- <command…>`: serve, run, stop, exit with its code. */
import { spawn } from 'node:child_process';
import { serveStatic } from './static-server';

const sep = process.argv.indexOf('--');
const [dir, port] = process.argv.slice(2, sep);
const command = process.argv.slice(sep + 1);
if (!dir || !port || sep < 0 || command.length === 0) {
  console.error('usage: with-static-server <dir> <port> -- <command…>');
  process.exit(2);
}
const server = await serveStatic(dir, Number(port));
const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', shell: process.platform === 'win32' });
child.on('exit', (code, signal) => {
  server.close();
  process.exit(code ?? (signal ? 1 : 0));
});
