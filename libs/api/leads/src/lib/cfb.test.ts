import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cfbRootStreamNames } from './cfb';

/** Real files written by LibreOffice, kept with the API's upload tests. */
const sample = (name: string) =>
  readFileSync(path.resolve(__dirname, '../../../http/src/testing/documents', name));

const FREE = 0xffffffff;
const END = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

interface Entry {
  name: string;
  /** 1 storage, 2 stream, 5 root. */
  type: number;
  left?: number;
  right?: number;
  child?: number;
}

/**
 * A version-3 compound file laid out by hand: the header, one FAT sector (sector 0) and one
 * directory sector (sector 1, four entries); `fat` overrides FAT entries to make broken chains.
 */
function compoundFile(entries: Entry[], fat: Record<number, number> = {}): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // the directory starts at sector 1
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(END, 60);
  header.writeUInt32LE(END, 68);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 76 + i * 4);

  const fatSector = Buffer.alloc(512, 0xff);
  const chain: Record<number, number> = { 0: FAT_SECTOR, 1: END, ...fat };
  for (const [id, next] of Object.entries(chain)) fatSector.writeUInt32LE(next, Number(id) * 4);

  const directory = Buffer.alloc(512);
  entries.forEach((entry, index) => {
    const at = index * 128;
    const name = Buffer.from(`${entry.name}\0`, 'utf16le');
    name.copy(directory, at);
    directory.writeUInt16LE(name.length, at + 64);
    directory[at + 66] = entry.type;
    directory[at + 67] = 1;
    directory.writeUInt32LE(entry.left ?? FREE, at + 68);
    directory.writeUInt32LE(entry.right ?? FREE, at + 72);
    directory.writeUInt32LE(entry.child ?? FREE, at + 76);
    directory.writeUInt32LE(END, at + 116);
  });
  return Buffer.concat([header, fatSector, directory]);
}

describe('cfbRootStreamNames', () => {
  it('reads the root streams of real Word, Excel and PowerPoint-free files', () => {
    expect(cfbRootStreamNames(sample('cv.doc'))).toContain('WordDocument');
    const sheet = cfbRootStreamNames(sample('sheet.xls'));
    expect(sheet).toContain('Workbook');
    expect(sheet).not.toContain('WordDocument');
    expect(cfbRootStreamNames(sample('cv.pdf'))).toEqual([]);
    expect(cfbRootStreamNames(sample('cv.docx'))).toEqual([]);
  });

  it('walks the root’s sibling tree and only that: a stream inside a storage is not at the root', () => {
    const tree = compoundFile([
      { name: 'Root Entry', type: 5, child: 1 },
      { name: 'Workbook', type: 2, left: 2, right: 3 },
      { name: 'MBD0001', type: 1 },
      { name: 'WordDocument', type: 2 },
    ]);
    expect(cfbRootStreamNames(tree).sort()).toEqual(['WordDocument', 'Workbook']);

    const embedded = compoundFile([
      { name: 'Root Entry', type: 5, child: 1 },
      { name: 'Workbook', type: 2, left: 2 },
      { name: 'MBD0001', type: 1, child: 3 },
      { name: 'WordDocument', type: 2 },
    ]);
    expect(cfbRootStreamNames(embedded)).toEqual(['Workbook']);
  });

  it.each([
    [
      'a directory chain that loops',
      compoundFile(
        [
          { name: 'Root Entry', type: 5, child: 1 },
          { name: 'WordDocument', type: 2 },
        ],
        {
          1: 1,
        },
      ),
    ],
    [
      'a sibling tree that loops',
      compoundFile([
        { name: 'Root Entry', type: 5, child: 1 },
        { name: 'WordDocument', type: 2, left: 2 },
        { name: 'Data', type: 2, right: 1 },
      ]),
    ],
    [
      'a sibling past the directory',
      compoundFile([
        { name: 'Root Entry', type: 5, child: 1 },
        { name: 'WordDocument', type: 2, left: 40 },
      ]),
    ],
    ['no root entry', compoundFile([{ name: 'WordDocument', type: 2 }])],
    [
      'a directory sector past the end of the file',
      compoundFile([
        { name: 'Root Entry', type: 5, child: 1 },
        { name: 'WordDocument', type: 2 },
      ]).subarray(0, 1024),
    ],
  ])('has no streams in a malformed file: %s', (_case, bytes) => {
    expect(cfbRootStreamNames(bytes)).toEqual([]);
  });

  it('has no streams in a header that claims more FAT sectors than the file holds', () => {
    const bytes = compoundFile([
      { name: 'Root Entry', type: 5, child: 1 },
      { name: 'WordDocument', type: 2 },
    ]);
    bytes.writeUInt32LE(0x7fffffff, 44);
    expect(cfbRootStreamNames(bytes)).toEqual([]);
    bytes.writeUInt32LE(1, 44);
    bytes.writeUInt16LE(10, 30); // 1024-byte sectors do not exist
    expect(cfbRootStreamNames(bytes)).toEqual([]);
  });
});
