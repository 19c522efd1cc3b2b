import { spawn } from 'node:child_process';
import net from 'node:net';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the port helper is CommonJS, shared with plain-node tests
const { freePort } = require('./test-server.cjs') as { freePort: () => Promise<number> };

/**
 * A real redis-server for the tests of limits shared between instances: Debian's package (the
 * project's test command installs it), on a free loopback port, without persistence, stopped after.
 */
export interface TestRedis {
  readonly host: '127.0.0.1';
  readonly port: number;
  readonly url: string;
  stop(): void;
}

/** Whether the server on `port` answers PING (a raw RESP exchange, no client library needed). */
const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });

export async function startRedis({ timeoutMs = 15_000 } = {}): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const failed = new Promise<never>((_resolve, reject) => {
    child.once('error', (error) => reject(new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited at start (code ${code})`)));
  });
  const ready = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (!(await answersPing(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    await Promise.race([ready, failed]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  failed.catch(() => undefined);
  child.removeAllListeners('exit');
  return { host: '127.0.0.1', port, url: `redis://127.0.0.1:${port}`, stop: () => void child.kill('SIGTERM') };
}
