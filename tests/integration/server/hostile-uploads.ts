// Hostile uploads shared by the calls' own tests and the hostile-input suite (bad-input.test.ts):
// avatar files that are no image or could act, and zip bombs (an .xlsx whose sheet inflates to
// hundreds of MiB), deflated as a stream so the test never holds the inflated bytes.
import { Readable } from 'node:stream'
import { crc32, createDeflateRaw } from 'node:zlib'
import { Code } from '../../../core/i18n/codes.ts'
import { PNG_1X1, type UploadedFile } from './asset-fixtures.ts'

const svg = (body: string): UploadedFile => ({
  name: 'me.svg',
  type: 'image/svg+xml',
  data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${body}</svg>`),
})
const named = (name: string, file: UploadedFile): UploadedFile => ({ ...file, name, type: 'image/png' })

function padded(head: Buffer, bytes: number): Buffer {
  const data = Buffer.alloc(bytes, 1)
  head.copy(data)
  return data
}

/** Avatar files with the code `setAvatar` answers; none may become the avatar. */
export const HOSTILE_AVATARS: [what: string, file: UploadedFile, code: number][] = [
  ['an svg with <script>', svg('<script>alert(1)</script>'), Code.fileFormat],
  ['an svg with an event handler', svg('<rect onload="alert(1)"/>'), Code.fileFormat],
  [
    'an svg with a javascript: link, named .png',
    named('me.png', svg('<a href="javascript:alert(1)"><rect/></a>')),
    Code.fileFormat,
  ],
  ['an svg loading a tracker', svg('<image href="https://tracker.test/x.png"/>'), Code.fileFormat],
  [
    'HTML named .png',
    { name: 'me.png', data: Buffer.from('<html><script>alert(1)</script></html>') },
    Code.fileFormat,
  ],
  [
    'an exe named .ico',
    { name: 'me.ico', data: Buffer.from('MZ\x90\x00rest of an executable') },
    Code.fileFormat,
  ],
  ['an empty png', { name: 'me.png', data: Buffer.alloc(0) }, Code.fileEmpty],
  ['a png of 100 KB', { name: 'me.png', data: padded(PNG_1X1, 100 * 1024) }, Code.fileTooLarge],
]

export interface ZipEntry {
  name: string
  /** the entry's bytes, as chunks (deflated as they come) */
  chunks: () => Iterable<Buffer>
  /** the size the central directory declares, when it should lie */
  declaredSize?: number
}

interface Packed {
  name: Buffer
  deflated: Buffer
  crc: number
  size: number
}

async function pack(entry: ZipEntry): Promise<Packed> {
  let crc = 0
  let size = 0
  const parts: Buffer[] = []
  const deflate = createDeflateRaw({ level: 9 })
  deflate.on('data', (chunk: Buffer) => parts.push(chunk))
  const done = new Promise((resolve) => deflate.on('end', resolve))
  for await (const chunk of Readable.from(entry.chunks())) {
    crc = crc32(chunk, crc)
    size += chunk.length
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  deflate.end()
  await done
  return {
    name: Buffer.from(entry.name),
    deflated: Buffer.concat(parts),
    crc,
    size: entry.declaredSize ?? size,
  }
}

/** The fields a local header and its central-directory header share, from "version needed" on. */
function sharedFields(e: Packed): Buffer {
  const fields = Buffer.alloc(26)
  fields.writeUInt16LE(20, 0)
  fields.writeUInt16LE(8, 4)
  fields.writeUInt32LE(e.crc >>> 0, 10)
  fields.writeUInt32LE(e.deflated.length, 14)
  fields.writeUInt32LE(e.size, 18)
  fields.writeUInt16LE(e.name.length, 22)
  return fields
}

/** A zip of deflated entries (local headers, data, central directory, end record). */
export async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const packed = await Promise.all(entries.map(pack))
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const e of packed) {
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    sharedFields(e).copy(local, 4)
    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt16LE(20, 4)
    sharedFields(e).copy(header, 6)
    header.writeUInt32LE(offset, 42)
    locals.push(local, e.name, e.deflated)
    central.push(header, e.name)
    offset += 30 + e.name.length + e.deflated.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(packed.length, 8)
  end.writeUInt16LE(packed.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const text = (s: string) => () => [Buffer.from(s)]
const MIB = 1024 * 1024

/** The parts of a one-sheet workbook beside its sheet. */
const WORKBOOK_PARTS: ZipEntry[] = [
  {
    name: '[Content_Types].xml',
    chunks: text(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
  },
  {
    name: '_rels/.rels',
    chunks: text(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
  },
  {
    name: 'xl/workbook.xml',
    chunks: text(
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Bomb" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    chunks: text(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
  },
]

/**
 * A valid .xlsx whose one sheet is `mib` MiB of XML (whitespace between two cells), deflated about
 * 1000:1; `declaredMib` makes the central directory lie about the sheet's size.
 */
export function xlsxBomb(mib: number, declaredMib?: number): Promise<Buffer> {
  const sheet: ZipEntry = {
    name: 'xl/worksheets/sheet1.xml',
    chunks: function* () {
      yield Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1"><v>1</v></c></row>',
      )
      const blank = Buffer.alloc(MIB, 0x20)
      for (let i = 0; i < mib; i++) yield blank
      yield Buffer.from('<row r="2"><c r="A2"><v>2</v></c></row></sheetData></worksheet>')
    },
    ...(declaredMib !== undefined && { declaredSize: declaredMib * MIB }),
  }
  return zipOf([...WORKBOOK_PARTS, sheet])
}
