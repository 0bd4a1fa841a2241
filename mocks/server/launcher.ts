/**
 * `npm start` runs `sh -c "… tsx mocks/server/index.ts"`: a SIGTERM to npm ends npm and the shell but is
 * not passed on to tsx, so the server would keep the port (Ctrl-C reaches everyone; `kill <npm pid>` or a
 * process manager does not). Started by an npm script, the server therefore watches the chain it was
 * launched by — its parent (tsx) and that one's parent (the script's shell) — and shuts down when either is
 * gone. Linux only (reads /proc); elsewhere, and when not run by npm, it does nothing.
 */
import { readFileSync } from 'node:fs';

const parentOf = (pid: number) =>
  Number(
    readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\)\s+/, '')
      .split(' ')[1],
  );

export function watchLauncher(onGone: (why: string) => void, intervalMs = 500): () => void {
  if (!process.env.npm_lifecycle_event || process.platform !== 'linux') return () => {};
  let parent: number;
  let grandparent: number;
  try {
    parent = process.ppid;
    grandparent = parentOf(parent);
  } catch {
    return () => {};
  }
  const timer = setInterval(() => {
    let gone = process.ppid !== parent;
    try {
      gone ||= parentOf(parent) !== grandparent;
    } catch {
      gone = true;
    }
    if (gone) {
      clearInterval(timer);
      onGone(`the npm script that started the server (${process.env.npm_lifecycle_event}) has ended`);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
