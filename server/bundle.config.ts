// The production server as one self-contained file, dist-server/serve.mjs: server/serve.ts with sirv, compression and
// the Redis client bundled in (the client's lazy imports too: one file, no chunks beside it), so the container's final image needs no node_modules (Dockerfile). Built by
// `npx vite build --config server/bundle.config.ts`.
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'server/serve.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'serve.mjs', format: 'esm', codeSplitting: false } },
  },
  // Every package goes into the file: the image installs none.
  ssr: { noExternal: true, target: 'node' },
});
