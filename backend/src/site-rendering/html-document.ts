import { SERVER_DATA_ELEMENT_ID, type Language } from '@uaq/contract';
import { serializeForScript } from './job-posting';

const PLACEHOLDERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-state-->'] as const;
/** The template's root element, whose language and direction Arabic pages change. */
const HTML_ELEMENT = /<html\b[^>]*>/i;
const ARABIC_HTML_ELEMENT = '<html lang="ar" dir="rtl">';

export interface DocumentParts {
  /** The page's language: Arabic pages are `<html lang="ar" dir="rtl">` (English when not given). */
  language?: Language;
  head: string;
  appHtml: string;
  preloadedState: unknown;
}

export type HtmlDocument = (parts: DocumentParts) => string;

/**
 * Splits the built `index.html` once at its three placeholders, so each page is a few string
 * concatenations (no search-and-replace per request, and no `$&` surprises from String.replace).
 */
export function compileDocument(template: string): HtmlDocument {
  const missing = PLACEHOLDERS.filter((placeholder) => !template.includes(placeholder));
  if (missing.length > 0) {
    throw new Error(`index.html lacks the placeholder(s) ${missing.join(', ')}`);
  }
  const slots = PLACEHOLDERS.map((placeholder) => ({ placeholder, at: template.indexOf(placeholder) })).sort(
    (a, b) => a.at - b.at,
  );
  const texts: string[] = [];
  let from = 0;
  for (const { placeholder, at } of slots) {
    texts.push(template.slice(from, at));
    from = at + placeholder.length;
  }
  texts.push(template.slice(from));
  // The template is the English page (`<html lang="en" dir="ltr">`); the Arabic start is made once.
  const rootMatch = HTML_ELEMENT.exec(texts[0]);
  const arabicStart = rootMatch
    ? texts[0].slice(0, rootMatch.index) +
      ARABIC_HTML_ELEMENT +
      texts[0].slice(rootMatch.index + rootMatch[0].length)
    : texts[0];
  return ({ language = 'en', head, appHtml, preloadedState }) => {
    const fill: Record<(typeof PLACEHOLDERS)[number], string> = {
      '<!--app-head-->': head,
      '<!--app-html-->': appHtml,
      // A data block the client entry parses, never run as script (CSP: no 'unsafe-inline').
      '<!--app-state-->': `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${serializeForScript(preloadedState ?? null)}</script>`,
    };
    const start = language === 'ar' ? arabicStart : texts[0];
    return start + slots.map(({ placeholder }, index) => fill[placeholder] + texts[index + 1]).join('');
  };
}
