import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('gives an ASCII name plus the real one in RFC 5987 form, with the stored type extension', () => {
    expect(contentDisposition('Résumé "Aisha".pdf', '.pdf')).toBe(
      `attachment; filename="R_sum_ _Aisha_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22Aisha%22.pdf`,
    );
  });

  it('never lets a name carry a path, quotes or a hidden-file dot', () => {
    expect(contentDisposition('../../etc/passwd', '.doc')).toMatch(/^attachment; filename="etc_passwd\.doc"/);
    expect(contentDisposition('..', '.docx')).toMatch(/^attachment; filename="download\.docx"/);
    expect(contentDisposition('cv.exe', '.pdf')).toMatch(/filename="cv\.pdf"/);
  });
});
