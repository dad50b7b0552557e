// The chunks most pages share are named in a <template> of the page (scripts/sharedPrefetch.ts): inert until the page
// has loaded and the browser is idle, then put in the head as <link rel="prefetch">, so they never compete with the
// first view's own requests and the next page's code finds them in the HTTP cache (docs/decisions/025).

function addLinks(): void {
  const template = document.getElementById('shared-chunks');
  if (template instanceof HTMLTemplateElement) document.head.append(template.content.cloneNode(true));
}

export function prefetchSharedChunks(): void {
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(addLinks) : setTimeout(addLinks, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
