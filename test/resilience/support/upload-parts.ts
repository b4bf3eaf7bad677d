import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { APPLICATION_LIMITS, PROJECT_LIMITS, QUOTE_LIMITS } from '@uaq/contract';
import { compoundFile, docResume, docxResume, pdfResume, zipOf } from '../../support/resume-fixtures';

/** The three upload routes, each with its file part and size limit. */
export type UploadRoute = 'resume' | 'drawing' | 'photo';
export const PART_OF: Record<UploadRoute, { field: string; maxBytes: number }> = {
  resume: { field: 'resume', maxBytes: APPLICATION_LIMITS.resumeBytes },
  drawing: { field: 'drawing', maxBytes: QUOTE_LIMITS.drawingBytes },
  photo: { field: 'photo', maxBytes: PROJECT_LIMITS.photoBytes },
};

/** Image files made once (some take a second to encode): real images, bombs under and over the pixel cap. */
export interface ImageFixtures {
  jpeg: Buffer;
  png: Buffer;
  webp: Buffer;
  onePixel: Buffer;
  /** 6,000 × 6,000 (36 megapixels) of one colour: small on disk, under the cap. */
  bombUnderCap: Buffer;
  /** 8,000 × 6,500 (52 megapixels): over the cap. */
  bombOverCap: Buffer;
  /** A 4 × 4 PNG whose header says 60,000 × 60,000. */
  forgedHeader: Buffer;
}

export async function makeImageFixtures(): Promise<ImageFixtures> {
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#8e1b1b' } });
  const forgedHeader = await solid(4, 4).png().toBuffer();
  forgedHeader.writeUInt32BE(60_000, 16);
  forgedHeader.writeUInt32BE(60_000, 20);
  return {
    jpeg: await solid(640, 480).jpeg().toBuffer(),
    png: await solid(300, 200).png().toBuffer(),
    webp: await solid(200, 300).webp().toBuffer(),
    onePixel: await solid(1, 1).png().toBuffer(),
    bombUnderCap: await solid(6000, 6000).png({ compressionLevel: 9 }).toBuffer(),
    bombOverCap: await solid(8000, 6500).png({ compressionLevel: 9 }).toBuffer(),
    forgedHeader,
  };
}

/** `content` padded to exactly `size` bytes (spaces after a PDF, zeros elsewhere). */
const padded = (content: Buffer, size: number): Buffer =>
  Buffer.concat([content, Buffer.alloc(Math.max(0, size - content.length), 0x20)]);

/** File contents a client might send to `route`: the right kind, disguises, polyglots, bombs, size edges. */
export function fileContents(route: UploadRoute, images: ImageFixtures): fc.Arbitrary<Buffer> {
  const limit = PART_OF[route].maxBytes;
  const valid =
    route === 'resume'
      ? [pdfResume(), docxResume(), docResume()]
      : route === 'drawing'
        ? [pdfResume(), images.png, images.jpeg]
        : [images.jpeg, images.png, images.webp, images.onePixel];
  const disguised = [
    Buffer.from('plain text pretending to be a PDF'),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    Buffer.from('<!doctype html><script>alert(1)</script>'),
    Buffer.concat([Buffer.from('MZ'), randomBytes(1000)]),
    zipOf({ 'notes.txt': 'hello' }),
    compoundFile({ streams: ['Workbook', '\u0005SummaryInformation'] }),
    images.png,
    pdfResume(),
  ];
  const polyglots = [
    // A PDF whose tail is a ZIP, a JPEG whose tail is HTML, a GIF that is also a JAR.
    Buffer.concat([pdfResume(), zipOf({ 'word/document.xml': '<w:document/>' })]),
    Buffer.concat([images.jpeg, Buffer.from('<html><script>alert(1)</script></html>')]),
    Buffer.concat([Buffer.from('GIF89a'), randomBytes(200), zipOf({ 'META-INF/MANIFEST.MF': 'x' })]),
    Buffer.concat([zipOf({ 'a.txt': 'x' }), pdfResume()]),
  ];
  const bombs = [images.bombUnderCap, images.bombOverCap, images.forgedHeader];
  const broken = [
    Buffer.alloc(0),
    ...valid.map((content) => content.subarray(0, Math.floor(content.length / 2))),
    randomBytes(2000),
  ];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...valid) },
    { weight: 3, arbitrary: fc.constantFrom(...disguised) },
    { weight: 2, arbitrary: fc.constantFrom(...polyglots) },
    { weight: 2, arbitrary: fc.constantFrom(...bombs) },
    { weight: 2, arbitrary: fc.constantFrom(...broken) },
    // Size edges: exactly the limit, and one byte over it.
    { weight: 1, arbitrary: fc.constantFrom(limit, limit + 1).map((size) => padded(valid[0]!, size)) },
  );
}

