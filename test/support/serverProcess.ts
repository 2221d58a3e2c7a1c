/**
 * `npx tsx src/server/main.ts` as a child process, as `npm start` runs the server, for tests and
 * benches of several processes on one PostgreSQL database (issue #21, scale-out).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repository = path.resolve(__dirname, '../..');

/** A started server process. */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** The last 20,000 characters it wrote (for a failure's message). */
  output(): string;
  /** Resolves when it answers its login page. @throws Error when it exits first or does not answer within `timeoutMs`. */
  ready(timeoutMs: number): Promise<void>;
  /** SIGTERM to its process group (a graceful stop), SIGKILL after 30 s; removes its DATA_DIR. */
  stop(): Promise<void>;
}

/** A TCP port free on 127.0.0.1 when asked (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts a server process on `port` with the environment `env` added to this process's (the
 * caller gives DATABASE_URL and the rest; HOST is 127.0.0.1 and DATA_DIR a fresh temporary one).
 */
export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qg-proc-'));
  const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
    cwd: repository,
    // Its own process group, so that npx, tsx and the node process under them stop together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DEMO_CLASSES: 'false', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  return {
    port,
    child,
    output: () => output,
    ready: async (timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (gone) throw new Error(`The server on port ${port} exited while starting:\n${output}`);
        try {
          if ((await fetch(`http://127.0.0.1:${port}/legacy/login`)).status === 200) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`The server on port ${port} did not answer in ${timeoutMs / 1000} s:\n${output}`);
    },
    stop: async () => {
      if (!gone && child.pid !== undefined) {
        const signal = (name: NodeJS.Signals): void => {
          try {
            process.kill(-child.pid!, name);
          } catch {
            // Already gone.
          }
        };
        signal('SIGTERM');
        const killer = setTimeout(() => signal('SIGKILL'), 30_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
