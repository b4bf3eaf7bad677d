import {
  docResume,
  docxResume,
  pdfResume,
  textPretendingToBePdf,
  zipOf,
} from '../../../test/support/resume-fixtures';
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

  it('takes an OLE2 compound file as a legacy DOC', async () => {
    await expect(detectResumeType(docResume())).resolves.toEqual({
      mimeType: 'application/msword',
      extension: '.doc',
    });
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
