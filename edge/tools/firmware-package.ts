// Makes a firmware package (schemas/edge/firmware.ts: a gzip of one lfscada-firmware/1 JSON manifest)
// from a folder of the version's files, to upload under `/manage/system/hardware` (firmware tab). Tests
// build theirs in memory with `firmwarePackage`.
//   tsx edge/tools/firmware-package.ts --version "lfscada-edge 0.2.0" --dir build/edge --out edge-0.2.0.fw
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { FIRMWARE_FORMAT, type FirmwareManifest } from '../../schemas/edge/firmware.ts'

/** A package of the files given by relative path. */
export function firmwarePackage(version: string, files: Record<string, string | Uint8Array>): Buffer {
  const manifest: FirmwareManifest = {
    format: FIRMWARE_FORMAT,
    version,
    files: Object.fromEntries(
      Object.entries(files).map(([path, data]) => [path, Buffer.from(data).toString('base64')]),
    ),
  }
  return gzipSync(JSON.stringify(manifest))
}

const filesUnder = (root: string, dir = root): [string, Buffer][] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory()
      ? filesUnder(root, path)
      : [[relative(root, path), readFileSync(path)]]
  })

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { version: { type: 'string' }, dir: { type: 'string' }, out: { type: 'string' } },
  })
  if (!values.version || !values.dir || !values.out) {
    console.error('usage: firmware-package --version <firmware> --dir <folder> --out <file>')
    process.exit(2)
  }
  writeFileSync(values.out, firmwarePackage(values.version, Object.fromEntries(filesUnder(values.dir))))
}
