import { DatedRepresentations } from './dated-representations';

describe('DatedRepresentations', () => {
  let now = new Date('2031-03-10T05:00:00.400Z');
  const documents = new DatedRepresentations(() => now);
  const lastModifiedOf = (content: string) => documents.of('feed', 'application/xml', content).lastModified;

  it('dates a content by when it was first made, and keeps that date while it stays the same', () => {
    expect(lastModifiedOf('<a/>')).toBe('Mon, 10 Mar 2031 05:00:00 GMT');
    now = new Date('2031-03-10T06:00:00Z');
    expect(lastModifiedOf('<a/>')).toBe('Mon, 10 Mar 2031 05:00:00 GMT');
  });

  it('moves forward at each change, by a second at least, even twice in the same second', () => {
    expect(lastModifiedOf('<b/>')).toBe('Mon, 10 Mar 2031 06:00:00 GMT');
    expect(lastModifiedOf('<a/>')).toBe('Mon, 10 Mar 2031 06:00:01 GMT');
    expect(lastModifiedOf('<b/>')).toBe('Mon, 10 Mar 2031 06:00:02 GMT');
  });

  it('gives the same content the same ETag whenever it was made', () => {
    const other = new DatedRepresentations(() => new Date('2040-01-01T00:00:00Z'));
    expect(other.of('feed', 'application/xml', '<b/>').etag).toBe(
      documents.of('feed', 'application/xml', '<b/>').etag,
    );
  });
});
