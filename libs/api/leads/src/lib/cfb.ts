/**
 * Just enough of MS-CFB (the OLE compound file that .doc, .xls, .ppt and .msi files all are) to
 * tell them apart: the names of the streams at the file's root. A Word 97–2003 document has a
 * root stream `WordDocument`; Excel has `Workbook`, PowerPoint `PowerPoint Document`, an MSI
 * installer neither. file-type reports each of them as `cfb` only.
 *
 * No CFB reader on the npm registry is maintained (SheetJS's `cfb` stopped publishing there with
 * its `xlsx`), and this needs the directory only: the header, the FAT sectors and the directory
 * chain. Every read is bounds-checked and every chain is bounded by the number of sectors in the
 * file, so a crafted file costs at most one pass over its bytes; a malformed one has no streams.
 */

const HEADER_BYTES = 512;
const ENTRY_BYTES = 128;
/** Sector numbers at or above this are markers (free, end of chain, FAT, DIFAT), not sectors. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const NO_STREAM = 0xffffffff;
const STREAM_OBJECT = 2;
const ROOT_STORAGE_OBJECT = 5;
const SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');

/** The names of the streams directly under the root storage, or [] when the file is malformed. */
export function cfbRootStreamNames(bytes: Buffer): string[] {
  try {
    return readRootStreamNames(bytes);
  } catch (error) {
    if (error instanceof MalformedCfb) return [];
    throw error;
  }
}

class MalformedCfb extends Error {}

function readRootStreamNames(bytes: Buffer): string[] {
  if (bytes.length < HEADER_BYTES || !bytes.subarray(0, 8).equals(SIGNATURE)) return [];
  const sectorShift = bytes.readUInt16LE(30);
  // Version 3 files use 512-byte sectors, version 4 files 4096-byte ones; nothing else exists.
  if (sectorShift !== 9 && sectorShift !== 12) return [];
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize);
  if (sectorCount <= 0) return [];
  const idsPerSector = sectorSize / 4;

  const sector = (id: number): Buffer => {
    if (id >= sectorCount) throw new MalformedCfb();
    const start = (id + 1) * sectorSize;
    return bytes.subarray(start, start + sectorSize);
  };

  // The FAT's own sectors: the first 109 are listed in the header, the rest in the DIFAT chain.
  const fatSectorCount = bytes.readUInt32LE(44);
  if (fatSectorCount > sectorCount) throw new MalformedCfb();
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i++) {
    fatSectors.push(bytes.readUInt32LE(76 + i * 4));
  }
  let difat = bytes.readUInt32LE(68);
  for (let hops = 0; fatSectors.length < fatSectorCount; hops++) {
    if (difat > MAX_REGULAR_SECTOR || hops > sectorCount) throw new MalformedCfb();
    const block = sector(difat);
    for (let i = 0; i < idsPerSector - 1 && fatSectors.length < fatSectorCount; i++) {
      fatSectors.push(block.readUInt32LE(i * 4));
    }
    difat = block.readUInt32LE(sectorSize - 4);
  }

  const next = (id: number): number => {
    const fatSector = fatSectors[Math.floor(id / idsPerSector)];
    if (fatSector === undefined) throw new MalformedCfb();
    return sector(fatSector).readUInt32LE((id % idsPerSector) * 4);
  };

  // The directory: a chain of sectors of 128-byte entries; entry 0 is the root storage.
  const entries: Buffer[] = [];
  let id = bytes.readUInt32LE(48);
  for (let hops = 0; id <= MAX_REGULAR_SECTOR; hops++) {
    if (hops > sectorCount) throw new MalformedCfb();
    const block = sector(id);
    for (let offset = 0; offset < sectorSize; offset += ENTRY_BYTES) {
      entries.push(block.subarray(offset, offset + ENTRY_BYTES));
    }
    id = next(id);
  }
  const root = entries[0];
  if (!root || root[66] !== ROOT_STORAGE_OBJECT) throw new MalformedCfb();

  // The root's children form a tree through their left and right siblings; each entry's own
  // child (a storage's contents) is not the root's, so it is not followed.
  const names: string[] = [];
  const seen = new Set<number>();
  const pending = [root.readUInt32LE(76)];
  while (pending.length > 0) {
    const index = pending.pop() as number;
    if (index === NO_STREAM) continue;
    const entry = entries[index];
    if (!entry || seen.has(index)) throw new MalformedCfb();
    seen.add(index);
    const nameBytes = entry.readUInt16LE(64);
    if (nameBytes < 2 || nameBytes > 64 || nameBytes % 2 !== 0) throw new MalformedCfb();
    if (entry[66] === STREAM_OBJECT) {
      names.push(entry.toString('utf16le', 0, nameBytes - 2));
    }
    pending.push(entry.readUInt32LE(68), entry.readUInt32LE(72));
  }
  return names;
}
