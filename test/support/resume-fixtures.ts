import { crc32 } from 'node:zlib';

/** Tiny resume files built by unit and API tests instead of committed binaries. */

export function pdfResume(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
      '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
}

/**
 * A one-page PDF whose page shows `lines` (Helvetica, one line each), with a correct cross-reference
 * table: what a CV exported from a word processor gives a text reader. Latin-1 text only.
 */
export function pdfWithText(lines: string[]): Buffer {
  const escaped = lines.map((line) => `(${line.replace(/[()\\]/g, '\\$&')}) Tj T*`).join(' ');
  const content = `BT /F1 12 Tf 72 720 Td 14 TL ${escaped} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A DOCX whose body is `paragraphs`, one each (what mammoth reads as text). */
export function docxWithText(paragraphs: string[]): Buffer {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = paragraphs
    .map((paragraph) => `<w:p><w:r><w:t>${escape(paragraph)}</w:t></w:r></w:p>`)
    .join('');
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${body}</w:body></w:document>`,
  });
}

/** A ZIP with stored (uncompressed) entries: enough for a DOCX by content. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x5a21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x5a21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralDirectory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
}

export function docxResume(): Buffer {
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Resume</w:t></w:r></w:p></w:body></w:document>',
  });
}

const NO_ENTRY = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;

interface CompoundEntry {
  name: string;
  type: 1 | 2 | 5; // storage, stream, root
  right: number;
  child: number;
}

/**
 * An OLE2 compound file (MS-CFB, version 3) whose root holds `streams` and, optionally, one storage
 * holding streams of its own: the container of legacy Word, Excel, Outlook and installer files.
 * Streams are empty: only the directory matters to the type check.
 */
export function compoundFile(layout: {
  streams: string[];
  storage?: { name: string; streams: string[] };
}): Buffer {
  const entries: CompoundEntry[] = [{ name: 'Root Entry', type: 5, right: NO_ENTRY, child: NO_ENTRY }];
  // Siblings as a chain of right links: a valid (if unbalanced) red-black tree.
  const addSiblings = (items: Omit<CompoundEntry, 'right'>[]): number => {
    const first = entries.length;
    items.forEach((item, index) =>
      entries.push({ ...item, right: index < items.length - 1 ? first + index + 1 : NO_ENTRY }),
    );
    return items.length > 0 ? first : NO_ENTRY;
  };
  const rootChildren: Omit<CompoundEntry, 'right'>[] = layout.streams.map((name) => ({
    name,
    type: 2,
    child: NO_ENTRY,
  }));
  if (layout.storage) rootChildren.push({ name: layout.storage.name, type: 1, child: NO_ENTRY });
  entries[0]!.child = addSiblings(rootChildren);
  if (layout.storage) {
    const storage = entries[entries.length - 1]!;
    storage.child = addSiblings(layout.storage.streams.map((name) => ({ name, type: 2, child: NO_ENTRY })));
  }

  const directorySectors = Math.ceil(entries.length / 4);
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e); // 512-byte sectors
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts in sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  header.fill(0xff, 0x4c);
  header.writeUInt32LE(0, 0x4c); // the FAT is sector 0
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  for (let sector = 1; sector <= directorySectors; sector += 1) {
    fat.writeUInt32LE(sector < directorySectors ? sector + 1 : END_OF_CHAIN, sector * 4);
  }
  const directory = Buffer.alloc(directorySectors * 512);
  entries.forEach((entry, index) => {
    const at = index * 128;
    directory.write(entry.name, at, 'utf16le');
    directory.writeUInt16LE((entry.name.length + 1) * 2, at + 0x40);
    directory.writeUInt8(entry.type, at + 0x42);
    directory.writeUInt8(1, at + 0x43); // black
    directory.writeUInt32LE(NO_ENTRY, at + 0x44);
    directory.writeUInt32LE(entry.right, at + 0x48);
    directory.writeUInt32LE(entry.child, at + 0x4c);
    directory.writeUInt32LE(END_OF_CHAIN, at + 0x74);
  });
  for (let index = entries.length; index < directorySectors * 4; index += 1) {
    directory.fill(0xff, index * 128 + 0x44, index * 128 + 0x50);
  }
  return Buffer.concat([header, fat, directory]);
}

/** A legacy Word file: a compound file whose root holds a WordDocument stream. */
export function docResume(): Buffer {
  return compoundFile({ streams: ['WordDocument', '1Table', '\u0005SummaryInformation'] });
}

/** Plain text under a PDF name: refused by content. */
export function textPretendingToBePdf(): Buffer {
  return Buffer.from('This is just text, not a PDF document at all.\n'.repeat(20));
}
