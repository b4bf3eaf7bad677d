import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One piece of a line as PDF.js reads it: its text in logical order, where it starts, its direction. */
interface LinePart {
  x: number;
  text: string;
  dir: 'ltr' | 'rtl' | 'ttb';
}

export interface PdfText {
  /** Each page's lines, top to bottom, in reading order for `direction`. */
  lines: string[][];
  /**
   * For each character (or ligature), the most glyphs one font draws it with: a letter drawn in
   * several joining forms (initial, medial, final, isolated) has several, an unshaped one only one.
   */
  glyphForms: Record<string, number>;
}

/** A left-to-right phrase inside right-to-left text: Latin words or figures, with what stands between them. */
const LEFT_TO_RIGHT_PHRASE = /[A-Za-z0-9+](?:[A-Za-z0-9 .,:;@+\-·&/()]*[A-Za-z0-9+)])?/g;

const reversed = (text: string) => [...text].reverse().join('');

/**
 * A line in reading order from its parts (left to right on the page). PDF.js gives each part's text
 * in logical order; put back in visual order, the line reads left to right as it stands, or, on a
 * right-to-left page, from the right, each left-to-right phrase ("Fire Alarm Technician", "12,000",
 * "+971 6 766 1234") keeping its inner order, as a reader reads it: the inverse of UAX #9 for text
 * with one level of embedding, which is what the letters hold.
 */
function readingOrder(parts: LinePart[], direction: 'ltr' | 'rtl'): string {
  const visual = parts.map((part) => (part.dir === 'rtl' ? reversed(part.text) : part.text)).join('');
  if (direction === 'ltr') return visual;
  return reversed(visual).replace(LEFT_TO_RIGHT_PHRASE, (phrase) => reversed(phrase));
}

/** The text of a PDF as PDF.js extracts it, in reading order for a page written in `direction`. */
export function pdfText(pdf: Buffer, direction: 'ltr' | 'rtl'): PdfText {
  const folder = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(folder, 'document.pdf');
    writeFileSync(file, pdf);
    const output = execFileSync(process.execPath, [join(__dirname, 'pdf-text-reader.mjs'), file], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    const read = JSON.parse(output) as { pages: LinePart[][][]; glyphForms: Record<string, string[]> };
    return {
      lines: read.pages.map((page) => page.map((parts) => readingOrder(parts, direction))),
      glyphForms: Object.fromEntries(
        Object.entries(read.glyphForms).map(([char, forms]) => [char, forms.length]),
      ),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