/** File names as raw header bytes: ordinary, and the hostile ones. */
export const fileNames: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('cv.pdf', 'Résumé 2026.docx', 'مخطط.pdf', 'photo.JPG', 'no-extension', ''),
  fc.constantFrom(
    'cv\r\n.pdf',
    'cv.pdf\r\nContent-Type: text/html',
    'cv\r\n .pdf',
    'cv\n.pdf',
    'cv\r.pdf',
    'cv\u0000.pdf',
    '../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '/absolute/path/cv.pdf',
    'cv\u202Efdp.exe',
    'a"b.pdf',
    'a%22b%0D%0A.pdf',
  ),
  fc.integer({ min: 256, max: 20_000 }).map((length) => `${'n'.repeat(length)}.pdf`),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** How the multipart body is framed: whole, or broken the ways a client or a proxy breaks it. */
export type Framing =
  | 'whole'
  | 'no closing boundary'
  | 'cut in the file'
  | 'cut in a part header'
  | 'no line break before the boundary'
  | 'epilogue after the end'
  | 'two file parts'
  | 'part without a disposition'
  | 'boundary missing from the content type';
export const framings: fc.Arbitrary<Framing> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('whole' as const) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'no closing boundary' as const,
      'cut in the file' as const,
      'cut in a part header' as const,
      'no line break before the boundary' as const,
      'epilogue after the end' as const,
      'two file parts' as const,
      'part without a disposition' as const,
      'boundary missing from the content type' as const,
    ),
  },
);

/** A multipart body written byte for byte (the file name as raw UTF-8 bytes), framed as asked. */
export function multipartBody(
  fields: Record<string, string | string[]>,
  file: { field: string; name: string; content: Buffer },
  framing: Framing,
): { contentType: string; body: Buffer } {
  const boundary = `----fuzz${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`),
    ),
  );
  const fileHeader = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filePart = [fileHeader, file.content];
  let parts: Buffer[];
  switch (framing) {
    case 'no closing boundary':
      parts = [...fieldParts, ...filePart];
      break;
    case 'cut in the file':
      parts = [...fieldParts, fileHeader, file.content.subarray(0, Math.floor(file.content.length / 2))];
      break;
    case 'cut in a part header':
      parts = [...fieldParts, fileHeader.subarray(0, Math.floor(fileHeader.length / 2))];
      break;
    case 'no line break before the boundary':
      parts = [...fieldParts, ...filePart, Buffer.from(`--${boundary}--\r\n`)];
      break;
    case 'epilogue after the end':
      parts = [...fieldParts, ...filePart, closing, Buffer.from(`\r\n--${boundary}\r\ngarbage\r\n`)];
      break;
    case 'two file parts':
      parts = [...fieldParts, ...filePart, Buffer.from('\r\n'), ...filePart, closing];
      break;
    case 'part without a disposition':
      parts = [
        ...fieldParts,
        Buffer.from(`--${boundary}\r\nContent-Type: application/pdf\r\n\r\n`),
        file.content,
        closing,
      ];
      break;
    default:
      parts = [...fieldParts, ...filePart, closing];
  }
  const contentType =
    framing === 'boundary missing from the content type'
      ? 'multipart/form-data'
      : `multipart/form-data; boundary=${boundary}`;
  return { contentType, body: Buffer.concat(parts) };
}
