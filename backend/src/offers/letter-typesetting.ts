import bidiFactory from 'bidi-js';
import { create as createFont, type Font, type GlyphRun } from 'fontkit';
import { readFileSync } from 'node:fs';

/**
 * Text in English and Arabic on a pdfkit page. pdfkit hands each string to fontkit, whose layout
 * engine shapes Arabic (joining forms, lam-alef and the typeface's ligatures) and returns a run of
 * Arabic script in visual order; it does not order a line that mixes directions (an English title
 * or an amount inside an Arabic sentence), nor wrap right-to-left text. So each line is ordered here
 * with bidi-js (the Unicode Bidirectional Algorithm, UAX #9) and drawn piece by piece, each piece
 * one direction and one font, placed left to right in visual order.
 *
 * The typeface is the site's own, IBM Plex Sans Arabic (@fontsource): its Arabic file for Arabic
 * letters, its Latin file for everything else, each embedded as a subset of the glyphs used.
 */

export type LetterDirection = 'ltr' | 'rtl';
export type Alignment = 'start' | 'end' | 'center';

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  /** The text's own direction when it is not the page's (the English name on an Arabic letterhead). */
  direction?: LetterDirection;
}

type Script = 'arabic' | 'latin';
type Weight = 'regular' | 'bold';

const FONT_FILES: Record<Script, Record<Weight, string>> = {
  arabic: {
    regular: 'ibm-plex-sans-arabic-arabic-400-normal.woff',
    bold: 'ibm-plex-sans-arabic-arabic-700-normal.woff',
  },
  latin: {
    regular: 'ibm-plex-sans-arabic-latin-400-normal.woff',
    bold: 'ibm-plex-sans-arabic-latin-700-normal.woff',
  },
};

const bidi = bidiFactory();
/** Arabic letters, marks and presentation forms: drawn with the Arabic file. */
const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/;
/** A run fontkit shapes as right to left (it reverses such a run itself). */
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
/** Marks that steer the bidirectional algorithm and draw nothing. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The font files' bytes, read once. */
const fontBytes = new Map<string, Buffer>();

/**
 * A face for one document. fontkit keeps each glyph it has met, with the characters it stood for, on
 * its Font object, and pdfkit's subsetting meets glyphs without them: a Font shared between documents
 * would hand the next one glyphs that name no character. So each document parses its own (a few ms).
 *
 * Its layout is wrapped so that a glyph standing for several characters (lam-alef, the typeface's
 * other ligatures) in a right-to-left run names them in visual order: text extraction (PDF.js,
 * Poppler) reads a right-to-left line in visual order and reverses it, so the ToUnicode entry pdfkit
 * writes for the glyph must be reversed too, or "لأ" comes back "أل".
 */
function face(file: string): Font {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = readFileSync(require.resolve(`@fontsource/ibm-plex-sans-arabic/files/${file}`));
    fontBytes.set(file, bytes);
  }
  const font = createFont(bytes) as Font;
  const layout = font.layout.bind(font);
  font.layout = (...args: Parameters<Font['layout']>): GlyphRun => {
    const run = layout(...args);
    if (run.direction === 'rtl')
      run.glyphs = run.glyphs.map((glyph) =>
        glyph.codePoints.length > 1
          ? (Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } }) as typeof glyph)
          : glyph,
      );
    return run;
  };
  return font;
}

/** One piece of a line: one direction, one font, its text as fontkit must receive it. */
interface Piece {
  text: string;
  font: string;
  width: number;
}

