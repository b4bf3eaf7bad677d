import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { applicationFor, createJob, nextClientAddress } from '../api/job-applications-fixtures';

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP, CSV Injection). */
const FORMULA_START = /^[=+\-@\t\r\n]/;
/** Where a reader may start a new cell inside ours: another separator, a line break, a double quote. */
const CELL_BREAK = /[,;\t\r\n"]/;

/** Formulas planted after a separator inside a cell, and behind a tab or a carriage return. */
const PLANTED = [
  'Al Raas;=HYPERLINK("http://evil.example","Open")',
  'Villa 7;+971*2',
  'Block B;-2+3',
  'Office;@SUM(A1:A9)',
  'Dubai\t=1+1',
  'Sharjah\r=1+1',
];

/** RFC 4180, as a spreadsheet reads the file it was given: rows of decoded cells. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || (char === '\r' && body[index + 1] === '\n')) {
      if (char === '\r') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/**
 * The cells a reader could make of `cell`: the cell itself, and what follows each separator or
 * quote inside it (a `;` spreadsheet splits there, a pasted row splits at tabs and line breaks).
 */
function cellsAReaderMayStart(cell: string): string[] {
  const starts = [cell];
  for (let index = 0; index < cell.length; index += 1) {
    if (CELL_BREAK.test(cell[index])) starts.push(cell.slice(index + 1));
  }
  return starts;
}

/** Every formula a reader could run from the file: each starting cell that begins with a trigger. */
function runnableFormulas(csv: string): string[] {
  return readCsv(csv)
    .flat()
    .flatMap(cellsAReaderMayStart)
    .filter((start) => FORMULA_START.test(start));
}

/** The planted text is all still there, read back without the quotes that neutralise it. */
function withoutNeutralising(cell: string): string {
  return cell.replace(/'(?=[=+\-@\t\r\n])/g, '');
}

/**
 * Finding: the exports neutralised a formula at the start of a cell and after `;=` only, so `;+`,
 * `;-` and `;@` (and a formula after a tab or a carriage return) still ran in a spreadsheet that
 * splits the cell there. Tried as an applicant or a visitor planting them in every free-text field.
 */
describe.each(TEST_ENGINES)('CSV exports neutralise planted formulas (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    auth = `Bearer ${await api.adminToken()}`;
  });
  afterAll(() => api.close());

  it('applications export: names and addresses with formulas after a separator, a tab or a CR', async () => {
    const job = await createJob(api, { title: 'Csv Planted Job' });
    for (const planted of PLANTED) {
      await api
        .request()
        .post('/api/job-applications')
        .set('X-Forwarded-For', nextClientAddress())
        .send(applicationFor(job.id, { firstName: planted, lastName: planted, address: planted }))
        .expect(201);
    }
    const csv = (
      await api
        .request()
        .get(`/api/admin/job-applications/export.csv?jobId=${job.id}`)
        .set('Authorization', auth)
        .expect(200)
    ).text;
    const rows = readCsv(csv);
    expect(rows).toHaveLength(1 + PLANTED.length);
    expect(runnableFormulas(csv)).toEqual([]);
    const header = rows[0];
    const addresses = rows.slice(1).map((row) => withoutNeutralising(row[header.indexOf('address')]));
    expect(addresses.sort()).toEqual([...PLANTED].sort());
  });

  it('quote requests export: name, company and message', async () => {
    for (const planted of PLANTED) {
      await api
        .request()
        .post('/api/quote-requests')
        .set('X-Forwarded-For', nextClientAddress())
        .send({
          name: `Csv ${planted}`,
          company: planted,
          email: 'csv-planter@example.com',
          phone: '+971 50 000 0001',
          emirate: 'sharjah',
          buildingType: 'villa',
          services: ['fire-alarm'],
          amc: false,
          preferredContact: 'email',
          message: planted,
          consent: true,
        })
        .expect(201);
    }
    const csv = (
      await api
        .request()
        .get('/api/admin/quote-requests/export.csv?q=csv-planter')
        .set('Authorization', auth)
        .expect(200)
    ).text;
    const rows = readCsv(csv);
    expect(rows).toHaveLength(1 + PLANTED.length);
    expect(runnableFormulas(csv)).toEqual([]);
    const header = rows[0];
    const messages = rows.slice(1).map((row) => withoutNeutralising(row[header.indexOf('message')]));
    expect(messages.sort()).toEqual([...PLANTED].sort());
  });
});
