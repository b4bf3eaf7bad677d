// CSV files HR opens in a spreadsheet: the server's exports and the browser-built report downloads.

/** A spreadsheet runs a cell that starts with one of these as a formula (OWASP, "CSV Injection"). */
const FORMULA_STARTS = new Set(['=', '+', '-', '@']);
/** Leading characters some spreadsheets skip before looking for a formula. */
const SKIPPED_BEFORE_FORMULA = new Set(['\t', '\r', '\n']);
/** Where a reader may start a new cell inside ours: a `;` spreadsheet, a pasted row, a broken quote. */
const CELL_BREAKS = new Set([',', ';', '\t', '\r', '\n', '"']);

/**
 * Rule (OWASP): a `'` goes before a cell starting with = + - @ tab CR or LF, and before = + - @ after
 * every separator, tab, line break or double quote inside it, so no cell a reader makes of it runs.
 */
export function neutraliseCsvCell(text: string): string {
  const first = text.charAt(0);
  let written = FORMULA_STARTS.has(first) || SKIPPED_BEFORE_FORMULA.has(first) ? "'" : '';
  let afterBreak = false;
  for (const character of text) {
    if (afterBreak && FORMULA_STARTS.has(character)) written += "'";
    written += character;
    afterBreak = CELL_BREAKS.has(character);
  }
  return written;
}