export class LetterTypesetter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly direction: LetterDirection,
  ) {
    for (const script of ['arabic', 'latin'] as const)
      for (const weight of ['regular', 'bold'] as const)
        // pdfkit takes a fontkit font as it is (its types only know files and bytes).
        doc.registerFont(fontName(script, weight), face(FONT_FILES[script][weight]) as unknown as Buffer);
  }

  /** The width of `text` on one line. */
  width(text: string, style: TextStyle): number {
    return this.pieces(text, style, this.levels(text, style), range(0, text.length)).reduce(
      (sum, piece) => sum + piece.width,
      0,
    );
  }

  /** One line (no wrapping) in the box from `x`, `width` wide, placed at its start, end or centre. */
  line(
    text: string,
    x: number,
    y: number,
    width: number,
    style: TextStyle,
    align: Alignment = 'start',
  ): void {
    const levels = this.levels(text, style);
    this.draw(text, levels, 0, text.length, x, y, width, style, align);
  }

  /**
   * `text` wrapped at spaces to `width` (a word longer than the line overflows it), drawn from `y`
   * line after line; a line break in the text starts a new paragraph. Returns the y below it.
   */
  paragraph(
    text: string,
    x: number,
    y: number,
    width: number,
    style: TextStyle,
    align: Alignment = 'start',
  ): number {
    const height = this.lineHeight(style);
    let top = y;
    for (const paragraph of text.split('\n')) {
      const levels = this.levels(paragraph, style);
      for (const [start, end] of this.wrap(paragraph, levels, width, style)) {
        this.draw(paragraph, levels, start, end, x, top, width, style, align);
        top += height;
      }
    }
    return top;
  }

  lineHeight(style: TextStyle): number {
    return style.size * 1.55;
  }

  private levels(text: string, style: TextStyle) {
    return bidi.getEmbeddingLevels(text, style.direction ?? this.direction);
  }

  /** Line ranges [start, end) of `text`, breaking at spaces (each line's trailing spaces left out). */
  private wrap(
    text: string,
    levels: ReturnType<typeof bidi.getEmbeddingLevels>,
    width: number,
    style: TextStyle,
  ): [number, number][] {
    const words = [...text.matchAll(/\S+/g)].map((match) => [match.index, match.index + match[0].length]);
    if (words.length === 0) return [[0, 0]];
    const measure = (start: number, end: number) =>
      this.pieces(text, style, levels, range(start, end)).reduce((sum, piece) => sum + piece.width, 0);
    const lines: [number, number][] = [];
    let [lineStart, lineEnd] = words[0];
    for (const [start, end] of words.slice(1)) {
      if (measure(lineStart, end) <= width) lineEnd = end;
      else {
        lines.push([lineStart, lineEnd]);
        [lineStart, lineEnd] = [start, end];
      }
    }
    lines.push([lineStart, lineEnd]);
    return lines;
  }

  private draw(
    text: string,
    levels: ReturnType<typeof bidi.getEmbeddingLevels>,
    start: number,
    end: number,
    x: number,
    y: number,
    width: number,
    style: TextStyle,
    align: Alignment,
  ): void {
    if (end <= start) return;
    const visual = visualOrder(text, levels, start, end);
    const pieces = this.pieces(text, style, levels, visual, true);
    const lineWidth = pieces.reduce((sum, piece) => sum + piece.width, 0);
    const free = width - lineWidth;
    // Start and end are the page's: the right and left of an Arabic letter.
    const atEnd = align === 'end' ? this.direction === 'ltr' : align === 'start' && this.direction === 'rtl';
    let left = x + (align === 'center' ? free / 2 : atEnd ? free : 0);
    this.doc.fillColor(style.color ?? '#1f2933');
    for (const piece of pieces) {
      this.doc
        .font(piece.font)
        .fontSize(style.size)
        // `features` set: pdfkit shapes the piece as one run rather than word by word.
        .text(piece.text, left, y, { lineBreak: false, features: [] });
      left += piece.width;
    }
  }

  /**
   * The pieces of the characters at `indices`: runs of one embedding level and one font, bidi
   * controls left out, mirrored where the level is right to left ("(" drawn as ")"). `indices` are
   * in visual order (to draw) or logical order (to measure). fontkit reverses a run of Arabic script
   * itself, so each run is handed over in the order that leaves it in visual order.
   */
  private pieces(
    text: string,
    style: TextStyle,
    levels: ReturnType<typeof bidi.getEmbeddingLevels>,
    indices: number[],
    visualOrder = false,
  ): Piece[] {
    const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
    const scripts = scriptsOf(text, style.direction ?? this.direction);
    const weight: Weight = style.bold ? 'bold' : 'regular';
    const runs: { level: number; script: Script; chars: string[] }[] = [];
    for (const index of indices) {
      const char = text[index];
      if (BIDI_CONTROL.test(char)) continue;
      const level = levels.levels[index];
      const last = runs.at(-1);
      const drawn = mirrored.get(index) ?? char;
      if (last && last.level === level && last.script === scripts[index]) last.chars.push(drawn);
      else runs.push({ level, script: scripts[index], chars: [drawn] });
    }
    return runs.map(({ level, script, chars }) => {
      const rightToLeft = level % 2 === 1;
      const logical = visualOrder && rightToLeft ? [...chars].reverse() : chars;
      const reversedByFontkit = ARABIC_SCRIPT.test(logical.join(''));
      const text = (reversedByFontkit === rightToLeft ? logical : [...logical].reverse()).join('');
      const font = fontName(script, weight);
      this.doc.font(font).fontSize(style.size);
      return { text, font, width: this.doc.widthOfString(text, { features: [] }) };
    });
  }
}

/** Which file draws each character: Arabic letters the Arabic one, a space the font of the text before it. */
function scriptsOf(text: string, direction: LetterDirection): Script[] {
  let previous: Script = direction === 'rtl' ? 'arabic' : 'latin';
  // By UTF-16 unit, as bidi-js indexes the text.
  return text.split('').map((char) => {
    previous = ARABIC_LETTER.test(char) ? 'arabic' : /\s/.test(char) ? previous : 'latin';
    return previous;
  });
}

/**
 * The line's characters [start, end) left to right on the page: rules L1-L2 of UAX #9 on the
 * paragraph's levels (bidi-js's own getReorderedIndices resets the trailing spaces of a line that
 * does not start the paragraph at the wrong index, so the two rules are applied here).
 */
function visualOrder(
  text: string,
  levels: ReturnType<typeof bidi.getEmbeddingLevels>,
  start: number,
  end: number,
): number[] {
  const indices = range(start, end);
  const lineLevels = indices.map((index) => levels.levels[index]);
  const paragraphLevel = levels.paragraphs[0]?.level ?? 0;
  // L1: whitespace and isolate controls at the end of the line take the paragraph's level.
  for (let at = indices.length - 1; at >= 0 && /[\s\u2066-\u2069]/.test(text[indices[at]]); at -= 1)
    lineLevels[at] = paragraphLevel;
  const highest = Math.max(paragraphLevel, ...lineLevels);
  const lowestOdd = Math.min(...lineLevels) | 1;
  // L2: from the highest level down to the lowest odd one, reverse every run at that level or above.
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let from = 0; from < indices.length; from += 1) {
      if (lineLevels[from] < level) continue;
      let to = from;
      while (to + 1 < indices.length && lineLevels[to + 1] >= level) to += 1;
      reverse(indices, from, to);
      reverse(lineLevels, from, to);
      from = to;
    }
  }
  return indices;
}

function reverse<T>(items: T[], from: number, to: number): void {
  for (let low = from, high = to; low < high; low += 1, high -= 1)
    [items[low], items[high]] = [items[high], items[low]];
}

function fontName(script: Script, weight: Weight): string {
  return `plex-${script}-${weight}`;
}

function range(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_unused, offset) => start + offset);
}
