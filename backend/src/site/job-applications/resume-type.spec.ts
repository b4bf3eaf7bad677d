import {
  compoundFile,
  docResume,
  docxResume,
  pdfResume,
  textPretendingToBePdf,
  zipOf,
} from '../../../../test/support/resume-fixtures';
import { detectResumeType } from './resume-type';

describe('detectResumeType', () => {
  it('recognises a PDF by its bytes', async () => {
    await expect(detectResumeType(pdfResume())).resolves.toEqual({
      mimeType: 'application/pdf',
      extension: '.pdf',
    });
  });

  it('recognises a DOCX (a zip holding word/ content)', async () => {
    await expect(detectResumeType(docxResume())).resolves.toEqual({
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: '.docx',
    });
  });

  it('takes an OLE2 compound file with a WordDocument stream as a legacy DOC', async () => {
    await expect(detectResumeType(docResume())).resolves.toEqual({
      mimeType: 'application/msword',
      extension: '.doc',
    });
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
    await expect(detectResumeType(content)).resolves.toBeNull();
  });

  it('refuses text, an empty file and a zip that is not a Word document', async () => {
    await expect(detectResumeType(textPretendingToBePdf())).resolves.toBeNull();
    await expect(detectResumeType(Buffer.alloc(0))).resolves.toBeNull();
    await expect(detectResumeType(zipOf({ 'notes.txt': 'hello' }))).resolves.toBeNull();
  });

  it('refuses other recognised types such as PNG', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);
    await expect(detectResumeType(png)).resolves.toBeNull();
  });
});
