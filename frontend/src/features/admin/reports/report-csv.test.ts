import { reportCsv } from './report-csv';

/** The rows of a one-column report CSV, without the byte-order mark and the header. */
const bodyOf = (csv: string) => csv.replace(/^\uFEFFSource\r\n/, '').replace(/\r\n$/, '');

describe('reportCsv', () => {
  // A source name is whatever a visitor's utm_source said: a formula planted there must not run.
  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+971*2', `'+971*2`],
    ['linkedin;=1+1', `linkedin;'=1+1`],
    ['linkedin;+971', `linkedin;'+971`],
    ['linkedin;-2+3', `linkedin;'-2+3`],
    ['linkedin;@SUM(A1)', `linkedin;'@SUM(A1)`],
    ['linkedin\t=1+1', `linkedin\t'=1+1`],
    ['linkedin\r=1+1', `"linkedin\r'=1+1"`],
    ['\t=1+1', `'\t'=1+1`],
  ])('writes %j so no spreadsheet runs it', (source, written) => {
    expect(bodyOf(reportCsv(['Source'], [[source]]))).toBe(written);
  });

  it('leaves ordinary text and the figures alone', () => {
    expect(
      reportCsv(
        ['Source', 'Applications'],
        [
          ['linkedin; referral', -1],
          ['Dubai, UAE', 3],
        ],
      ),
    ).toBe('\uFEFFSource,Applications\r\nlinkedin; referral,-1\r\n"Dubai, UAE",3\r\n');
  });
});
