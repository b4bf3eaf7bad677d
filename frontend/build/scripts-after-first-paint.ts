import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

const BOOT_SOURCE = '/src/entry-boot.ts';
/** The client entry's tag: as index.html names it for the dev server, as a build writes it. */
const ENTRY_TAG = {
  source: /<script type="module" src="(\/src\/entry-client\.tsx)"><\/script>/,
  built: /<script type="module" crossorigin src="(\/assets\/[^"]+)"><\/script>/,
};

/**
 * Replaces the HTML's tag of the client entry by one of `src/entry-boot.ts`, which fetches the page's
 * scripts after the first paint (its comment says why), with the entry in `data-entry`. The dev
 * server serves the boot script from its source; a build bundles it on its own (by rolldown, Vite's
 * bundler) so that it carries none of the app, named by its content's hash like the other assets.
 */
export function scriptsAfterFirstPaint(): Plugin {
  let building = false;
  let bootFile: { fileName: string; code: string } | undefined;

  return {
    name: 'scripts-after-first-paint',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      const { output } = await build({
        input: fileURLToPath(new URL(`..${BOOT_SOURCE}`, import.meta.url)),
        write: false,
        logLevel: 'warn',
        output: { format: 'esm', minify: true },
      });
      const { code } = output[0];
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      bootFile = { fileName: `assets/entry-boot-${hash}.js`, code };
    },
    generateBundle() {
      if (!bootFile) throw new Error('The boot script was not built');
      this.emitFile({ type: 'asset', fileName: bootFile.fileName, source: bootFile.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entryTag = building ? ENTRY_TAG.built : ENTRY_TAG.source;
        const entry = entryTag.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no client entry to load after the first paint');
        if (building && !bootFile) throw new Error('The boot script was not built');
        const boot = bootFile ? `/${bootFile.fileName}` : BOOT_SOURCE;
        return html.replace(entryTag, `<script type="module" src="${boot}" data-entry="${entry}"></script>`);
      },
    },
  };
}
