import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// react-router 7 only exports its development build (ENABLE_DEV_WARNINGS on, warning code kept):
// remix-run/react-router#14102. Its package ships the production build too: builds use that (the
// dev server keeps the development build and its warnings).
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);

/**
 * Moves the built stylesheet link above `<!--app-head-->`, where the server puts the page's
 * modulepreload hints: on HTTP/1.1 the browser would otherwise queue the render-blocking stylesheet
 * behind a dozen script downloads.
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

// Client build -> dist/client (with a manifest the server reads); `vite build --ssr` -> dist/server.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), stylesheetFirst()],
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
        { outDir: 'dist/client', emptyOutDir: true, manifest: true, sourcemap: false, cssCodeSplit: false }),
  },
  ssr: {
    // Bundle these so the server module is self-contained and ESM/CJS interop stays Vite's problem.
    noExternal: ['@reduxjs/toolkit', 'react-redux', 'react-router', 'lucide-react'],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
