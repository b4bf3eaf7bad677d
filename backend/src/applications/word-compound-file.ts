/**
 * Tells a legacy Word document (.doc) from the other OLE2 compound files (Excel, Outlook, installers
 * and so on all share the container and its signature). A Word document is the compound file whose
 * root storage holds a stream named "WordDocument" (MS-DOC 2.1.1); the directory is read by
 * following the file's own allocation table (MS-CFB), with every index bounds-checked. The file is
 * read where it lies, a block at a time: only the header, the allocation sectors and the directory
 * sectors the walk visits.
 */
import type { FileBytes } from '../platform/stored-files/file-bytes';

const SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const NO_ENTRY = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const HEADER_BYTES = 512;
const HEADER_FAT_SECTORS = 109;
const ENTRY_BYTES = 128;
const STREAM = 2;
const ROOT = 5;
const BLOCK_BYTES = 64 * 1024;
/** Blocks kept at once, and read at most: a walk that wanders further than that is no resume. */
const BLOCKS_KEPT = 16;
const BLOCK_READS = 256;

class Malformed extends Error {}

/** The file's bytes by offset, read in aligned blocks and the last few kept. */
class Blocks {
  private readonly kept = new Map<number, Buffer>();
  private reads = 0;

  constructor(private readonly file: FileBytes) {}

  async uint32(offset: number): Promise<number> {
    return (await this.bytes(offset, 4)).readUInt32LE(0);
  }

  async bytes(offset: number, length: number): Promise<Buffer> {
    if (offset < 0 || offset + length > this.file.size) throw new Malformed();
    const parts: Buffer[] = [];
    for (let at = offset; at < offset + length;) {
      const index = Math.floor(at / BLOCK_BYTES);
      const block = await this.block(index);
      const start = at - index * BLOCK_BYTES;
      const end = Math.min(block.length, start + offset + length - at);
      if (end <= start) throw new Malformed(); // the file changed under us: shorter than it said
      parts.push(block.subarray(start, end));
      at += end - start;
    }
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }

  private async block(index: number): Promise<Buffer> {
    const kept = this.kept.get(index);
    if (kept) {
      this.kept.delete(index);
      this.kept.set(index, kept);
      return kept;
    }
    if (++this.reads > BLOCK_READS) throw new Malformed();
    const block = await this.file.read(index * BLOCK_BYTES, BLOCK_BYTES);
    this.kept.set(index, block);
    if (this.kept.size > BLOCKS_KEPT) this.kept.delete(this.kept.keys().next().value!);
    return block;
  }
}

export async function isWordCompoundFile(file: FileBytes): Promise<boolean> {
  try {
    return await rootHoldsWordDocument(file);
  } catch (error) {
    if (error instanceof Malformed) return false;
    throw error;
  }
}

async function rootHoldsWordDocument(file: FileBytes): Promise<boolean> {
  if (file.size < HEADER_BYTES) return false;
  const blocks = new Blocks(file);
  const header = await blocks.bytes(0, HEADER_BYTES);
  if (!header.subarray(0, 8).equals(SIGNATURE)) return false;
  const sectorShift = header.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorBytes = 1 << sectorShift;
  const sectorCount = Math.floor((file.size - sectorBytes) / sectorBytes) + 1;
  const sectorOffset = (sector: number): number => {
    if (sector >= sectorCount) throw new Malformed();
    return (sector + 1) * sectorBytes;
  };

  // The allocation table: its sectors are listed in the header, then in a chain of DIFAT sectors.
  const fatSectorCount = header.readUInt32LE(0x2c);
  if (fatSectorCount > sectorCount) return false;
  const fatSectors: number[] = [];
  for (let index = 0; index < Math.min(fatSectorCount, HEADER_FAT_SECTORS); index += 1) {
    fatSectors.push(header.readUInt32LE(0x4c + index * 4));
  }
  const perDifatSector = sectorBytes / 4 - 1;
  for (
    let difat = header.readUInt32LE(0x44), hops = 0;
    fatSectors.length < fatSectorCount && difat !== END_OF_CHAIN && hops <= sectorCount;
    hops += 1
  ) {
    const at = sectorOffset(difat);
    for (let index = 0; index < perDifatSector && fatSectors.length < fatSectorCount; index += 1) {
      fatSectors.push(await blocks.uint32(at + index * 4));
    }
    difat = await blocks.uint32(at + perDifatSector * 4);
  }
  const nextSector = async (sector: number): Promise<number> => {
    const perFatSector = sectorBytes / 4;
    const fatSector = fatSectors[Math.floor(sector / perFatSector)];
    if (fatSector === undefined) throw new Malformed();
    return blocks.uint32(sectorOffset(fatSector) + (sector % perFatSector) * 4);
  };

  // The directory: 128-byte entries in the sector chain starting at the header's first directory sector.
  const entryOffsets: number[] = [];
  for (
    let sector = header.readUInt32LE(0x30), hops = 0;
    sector !== END_OF_CHAIN;
    sector = await nextSector(sector), hops += 1
  ) {
    if (hops > sectorCount) throw new Malformed(); // a loop in the chain
    const at = sectorOffset(sector);
    for (let index = 0; index < sectorBytes / ENTRY_BYTES; index += 1)
      entryOffsets.push(at + index * ENTRY_BYTES);
  }
  const entry = async (id: number) => {
    const at = entryOffsets[id];
    if (at === undefined) throw new Malformed();
    const bytes = await blocks.bytes(at, ENTRY_BYTES);
    const nameBytes = Math.min(bytes.readUInt16LE(0x40), 64);
    return {
      name: bytes.toString('utf16le', 0, Math.max(nameBytes - 2, 0)),
      type: bytes.readUInt8(0x42),
      left: bytes.readUInt32LE(0x44),
      right: bytes.readUInt32LE(0x48),
      child: bytes.readUInt32LE(0x4c),
    };
  };

  const root = await entry(0);
  if (root.type !== ROOT) return false;
  // The root's children form a tree through left and right sibling links; nested storages are not looked into.
  const pending = [root.child];
  const seen = new Set<number>();
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (id === NO_ENTRY) continue;
    if (seen.has(id)) throw new Malformed();
    seen.add(id);
    const child = await entry(id);
    if (child.type === STREAM && child.name === 'WordDocument') return true;
    pending.push(child.left, child.right);
  }
  return false;
}
