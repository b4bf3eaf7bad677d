/**
 * Left-to-right isolation of a number or address inside Arabic text (Unicode LRI … PDI): in a right to
 * left line the groups of "050 123 4567" would otherwise be laid out right to left («4567 123 050»).
 * A string, so it works wherever the text goes (pages, validation messages, e-mails, titles): the
 * one way the site writes example numbers in Arabic.
 */
export function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}
