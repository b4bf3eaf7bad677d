/**
 * Tells a legacy Word document (.doc) from the other OLE2 compound files (Excel, Outlook, installers
 * and so on all share the container and its signature). A Word document is the compound file whose
 * root storage holds a stream named "WordDocument" (MS-DOC 2.1.1); the directory is read by
 * following the file's own allocation table (MS-CFB), with every index bounds-checked.
 */

const SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const NO_ENTRY = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const HEADER_FAT_SECTORS = 109;
const ENTRY_BYTES = 128;
const STREAM = 2;
const ROOT = 5;

class Malformed extends Error {}

function uint32(content: Buffer, offset: number): number {
  if (offset < 0 || offset + 4 > content.length) throw new Malformed();
  return content.readUInt32LE(offset);
}

export function isWordCompoundFile(content: Buffer): boolean {
  try {
    return rootHoldsWordDocument(content);
  } catch (error) {
    if (error instanceof Malformed) return false;
    throw error;
  }
}

function rootHoldsWordDocument(content: Buffer): boolean {
  if (content.length < 512 || !content.subarray(0, 8).equals(SIGNATURE)) return false;
  const sectorShift = content.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorBytes = 1 << sectorShift;
  const sectorCount = Math.floor((content.length - sectorBytes) / sectorBytes) + 1;
  const sectorOffset = (sector: number): number => {
    if (sector >= sectorCount) throw new Malformed();
    return (sector + 1) * sectorBytes;
  };

  // The allocation table: its sectors are listed in the header, then in a chain of DIFAT sectors.
  const fatSectorCount = uint32(content, 0x2c);
  if (fatSectorCount > sectorCount) return false;
  const fatSectors: number[] = [];
  for (let index = 0; index < Math.min(fatSectorCount, HEADER_FAT_SECTORS); index += 1) {
    fatSectors.push(uint32(content, 0x4c + index * 4));
  }
  const perDifatSector = sectorBytes / 4 - 1;
  for (
    let difat = uint32(content, 0x44), hops = 0;
    fatSectors.length < fatSectorCount && difat !== END_OF_CHAIN && hops <= sectorCount;
    hops += 1
  ) {
    const at = sectorOffset(difat);
    for (let index = 0; index < perDifatSector && fatSectors.length < fatSectorCount; index += 1) {
      fatSectors.push(uint32(content, at + index * 4));
    }
    difat = uint32(content, at + perDifatSector * 4);
  }
  const nextSector = (sector: number): number => {
    const perFatSector = sectorBytes / 4;
    const fatSector = fatSectors[Math.floor(sector / perFatSector)];
    if (fatSector === undefined) throw new Malformed();
    return uint32(content, sectorOffset(fatSector) + (sector % perFatSector) * 4);
  };

  // The directory: 128-byte entries in the sector chain starting at the header's first directory sector.
  const entryOffsets: number[] = [];
  for (
    let sector = uint32(content, 0x30), hops = 0;
    sector !== END_OF_CHAIN;
    sector = nextSector(sector), hops += 1
  ) {
    if (hops > sectorCount) throw new Malformed(); // a loop in the chain
    const at = sectorOffset(sector);
    for (let index = 0; index < sectorBytes / ENTRY_BYTES; index += 1)
      entryOffsets.push(at + index * ENTRY_BYTES);
  }
  const entry = (id: number) => {
    const at = entryOffsets[id];
    if (at === undefined) throw new Malformed();
    const nameBytes = Math.min(content.readUInt16LE(at + 0x40), 64);
    return {
      name: content.toString('utf16le', at, at + Math.max(nameBytes - 2, 0)),
      type: content.readUInt8(at + 0x42),
      left: uint32(content, at + 0x44),
      right: uint32(content, at + 0x48),
      child: uint32(content, at + 0x4c),
    };
  };

  const root = entry(0);
  if (root.type !== ROOT) return false;
  // The root's children form a tree through left and right sibling links; nested storages are not looked into.
  const pending = [root.child];
  const seen = new Set<number>();
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (id === NO_ENTRY) continue;
    if (seen.has(id)) throw new Malformed();
    seen.add(id);
    const child = entry(id);
    if (child.type === STREAM && child.name === 'WordDocument') return true;
    pending.push(child.left, child.right);
  }
  return false;
}
