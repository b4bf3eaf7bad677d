/**
 * Whether the client takes gzip (`Accept-Encoding: gzip` or `*`, not with q=0). Prepared bodies (public
 * reads, rendered pages) are kept gzipped, so gzip is served even to clients that would also take br:
 * no per-request compression.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}
