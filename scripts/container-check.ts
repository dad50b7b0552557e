// `npm run check:container [dist]`: runs the container image's final stage without a container engine. It builds
// what the Dockerfile's build stage builds (the server as one file, compressed copies of a production build), lays
// it out as the final stage copies it (serve.mjs and dist/ in a folder with no node_modules anywhere above it),
// starts it as the image's CMD does, and checks what a browser gets: the page with its security headers, a hashed
// asset precompressed with a year-long cache, /api proxied with the site's User-Agent, the same answer served from
// the shared cache the second time (with Age, the API asked once), /healthz, an API drift report posted to /report
// and logged as one JSON line, and a quick stop on SIGTERM.
// Given a built dist (npm test passes the size check's), it copies it instead of building again. Exits 1 on a fault.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { USER_AGENT } from '../server/headers.ts';

const KB = 1024;
const faults: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) faults.push(what);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};

const work = mkdtempSync(join(tmpdir(), 'container-check-'));
const app = join(work, 'app');
const dist = join(app, 'dist');
const given = process.argv[2];

function folderBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/** The bound address the server prints ("Serving … at http://127.0.0.1:PORT/ …"). */
function waitForAddress(child: ReturnType<typeof spawn>): Promise<string> {
  return new Promise((resolveAddress, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`The server printed no address in 10 s:\n${out}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /at (http:\/\/[^/\s]+)\//.exec(out);
      if (found?.[1]) {
        clearTimeout(timer);
        resolveAddress(found[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server stopped (exit ${String(code)}) before it listened:\n${out}`));
    });
  });
}

