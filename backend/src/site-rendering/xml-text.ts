/**
 * Text inside the XML files the site serves (sitemap, job feeds). Everything put in them is made safe
 * here: characters XML forbids are dropped, markup characters escaped or wrapped.
 */

/** What XML 1.0 allows in a document (a control character, a lone surrogate or U+FFFE would make it unreadable). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML allows it. */
function xmlCharacters(text: string): string {
  return text.replace(NOT_XML, '');
}

/** Text for an element or an attribute value: markup and quotes escaped. */
export function escapeXml(text: string): string {
  return xmlCharacters(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Text as a CDATA section (what job boards ask for in their feeds): written as it is, except that a
 * `]]>` inside it, which would end the section, is split across two sections.
 */
export function cdata(text: string): string {
  return `<![CDATA[${xmlCharacters(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}
