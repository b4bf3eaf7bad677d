/** An ASCII-only name for the quoted `filename=`; the real name goes in RFC 5987 `filename*`. */
export function contentDisposition(
  originalName: string,
  extension: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const base = originalName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const ascii =
    base
      .replace(/[^A-Za-z0-9._ -]+/g, '_')
      .replace(/^[._ ]+/, '')
      .slice(0, 100) || 'download';
  const encoded = encodeURIComponent(`${base}${extension}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}${extension}"; filename*=UTF-8''${encoded}`;
}
