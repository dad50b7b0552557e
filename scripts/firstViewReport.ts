// `SIZE_MODULES=1 npm run size` (vite.config.ts adds this plugin then): what each chunk of the first view holds.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { FIRST_VIEW_ROOTS } from './chunks.ts';

/**
 * `SIZE_MODULES=1 npm run size`: what each chunk of the first view holds, module by module: each module's code as the
 * bundler renders it, before minifying and compressing (a measure of weight, not of bytes sent). Then the first view
 * by package: each chunk's gzip size shared among its modules by their rendered sizes (an estimate: gzip does not
 * split by module).
 */
export function firstViewReport(): Plugin {
  return {
    name: 'first-view-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The entry's chunk, and those holding a root (the app's start is a module of "common", the page has its own chunk).
      const roots = chunks.filter(
        (chunk) => chunk.isEntry || Object.keys(chunk.modules).some((id) => FIRST_VIEW_ROOTS.includes(id)),
      );
      const seen = new Set<string>();
      const queue = roots.map((chunk) => chunk.fileName);
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
        if (seen.has(file)) continue;
        seen.add(file);
        queue.push(...(byName.get(file)?.imports ?? []));
      }
      const byPackage = new Map<string, number>();
      for (const file of seen) {
        const chunk = byName.get(file);
        if (!chunk) continue;
        const modules = Object.entries(chunk.modules)
          .filter(([, info]) => info.renderedLength > 0)
          .sort(([, a], [, b]) => b.renderedLength - a.renderedLength);
        console.log(
          `\n${file}: ${(chunk.code.length / 1024).toFixed(1)} KB minified, ${modules.length} modules (rendered sizes):`,
        );
        const rendered = modules.reduce((sum, [, info]) => sum + info.renderedLength, 0);
        const gzipped = gzipSync(chunk.code).length;
        for (const [id, info] of modules) {
          const name = id.replace(/^.*\/node_modules\//, '').replace(`${process.cwd()}/`, '');
          console.log(`  ${(info.renderedLength / 1024).toFixed(1).padStart(7)} KB  ${name}`);
          // A package (@scope/name or name), or the app's folder (src/app, src/components, …).
          const group = id.includes('/node_modules/')
            ? (/^(@[^/]+\/[^/]+|[^/]+)/.exec(name)?.[1] ?? name)
            : name.split('/').slice(0, 2).join('/');
          byPackage.set(group, (byPackage.get(group) ?? 0) + (gzipped * info.renderedLength) / rendered);
        }
      }
      console.log('\nFirst view by package (gzip, estimated):');
      for (const [group, bytes] of [...byPackage].sort(([, a], [, b]) => b - a)) {
        console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${group}`);
      }
    },
  };
}