async function main(): Promise<void> {
  // The build stage: the app, the server as one file, compressed copies.
  if (given) cpSync(resolve(given), dist, { recursive: true });
  else execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist], { stdio: 'inherit' });
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'server/bundle.config.ts',
      '--logLevel',
      'warn',
      '--outDir',
      join(work, 'dist-server'),
    ],
    {
      stdio: 'inherit',
    },
  );
  execFileSync('npx', ['tsx', 'server/precompress.ts', dist], { stdio: 'inherit' });
  // The final stage: serve.mjs beside dist/, nothing else.
  cpSync(join(work, 'dist-server', 'serve.mjs'), join(app, 'serve.mjs'));
  check(
    !existsSync(join(app, 'node_modules')) && !existsSync(join(work, 'node_modules')),
    'the final stage has no node_modules',
  );
  console.log(
    `     final stage: serve.mjs ${(statSync(join(app, 'serve.mjs')).size / KB).toFixed(0)} KB, dist/ ${(folderBytes(dist) / KB).toFixed(0)} KB`,
  );

  // The API the server proxies to, recording what it is sent.
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const upstream = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ year: 2026, month: 11, days: [] }));
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  const upstreamAddress = upstream.address();
  if (typeof upstreamAddress !== 'object' || !upstreamAddress) throw new Error('The stand-in API has no address.');

  const server = spawn(process.execPath, ['serve.mjs', 'dist'], {
    cwd: app,
    // As the image sets them (HOST 127.0.0.1 here rather than 0.0.0.0: nothing outside this machine is to reach it).
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      SERVE_API_TARGET: `http://127.0.0.1:${String(upstreamAddress.port)}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What the server logs: a drift report must come out as one JSON line.
  let serverLog = '';
  server.stdout.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  try {
    const origin = await waitForAddress(server);
    const page = await fetch(`${origin}/`);
    const html = await page.text();
    const csp = page.headers.get('content-security-policy') ?? '';
    check(page.status === 200 && html.includes('<div id="root">'), 'GET / answers the app’s page');
    check(
      /connect-src 'self'/.test(csp) &&
        /frame-ancestors 'none'/.test(csp) &&
        /base-uri 'none'/.test(csp) &&
        !/script-src[^;]*'unsafe-inline'/.test(csp),
      `the page has the strict policy (${csp.slice(0, 60)}…)`,
    );
    check(page.headers.get('x-content-type-options') === 'nosniff', 'X-Content-Type-Options: nosniff');
    check(
      Boolean(page.headers.get('referrer-policy')),
      `Referrer-Policy: ${page.headers.get('referrer-policy') ?? 'missing'}`,
    );
    check(
      /no-cache/.test(page.headers.get('cache-control') ?? ''),
      `index.html is revalidated (${page.headers.get('cache-control') ?? 'no Cache-Control'})`,
    );

    const script = /src="\.?(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    check(Boolean(script), 'the page names its hashed script');
    // Every script the page names (its entry and the modules it preloads): each over the precompression threshold
    // (1 KB, server/precompress.ts) goes out as its brotli copy. The entry alone may be under it: it only imports.
    const scripts = [...html.matchAll(/(?:src|href)="\.?(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
    let large = 0;
    let precompressed = 0;
    for (const path of scripts) {
      const asset = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } });
      const bytes = (await asset.arrayBuffer()).byteLength;
      if (path === script)
        check(
          /max-age=31536000/.test(asset.headers.get('cache-control') ?? '') &&
            /immutable/.test(asset.headers.get('cache-control') ?? ''),
          'the script is cached for a year, immutable',
        );
      if (bytes < 1024) continue;
      large += 1;
      if (asset.status === 200 && asset.headers.get('content-encoding') === 'br') precompressed += 1;
    }
    check(
      large > 0 && precompressed === large,
      `the page's scripts over 1 KB are sent precompressed (${String(precompressed)} of ${String(large)})`,
    );

    const api = await fetch(`${origin}/api/totd/0`);
    const answer = (await api.json()) as { month?: unknown };
    check(api.status === 200 && answer.month === 11, '/api is proxied to the API');
    check(
      seen.at(-1)?.url === '/api/totd/0' && seen.at(-1)?.headers['user-agent'] === USER_AGENT,
      `the API is asked with the site's User-Agent ("${USER_AGENT}")`,
    );
    // The same answer again, a second later: from the shared cache, with its age, the API not asked again.
    await new Promise((done) => setTimeout(done, 1100));
    const again = await fetch(`${origin}/api/totd/0`, { headers: { authorization: 'Tmio another-visitor' } });
    const againBody = (await again.json()) as { month?: unknown };
    const age = Number(again.headers.get('age'));
    check(
      again.status === 200 &&
        againBody.month === 11 &&
        again.headers.get('x-cache') === 'HIT' &&
        age >= 1 &&
        seen.length === 1,
      `the second /api/totd/0 comes from the cache (X-Cache ${again.headers.get('x-cache') ?? 'none'}, Age ${again.headers.get('age') ?? 'none'}, API asked ${String(seen.length)} time(s))`,
    );
    const cdn = again.headers.get('cdn-cache-control') ?? '';
    check(
      /max-age=\d+/.test(cdn) && /stale-while-revalidate=\d+/.test(cdn),
      `a cached answer tells a CDN how to cache it (${cdn || 'no CDN-Cache-Control'})`,
    );
    check(
      again.headers.get('cache-control') === 'no-cache',
      `a cached answer has the browser ask again every time (${again.headers.get('cache-control') ?? 'no Cache-Control'})`,
    );
    const health = await fetch(`${origin}/healthz`);
    check(
      health.status === 200 && ((await health.json()) as { status?: string }).status === 'ok',
      'GET /healthz says ok',
    );

    // An API drift report as the app's beacon sends it (text/plain), written to the log as one line.
    const report = { endpoint: '/api/player/{id}', field: 'meta.profile', problem: 'dropped', count: 1 };
    const posted = await fetch(`${origin}/report`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ version: 'container-check', reports: [report] }),
    });
    for (let waited = 0; !serverLog.includes('"type":"api-drift"') && waited < 2000; waited += 50)
      await new Promise((done) => setTimeout(done, 50));
    const line = serverLog.split('\n').find((text) => text.includes('"type":"api-drift"')) ?? '';
    const logged =
      /^\{"type":"api-drift","time":"[^"]+","version":"container-check","endpoint":"\/api\/player\/\{id\}","field":"meta\.profile","problem":"dropped","count":1\}$/.test(
        line,
      );
    check(
      posted.status === 204 && logged,
      `POST /report is answered ${String(posted.status)} and logged as one JSON line (${line || 'no line'})`,
    );

    const stopping = Date.now();
    const exited = new Promise<number | null>((done) => server.on('exit', (code) => done(code)));
    server.kill('SIGTERM');
    const code = await exited;
    const took = Date.now() - stopping;
    check(code === 0 && took < 3000, `SIGTERM stops it cleanly (exit ${String(code)} in ${String(took)} ms)`);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    upstream.close();
    rmSync(work, { recursive: true, force: true });
  }
  if (faults.length > 0) {
    console.error(`\nContainer check failed: ${faults.join('; ')}`);
    process.exit(1);
  }
  console.log('\nContainer check passed: the final stage serves the site alone.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
});
