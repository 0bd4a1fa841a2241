import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

/** The demo exchange as `npm start` runs it (the app must be built: `npm run build`). */
export class DemoServer {
  private child: ChildProcess | null = null;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'demo-exchange-'));
  port = 0;

  /** `env`: the server's settings over the defaults below (e.g. `{ REVIEW_DELAY_MS: '2000' }`). */
  constructor(private readonly env: Record<string, string> = {}) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.port ||= await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/index.ts'], {
      cwd: repo,
      // the demo's reviews (deposits, withdrawals, identity) decide at the next call (decisions 73, 81, 82);
      // new passwords hash at 1 000 PBKDF2 rounds, not 600 000: the suite signs up and in dozens of times, and
      // the production cost has its own test (mocks/engine/core/crypto.test.ts)
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        REVIEW_DELAY_MS: '0',
        REVIEW_NEW_ADDRESS_MS: '0',
        PASSWORD_COST: '1000',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((ok, fail) => {
      const timer = setTimeout(() => fail(new Error('demo server did not start in 30 s')), 30_000);
      let log = '';
      const onData = (b: Buffer) => {
        log += b.toString();
        if (log.includes('Demo exchange ready')) {
          clearTimeout(timer);
          ok();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (b: Buffer) => (log += b.toString()));
      child.on('exit', (code) => fail(new Error(`demo server exited (${code}):\n${log}`)));
    });
  }

  /** Stops the server and deletes its data (the kept candles alone are tens of MB), unless it is to restart. */
  async stop({ keepData = false } = {}): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null)
      await new Promise<void>((ok) => {
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      });
    this.child = null;
    if (!keepData) rmSync(this.dataDir, { recursive: true, force: true });
  }

  async restart(): Promise<void> {
    await this.stop({ keepData: true });
    await this.start();
  }

  /** Newest verification code delivered to the demo inbox for an email or phone. */
  async latestCode(to: string): Promise<string> {
    const res = await fetch(`${this.url}/api/demo/inbox?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as { message: { code: string }[] };
    const code = body.message[0]?.code;
    if (!code) throw new Error(`no code delivered to ${to}`);
    return code;
  }
}
