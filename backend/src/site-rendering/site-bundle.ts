import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appConfig, type AppConfig } from '../platform/config/app.config';
import type { LoadedServerPage, ServerRenderInput } from '@uaq/contract';

export type { ServerRenderInput };
import { compileDocument, type HtmlDocument } from './html-document';

interface ServerEntry {
  load(input: ServerRenderInput): Promise<LoadedServerPage>;
}

/** The compressed copies the client build writes beside a file, by their file extension. */
export const PRECOMPRESSED_ENCODINGS = { br: '.br', gzip: '.gz' } as const;
export type PrecompressedEncoding = keyof typeof PRECOMPRESSED_ENCODINGS;

/** The built site, loaded once: the page template, the SSR entry and the client files by URL path. */
export interface LoadedSite {
  document: HtmlDocument;
  load: ServerEntry['load'];
  /** URL path (`/assets/index-abc.js`) to absolute file path, for every servable client file. */
  files: ReadonlyMap<string, string>;
  /** URL path to the encodings the build also wrote its file in (`<file>.br`, `<file>.gz`). */
  precompressed: ReadonlyMap<string, ReadonlySet<PrecompressedEncoding>>;
}

/**
 * Every client file except the page template (pages are rendered) and dot-folders (`.vite`); the
 * build's compressed copies are not addressable themselves, they list their file's encodings.
 */
function listClientFiles(clientDir: string): Pick<LoadedSite, 'files' | 'precompressed'> {
  const files = new Map<string, string>();
  const copies: [string, PrecompressedEncoding][] = [];
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.html')) continue;
    const absolute = join(entry.parentPath, entry.name);
    const urlPath = '/' + relative(clientDir, absolute).split(sep).join('/');
    if (urlPath.split('/').some((segment) => segment.startsWith('.'))) continue;
    const copy = Object.entries(PRECOMPRESSED_ENCODINGS).find(([, ext]) => urlPath.endsWith(ext));
    if (copy) copies.push([urlPath.slice(0, -copy[1].length), copy[0] as PrecompressedEncoding]);
    else files.set(urlPath, absolute);
  }
  const precompressed = new Map<string, Set<PrecompressedEncoding>>();
  for (const [urlPath, encoding] of copies) {
    if (!files.has(urlPath)) continue;
    precompressed.set(urlPath, (precompressed.get(urlPath) ?? new Set()).add(encoding));
  }
  return { files, precompressed };
}

/**
 * Loads the ES-module SSR bundle (it may use top-level await) from this CommonJS app: tsc (module
 * nodenext) keeps `import()` a real dynamic import, so Node's ESM loader handles it.
 */
async function importServerEntry(file: string): Promise<ServerEntry> {
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}

/**
 * The frontend build (`SITE_DIST_DIR`): client files in `client/`, the SSR bundle in `server/`.
 * Loaded once; when it is missing (API-only runs and tests) the site answers 503 and the API works.
 */
@Injectable()
export class SiteBundle implements OnApplicationBootstrap {
  private readonly logger = new Logger(SiteBundle.name);
  private loading: Promise<LoadedSite | null> | null = null;
  private missingBuildReported = false;
  readonly clientDir: string;
  readonly serverEntryFile: string;

  constructor(@Inject(appConfig.KEY) private readonly config: AppConfig) {
    this.clientDir = join(config.siteDistDir, 'client');
    this.serverEntryFile = join(config.siteDistDir, 'server', 'entry-server.js');
  }

  /** Loads the build at start-up so the first visitor does not wait for it (not in test apps). */
  onApplicationBootstrap(): void {
    if (this.config.nodeEnv === 'test') return;
    this.get().catch((error: unknown) =>
      this.logger.error(
        `Could not load the site build: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }

  /** The loaded site, or null while no build exists (checked again on the next call). */
  async get(): Promise<LoadedSite | null> {
    this.loading ??= this.load();
    try {
      const site = await this.loading;
      if (!site) this.loading = null;
      return site;
    } catch (error) {
      this.loading = null;
      throw error;
    }
  }

  private async load(): Promise<LoadedSite | null> {
    const templateFile = join(this.clientDir, 'index.html');
    if (!existsSync(templateFile) || !existsSync(this.serverEntryFile)) {
      if (this.missingBuildReported) return null;
      this.missingBuildReported = true;
      this.logger.warn(
        `No frontend build in ${this.clientDir} / ${this.serverEntryFile}: run "npm run build".`,
      );
      return null;
    }
    const entry = await importServerEntry(this.serverEntryFile);
    if (typeof entry.load !== 'function') {
      throw new Error(`${this.serverEntryFile} does not export load()`);
    }
    return {
      document: compileDocument(readFileSync(templateFile, 'utf8')),
      load: entry.load.bind(entry),
      ...listClientFiles(this.clientDir),
    };
  }
}
