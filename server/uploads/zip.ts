// Uploads that are unpacked (an .xlsx is a zip) are checked against a cap on the inflated size and on
// the entry count before any library parses them: a 545 kB workbook can inflate to 400 MiB. The central
// directory's declared sizes are read first; then each entry is inflated as a stream, counted and
// thrown away, and one that inflates past what it declared is refused, so a lying directory cannot beat
// the cap. Nothing inflated is kept: a refused bomb costs a few stream buffers.
import { createInflateRaw } from 'node:zlib'
import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'

export interface UnpackLimits {
  /** the sum of the entries' inflated sizes */
  inflatedBytes: number
  entries: number
}

interface Entry {
  method: number
  compressedSize: number
  size: number
  localOffset: number
}

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const STORED = 0
const DEFLATED = 8

/** The end-of-central-directory record's offset, searched back over the longest comment. */
function endOfDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === EOCD) return at
  return -1
}

/** The central directory's entries; null when the file is no zip. */
function entriesOf(zip: Buffer): Entry[] | null {
  const end = endOfDirectory(zip)
  if (end < 0) return null
  const entries: Entry[] = []
  let at = zip.readUInt32LE(end + 16)
  while (at + 46 <= end && zip.readUInt32LE(at) === CENTRAL) {
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    })
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return entries
}

/** The entry's compressed bytes, located through its local header; null when they are not in the file. */
function dataOf(zip: Buffer, entry: Entry): Buffer | null {
  const at = entry.localOffset
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) return null
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28)
  const stop = start + entry.compressedSize
  return stop <= zip.length ? zip.subarray(start, stop) : null
}

/** The inflated size of raw deflate data, counted up to `limit`: 'over' past it, null when corrupt. */
function inflatedSize(data: Buffer, limit: number): Promise<number | 'over' | null> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw()
    let size = 0
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return
      resolve('over')
      inflate.destroy()
    })
    inflate.on('end', () => resolve(size))
    inflate.on('error', () => resolve(null))
    inflate.end(data)
  })
}

/**
 * Refuses a zip that is none (10007) or would unpack past the limits (10008 with the limit exceeded);
 * answers when every entry inflates, within what it declares, to no more than the caps in all.
 */
export async function checkUnpacked(field: string, data: Uint8Array, limits: UnpackLimits): Promise<void> {
  const zip = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  const entries = entriesOf(zip)
  if (!entries?.length) fail(Code.fileFormat, { field, accepted: ['zip'] })
  if (entries.length > limits.entries) fail(Code.fileTooLarge, { field, maxEntries: limits.entries })
  const tooLarge = () => fail(Code.fileTooLarge, { field, maxInflatedBytes: limits.inflatedBytes })
  const declared = entries.reduce((sum, e) => sum + e.size, 0)
  // a zip64 entry declares 0xffffffff here: past any cap
  if (declared > limits.inflatedBytes) tooLarge()
  for (const entry of entries) {
    const compressed = dataOf(zip, entry)
    if (!compressed || (entry.method !== STORED && entry.method !== DEFLATED))
      fail(Code.fileFormat, { field, accepted: ['zip'] })
    if (entry.method === STORED) {
      if (entry.compressedSize !== entry.size) tooLarge()
      continue
    }
    const size = await inflatedSize(compressed, entry.size)
    if (size === 'over') tooLarge()
    if (size === null) fail(Code.fileFormat, { field, accepted: ['zip'] })
  }
}
