import { neutraliseFormula } from './neutralise-formula';

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+971 50', '-5', '@SUM(A1)', '\tx', '\rx'])('quotes %j', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  // A semicolon-separated spreadsheet starts a new cell after `;`, and a tab does in a pasted row.
  it.each(['Omar;=1+1', 'Al Raas;=HYPERLINK("http://evil")', 'Omar\t=1+1', 'name\tx'])(
    'quotes %j (a formula after a separator)',
    (cell) => {
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    },
  );

  it('leaves ordinary text alone', () => {
    expect(neutraliseFormula('Aisha Rahman')).toBe('Aisha Rahman');
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula('Dubai; UAE')).toBe('Dubai; UAE');
  });
});
