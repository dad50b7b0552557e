// /early.js, built from src/app/early/main.ts as one classic script (an IIFE, no imports): index.html runs it async,
// beside the styles, before the app's code. Vite's own build bundles it, so it shares the app's endpoint
// declarations, session storage and auth scheme instead of a hand-kept copy (docs/decisions/017-early-request-from-typescript.md).
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY = fileURLToPath(new URL('../src/app/early/main.ts', import.meta.url));
export const EARLY_SCRIPT = 'early.js';

/** The script's code, minified. */
export async function bundleEarlyScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'tmioEarly', fileName: () => EARLY_SCRIPT },
    },
  });
  const chunk = (Array.isArray(result) ? result : [result])
    .flatMap((item) => ('output' in item ? item.output : []))
    .find((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error('The early script was not built.');
  return chunk.code;
}

/** Serves /early.js in development, emits it with every build and adds its tag to the page (async, in the head). */
export function earlyScript(): Plugin {
  let mocks = false;
  return {
    name: 'early-script',
    configResolved(config) {
      mocks = config.env.VITE_MOCKS === 'true';
    },
    // After Vite's own reading of the page: a classic script of ours is not one it should try to bundle.
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'script',
          attrs: { async: true, src: `/${EARLY_SCRIPT}`, 'data-mocks': String(mocks) },
          injectTo: 'head',
        },
      ],
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${EARLY_SCRIPT}`) {
          next();
          return;
        }
        bundleEarlyScript().then(
          (code) => {
            res.setHeader('Content-Type', 'text/javascript');
            res.end(code);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: EARLY_SCRIPT, source: await bundleEarlyScript() });
    },
  };
}
