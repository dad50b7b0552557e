// The chunks most pages import (the shared folders and packages: lib, api, data, components, the leaderboard area,
// TanStack Query's hooks, dayjs) are named in an inert <template id="shared-chunks"> that the shell turns into
// <link rel="prefetch"> once the page has loaded and is idle (src/app/shell/prefetchShared.ts), and left out of each
// page's list of files to preload with it: naming them in some forty lists weighed on the first view's JavaScript
// (docs/decisions/025).
import type { Plugin } from 'vite';

export const SHARED_CHUNK =
  /(^|\/)(lib|api|data|data-endpoints|components|leaderboard|tanstack-react-query|tanstack-query-core|dayjs)-[\w-]{8}\.js$/;

export function sharedPrefetch(): Plugin {
  let base = '/';
  return {
    name: 'shared-prefetch',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => [
        {
          tag: 'template',
          attrs: { id: 'shared-chunks' },
          children: Object.keys(bundle ?? {})
            .filter((file) => SHARED_CHUNK.test(file))
            .sort()
            .map((file) => ({ tag: 'link', attrs: { rel: 'prefetch', href: `${base}${file}` } })),
          injectTo: 'body',
        },
      ],
    },
  };
}
