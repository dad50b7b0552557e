import { http, HttpResponse } from 'msw';
import { rngFor } from '../data/random';

// Images the mocked data points to, drawn as small SVGs so no binary files are needed and none is broken.
const svg = (body: string, width: number, height: number) =>
  new HttpResponse(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
    {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
    },
  );

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hue(seed: string, salt = ''): number {
  return rngFor('hue', seed, salt).int(0, 359);
}

function flag(code: string): Response {
  const stripes = [0, 1, 2]
    .map((i) => `<rect x="${i * 20}" width="20" height="40" fill="hsl(${hue(code, String(i))} 65% 50%)"/>`)
    .join('');
  return svg(
    `${stripes}<text x="30" y="26" font-size="13" font-family="sans-serif" text-anchor="middle" fill="#fff">${escapeXml(code.slice(0, 3).toUpperCase())}</text>`,
    60,
    40,
  );
}

function echelon(level: string): Response {
  return svg(
    `<polygon points="32,2 62,20 52,62 12,62 2,20" fill="hsl(${(Number(level) || 0) * 35} 60% 45%)"/><text x="32" y="44" font-size="26" font-family="sans-serif" text-anchor="middle" fill="#fff">${escapeXml(level)}</text>`,
    64,
    64,
  );
}

function picture(seed: string, width: number, height: number): Response {
  const a = hue(seed, 'a');
  const b = hue(seed, 'b');
  const label = escapeXml(seed.slice(0, 6));
  return svg(
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 70% 45%)"/><stop offset="1" stop-color="hsl(${b} 70% 25%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><path d="M0 ${height * 0.8} Q ${width / 2} ${height * 0.4} ${width} ${height * 0.7}" stroke="#fff" stroke-opacity=".5" stroke-width="${height / 20}" fill="none"/><text x="${width / 2}" y="${height / 2}" font-size="${Math.min(width, height) / 6}" font-family="sans-serif" text-anchor="middle" fill="#fff" fill-opacity=".8">${label}</text>`,
    width,
    height,
  );
}

/** An empty zip archive (its end-of-directory record alone): an item pack that opens. */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...Array<number>(18).fill(0)]);

const stem = (file: unknown) => String(file).replace(/\.[a-z0-9]+$/i, '');

export const imageHandlers = [
  http.get('/img/flags/:file', ({ params }) => flag(stem(params.file))),
  http.get('/img/echelon/:file', ({ params }) => echelon(stem(params.file))),
  http.get('/mock-img/thumbnails/:file', ({ params }) => picture(stem(params.file), 256, 256)),
  http.get('/mock-img/:kind/:file', ({ params }) => {
    // Wide banners, tall event images (an event's verticalurl), square logos and the rest.
    const kind = String(params.kind);
    const [width, height] = kind === 'wide' ? [512, 128] : kind === 'vertical' ? [128, 512] : [256, 256];
    return picture(stem(params.file), width, height);
  }),
  // The file host: it names each file itself (as storage hosts do, by its id), which is why the site fetches an item
  // pack and saves it under its own .zip name; it allows that fetch from any origin (CORS), as the real one must.
  http.get(
    '/mock-files/:kind/:file',
    ({ params }) =>
      new HttpResponse(String(params.kind) === 'items' ? EMPTY_ZIP : `GBX mock file ${String(params.file)}`, {
        headers: {
          'Content-Type': String(params.kind) === 'items' ? 'application/zip' : 'application/octet-stream',
          'Content-Disposition': `attachment; filename="${String(params.file)}"`,
          'Access-Control-Allow-Origin': '*',
        },
      }),
  ),
];
