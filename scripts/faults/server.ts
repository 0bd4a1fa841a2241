/** The real demo server for the fault suite: `tsx mocks/server/index.ts` with a temp DATA_DIR and a free port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

/** Whether something still listens on `port` (a fresh listener on it fails). */
export async function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((ok) => {
    const s = createServer()
      .once('error', () => ok(true))
      .listen(port, host, () => s.close(() => ok(false)));
  });
}

export class FaultServer {
  child: ChildProcess | null = null;
  log = '';
  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server and resolves once it is ready (ms it took). */
  async start(env: Record<string, string> = {}): Promise<number> {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/index.ts'], {
      cwd: repo,
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        DIST_DIR: `${this.dataDir}/no-dist`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`server did not start in 30 s:\n${this.log}`)), 30_000);
      const onData = (b: Buffer) => {
        this.log += b.toString();
        if (this.log.includes('Demo exchange ready')) {
          clearTimeout(timer);
          ok();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (b: Buffer) => (this.log += b.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`server exited (${code}):\n${this.log}`));
      });
    });
    this.log = '';
    return Date.now() - started;
  }

  kill9() {
    this.child?.kill('SIGKILL');
    return this.exited();
  }

  exited(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null)
      return Promise.resolve(child?.exitCode ?? null);
    return new Promise((ok) => child.once('exit', (code) => ok(code)));
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    this.child?.kill(signal);
    return this.exited();
  }
}
