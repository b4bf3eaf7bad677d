import { neutraliseCsvCell } from '../src/csv.ts';

describe('neutraliseCsvCell', () => {
  it.each(['=1+1', '+971 50', '-5', '@SUM(A1)', '\tx', '\rx', '\nx'])('quotes %j at its start', (cell) => {
    expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
  });

  // A `;` spreadsheet splits the cell at the separator, a pasted row at tabs and line breaks.
  it.each([
    ['Omar;=1+1', "Omar;'=1+1"],
    ['Villa 7;+971', "Villa 7;'+971"],
    ['Block B;-2', "Block B;'-2"],
    ['Office;@SUM(A1)', "Office;'@SUM(A1)"],
    ['Al Raas,=HYPERLINK("http://evil")', `Al Raas,'=HYPERLINK("http://evil")`],
    ['Omar\t=1+1', "Omar\t'=1+1"],
    ['Omar\r\n=1+1', "Omar\r\n'=1+1"],
    ['x"=1+1', `x"'=1+1`],
    ['\t=1', "'\t'=1"],
    ['=1;=2', "'=1;'=2"],
  ])('quotes %j after each separator', (cell, written) => {
    expect(neutraliseCsvCell(cell)).toBe(written);
  });

  it('leaves ordinary text alone', () => {
    const ordinary = [
      'Aisha Rahman',
      'a=b',
      'Dubai; UAE',
      'Al Raas, Umm Al Quwain',
      '050-000 0000',
      'one\r\n\r\ntwo',
      '',
    ];
    for (const cell of ordinary) {
      expect(neutraliseCsvCell(cell)).toBe(cell);
    }
  });
});
