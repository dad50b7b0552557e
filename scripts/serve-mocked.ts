// Starts scripts/mock-server.ts on a free port for a script that drives a browser (benches, Lighthouse), and stops
// it again. The server runs in its own process group: npx starts tsx, which starts node; stopping the group stops all.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface MockedSite {
  origin: string;
  stop: () => void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    if (child.exitCode !== null) throw new Error('The mock server stopped.');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The mock server did not start.');
}

/** Serves a built site (dist directory) with the mocked API over HTTP; resolves once it answers. */
export async function serveMocked(dist: string): Promise<MockedSite> {
  const port = await freePort();
  const server = spawn('npx', ['tsx', 'scripts/mock-server.ts', dist], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${origin}/`, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
