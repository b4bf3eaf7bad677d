import { JSDOM } from 'jsdom';

/**
 * The bar for Arabic text the site sends (pages, e-mails, calendar entries): no Latin-script word
 * outside what is English on purpose (`lang="en"` on pages), except brand and standard names, e-mail
 * addresses and web addresses; numbers (phone numbers, licence codes) are fine.
 */
const LATIN_ALLOWED = new Set([
  // Brands and trade names written in Latin letters in Arabic too (see docs/arabic-glossary.md).
  'LinkedIn',
  'WhatsApp',
  'FM-200',
  'NFPA',
  'NEBOSH',
  'IGC',
  'ITI',
  'UAQ',
  'OpenStreetMap',
  // File formats named as they are written on the files.
  'PDF',
  'DOC',
  'DOCX',
  'JPEG',
  'PNG',
  // Trade abbreviations and product names kept in Latin letters in Arabic trade writing.
  'BMS',
  'Novec',
]);
const EMAIL_OR_URL = /\S+@\S+\.\S+|https?:\/\/\S+|www\.\S+/g;
const LATIN_WORD = /[A-Za-z][A-Za-z0-9'’.-]*/g;

/** The Latin words of an Arabic text that a reader would see as untranslated English. */
export function latinWords(text: string): string[] {
  return (
    (text.replace(EMAIL_OR_URL, ' ').match(LATIN_WORD) ?? [])
      // Codes with digits (licence numbers) count as numbers.
      .filter((word) => !/\d/.test(word) && !LATIN_ALLOWED.has(word.replace(/[.]+$/, '')))
  );
}

/**
 * The Latin words a reader sees on an HTML page (or e-mail) outside `lang="en"` elements; with
 * `head`, also in the title, description and share texts (which cannot mark a fallback).
 */
export function latinWordsOutsideEnglish(html: string, { head = true } = {}): string[] {
  const { document } = new JSDOM(html).window;
  const texts: string[] = [];
  const englishOrHidden = 'script, style, noscript, template, [lang|="en"]';
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(englishOrHidden)) texts.push(node.textContent ?? '');
  }
  if (head) texts.push(document.title);
  for (const meta of document.querySelectorAll<HTMLMetaElement>(
    'meta[name="description"], meta[property="og:title"], meta[property="og:description"]',
  )) {
    if (head) texts.push(meta.content);
  }
  return texts.flatMap(latinWords);
}
