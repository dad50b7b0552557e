// The chunks most pages share are named in an inert template and fetched only once the page has loaded and is idle
// (src/app/shell/prefetchShared.ts): before that nothing is asked for, after it each one is a prefetch link.
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchSharedChunks } from '../../src/app/shell/prefetchShared';

afterEach(() => {
  document.getElementById('shared-chunks')?.remove();
  for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) link.remove();
});

function pageNaming(...files: string[]) {
  const template = document.createElement('template');
  template.id = 'shared-chunks';
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    template.content.append(link);
  }
  document.body.append(template);
}

const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

describe('the shared chunks', () => {
  it('are not asked for while the page is still at work', () => {
    pageNaming('./assets/lib-AAAAAAAA.js');
    prefetchSharedChunks();
    expect(prefetched()).toEqual([]);
  });

  it('are prefetched once the loaded page is idle', async () => {
    pageNaming('./assets/lib-AAAAAAAA.js', './assets/data-BBBBBBBB.js');
    prefetchSharedChunks();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prefetched()).toEqual(['./assets/lib-AAAAAAAA.js', './assets/data-BBBBBBBB.js']);
  });

  it('leave a page without the template as it is', async () => {
    prefetchSharedChunks();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prefetched()).toEqual([]);
  });
});
