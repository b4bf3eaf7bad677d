import { referralsTable } from './referrals-report';
import { reportCsv } from './report-csv';
import { referralsReportTexts } from './referrals-texts';

describe('the referrals CSV', () => {
  // A referrer's name is typed by HR: a formula typed there must not run in a spreadsheet.
  it('has the table’s columns and rows, a name that starts a formula neutralised', () => {
    const table = referralsTable(referralsReportTexts.english, {
      range: { from: '2026-01-01', to: '2026-03-31', jobId: null },
      rows: [
        { referrer: 'Rashid Al Marri', applications: 3, shortlisted: 2, hired: 1 },
        { referrer: '=HYPERLINK("http://evil.example")', applications: 1, shortlisted: 0, hired: 0 },
      ],
    });
    expect(reportCsv(table.header, table.rows)).toBe(
      '\uFEFFReferrer,Applications,Shortlisted,Hired\r\n' +
        'Rashid Al Marri,3,2,1\r\n' +
        `"'=HYPERLINK(""http://evil.example"")",1,0,0\r\n`,
    );
  });
});
