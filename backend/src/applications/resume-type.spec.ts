import { randomBytes } from 'node:crypto';
import {
  compoundFile,
  docResume,
  docxResume,
  pdfResume,
  textPretendingToBePdf,
  zipOf,
} from '../../../test/support/resume-fixtures';
import { stagingBench } from '../../../test/support/staged-uploads';
import { resumeTypeOf } from './resume-type';

// Through the upload's own path: the first bytes, then what is needed of the stored file.
describe('resumeTypeOf', () => {
  const bench = stagingBench(resumeTypeOf);
  afterAll(() => bench.close());
  const typeOf = async (content: Buffer) => (await bench.receive(content)).accepted?.type ?? null;
  /** Null, and nothing of the file left in the store. */
  const refused = async (content: Buffer) => {
    const before = bench.files();
    const type = await typeOf(content);
    expect(bench.files()).toEqual(before);
    return type;
  };

  it('recognises a PDF by its bytes', async () => {
    await expect(typeOf(pdfResume())).resolves.toEqual({ mimeType: 'application/pdf', extension: '.pdf' });
  });

  it('recognises a DOCX (a zip holding word/ content)', async () => {
    await expect(typeOf(docxResume())).resolves.toEqual({
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: '.docx',
    });
  });

  it('recognises a DOCX whose Word parts come long after its first bytes (read from the stored file)', async () => {
    const docx = zipOf({
      'docProps/thumbnail.jpeg': randomBytes(300_000).toString('latin1'),
      '[Content_Types].xml':
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/document.xml': '<w:document/>',
    });
    await expect(typeOf(docx)).resolves.toMatchObject({ extension: '.docx' });
  });

  it('takes an OLE2 compound file with a WordDocument stream as a legacy DOC', async () => {
    await expect(typeOf(docResume())).resolves.toEqual({ mimeType: 'application/msword', extension: '.doc' });
  });

  // Security review: any OLE2 container (.xls, .msi, .msg) used to be accepted as a .doc.
  it.each([
    ['an Excel workbook', compoundFile({ streams: ['Workbook', '\u0005SummaryInformation'] })],
    [
      'an Outlook message',
      compoundFile({
        streams: ['__properties_version1.0', '__substg1.0_0037001F'],
        storage: { name: '__recip_version1.0_#00000000', streams: ['__substg1.0_3001001F'] },
      }),
    ],
    ['an installer', compoundFile({ streams: ['\u0005SummaryInformation', '\u4840\u3f3f\u4577\u446c'] })],
    [
      'a workbook with a Word document embedded in it',
      compoundFile({ streams: ['Workbook'], storage: { name: 'MBD00000001', streams: ['WordDocument'] } }),
    ],
    [
      'the OLE2 signature followed by nothing useful',
      Buffer.concat([docResume().subarray(0, 8), Buffer.alloc(4088)]),
    ],
    ['a Word file cut short before its directory', docResume().subarray(0, 700)],
  ])('refuses an OLE2 compound file that is not a Word document: %s', async (_what, content) => {
    await expect(refused(content)).resolves.toBeNull();
  });

  it('refuses text, an empty file and a zip that is not a Word document', async () => {
    await expect(refused(textPretendingToBePdf())).resolves.toBeNull();
    await expect(refused(Buffer.alloc(0))).resolves.toBeNull();
    await expect(refused(zipOf({ 'notes.txt': 'hello' }))).resolves.toBeNull();
  });

  it('refuses other recognised types such as PNG', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);
    await expect(refused(png)).resolves.toBeNull();
  });
});
