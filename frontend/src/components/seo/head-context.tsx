import { createContext, useContext } from 'react';
import type { Language } from '@uaq/contract';

/** What the pages declared for <head>, collected while rendering on the server. */
export interface HeadData {
  title?: string;
  description?: string;
  /** The English path of the page; each language's URL is derived from it (hreflang alternates). */
  canonicalPath?: string;
  /** The page's language (English when not set). */
  language?: Language;
  /** The languages the page exists in (every language when not set): its `hreflang` alternates. */
  languages?: readonly Language[];
  ogType?: string;
  ogImage?: string;
  noindex?: boolean;
  jsonLd: Map<string, object>;
}

/** Present only during server rendering: entry-server reads it after renderToString. */
export interface ServerRenderContext {
  head: HeadData;
  addJsonLd(id: string, data: object): void;
  /** The islands the page shows (islands/island.tsx): their code is preloaded with the page. */
  islands: Set<string>;
}

export function createServerRenderContext(): ServerRenderContext {
  const context: ServerRenderContext = {
    head: { jsonLd: new Map() },
    islands: new Set(),
    addJsonLd: (id, data) => {
      context.head.jsonLd.set(id, data);
    },
  };
  return context;
}

export const ServerRenderContextValue = createContext<ServerRenderContext | null>(null);

export function useServerRenderContext(): ServerRenderContext | null {
  return useContext(ServerRenderContextValue);
}

/** The site's name, appended to page titles ("Fire Alarm Systems | <name>"). */
export const SiteNameContext = createContext<string>('');
