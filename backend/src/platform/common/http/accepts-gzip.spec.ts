import { acceptsGzip } from './accepts-gzip';

describe('acceptsGzip', () => {
  it.each(['gzip', 'deflate, gzip, br, zstd', 'br;q=1.0, gzip;q=0.8', '*', 'GZIP'])(
    'is true for %p',
    (header) => {
      expect(acceptsGzip(header)).toBe(true);
    },
  );

  it.each([undefined, '', 'identity', 'br', 'gzip;q=0', 'deflate, gzip;q=0.0'])(
    'is false for %p',
    (header) => {
      expect(acceptsGzip(header)).toBe(false);
    },
  );
});
