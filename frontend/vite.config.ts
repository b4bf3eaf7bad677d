import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { gzipAsync } from '@gfx/zopfli';
import { typefaceCuts } from './build/typeface-cuts';
import { scriptsAfterFirstPaint } from './build/scripts-after-first-paint';

// react-router 7 only exports its development build (ENABLE_DEV_WARNINGS on, warning code kept):
// remix-run/react-router#14102. Its package ships the production build too: builds use that (the
// dev server keeps the development build and its warnings).
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);

/**
 * Moves the built stylesheet link above `<!--app-head-->`, where the server puts the page's font
 * preloads: the render-blocking stylesheet is requested first.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets: string[] = [];
        const rest = html.replace(/\s*(<link rel="stylesheet"[^>]*>)/g, (_, link: string) => {
          stylesheets.push(link);
          return '';
        });
        return rest.replace('<!--app-head-->', [...stylesheets, '<!--app-head-->'].join('\n    '));
      },
    },
  };
}

/**
 * React Router's build declares every component and context at the top level with `React.forwardRef()`
 * / `React.createContext()` (not marked pure) followed by a `displayName` assignment, so the bundler
 * must keep all of them: `<Form>`, fetchers and their helpers (~1.3 KB gzipped) reached every public
 * page although no screen uses them. Marking those calls pure and dropping the DevTools-only names lets
 * tree-shaking remove what is unused.
 */
function treeShakableRouter(): Plugin {
  return {
    name: 'tree-shakable-router',
    apply: 'build',
    transform(code, id) {
      if (!/react-router[\\/]dist[\\/]production[\\/]chunk-/.test(id)) return null;
      return code
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
        .replace(
          /= (React\d*)\.(forwardRef|createContext|memo|createElement)\(/g,
          '= /* @__PURE__ */ $1.$2(',
        );
    },
  };
}

const brotli = promisify(brotliCompress);

/**
 * Writes `<file>.br` and `<file>.gz` beside each script, stylesheet and SVG of the client build,
 * compressed once at the highest settings (Brotli 11; gzip by Zopfli, ~3.5% smaller than zlib's
 * best), which the server sends instead of compressing the file on every request.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist/client';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => /\.(?:js|css|svg)$/.test(fileName))
          .map(async (fileName) => {
            const file = join(outDir, fileName);
            const body = await readFile(file);
            const params = { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length };
            await writeFile(`${file}.br`, await brotli(body, { params }));
            await writeFile(`${file}.gz`, await gzipAsync(body, { numiterations: 15 }));
          }),
      );
    },
  };
}

// Client build -> dist/client (with a manifest the server reads); `vite build --ssr` -> dist/server.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    typefaceCuts(),
    stylesheetFirst(),
    treeShakableRouter(),
    ...(isSsrBuild ? [] : [scriptsAfterFirstPaint(), precompressedAssets()]),
  ],
  resolve: {
    alias: {
      ...(command === 'build' && {
        'react-router/dom': join(reactRouterDist, 'dom-export.mjs'),
        'react-router': join(reactRouterDist, 'index.mjs'),
      }),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    // Illustrations stay separate, cacheable files instead of growing the JavaScript they are used from.
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    // The server's HTML preloads the current page's chunks (asset-hints.ts). Vite's own preloading
    // would ship every page's dependency list (~1 KB) to every page just to save one round trip
    // when a page is first reached by client-side navigation.
    modulePreload: false,
    ...(isSsrBuild
      ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: false }
      : // One stylesheet for the whole site: the server-rendered HTML links it, so every page (whatever
        // its JS chunk) is styled before any script runs.
        {
          outDir: 'dist/client',
          emptyOutDir: true,
          manifest: true,
          sourcemap: false,
          cssCodeSplit: false,
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // Everything the entry needs in one file: on its own, each shared piece (React, the
                  // router, the icons' runtime, the contract's lists) was a separate small chunk that
                  // every page downloaded anyway, each compressed alone (~1.5 KB gzipped more per page).
                  { name: 'index', tags: ['$initial'], priority: 2 },
                ],
              },
            },
          },
        }),
  },
  ssr: {
    // Bundle every package: the server module is self-contained, so the image installs none of the
    // site's packages (React, the router, 50 MB of icon sources) and ESM/CJS interop stays Vite's problem.
    noExternal: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
