/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return) as a formula, so
 * an applicant could plant one; a leading quote makes it plain text. `;=` and a later tab count too:
 * a semicolon-separated import or a pasted row splits the cell there and runs what follows.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]|;=|.\t/s.test(cell) ? `'${cell}` : cell;
}
