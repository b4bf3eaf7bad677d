// Reads a PDF back as a reader's software would, with PDF.js (Mozilla's PDF reader, in unpdf's
// build, which the CV import uses): prints JSON with each page's lines of text and, per character,
// how many different glyphs draw it. Run as a child process
// (`node test/support/pdf-text-reader.mjs file.pdf`): PDF.js is an ES module Jest cannot load.
import { readFileSync } from 'node:fs';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';

const { OPS } = await getResolvedPDFJS();
const pdf = await getDocumentProxy(new Uint8Array(readFileSync(process.argv[2])), {
  disableFontFace: true,
  useSystemFonts: false,
  verbosity: 0,
});

const pages = [];
const glyphForms = {};
for (let number = 1; number <= pdf.numPages; number += 1) {
  const page = await pdf.getPage(number);
  // PDF.js gives each run of one font as an item, its text in logical order (its own bidi pass).
  const { items } = await page.getTextContent();
  const lines = new Map();
  for (const item of items) {
    if (!item.str) continue;
    const y = Math.round(item.transform[5]);
    lines.set(y, [...(lines.get(y) ?? []), { x: item.transform[4], text: item.str, dir: item.dir }]);
  }
  pages.push(
    [...lines.entries()].sort(([a], [b]) => b - a).map(([, parts]) => parts.sort((a, b) => a.x - b.x)),
  );
  // Which glyphs draw each character: a letter drawn in several joining forms has several.
  const operators = await page.getOperatorList();
  let font = '';
  operators.fnArray.forEach((operator, index) => {
    if (operator === OPS.setFont) font = operators.argsArray[index][0];
    if (operator !== OPS.showText) return;
    for (const glyph of operators.argsArray[index][0]) {
      if (!glyph?.unicode) continue;
      const forms = new Set(glyphForms[glyph.unicode] ?? []);
      forms.add(`${font}:${glyph.fontChar}`);
      glyphForms[glyph.unicode] = [...forms];
    }
  });
}
process.stdout.write(JSON.stringify({ pages, glyphForms }));
