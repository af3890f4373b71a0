// Firmware packages as both sides read them (core/firmware/manifest.ts): the manifest built by
// edge/tools/firmware-package.ts reads back; wrong format, no file and a path leaving the version's folder
// are refused.
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { readFirmwareManifest } from '../../../core/firmware/manifest.ts'
import { firmwarePackage } from '../../../edge/tools/firmware-package.ts'

const manifestOf = (data: Buffer) => gunzipSync(data).toString('utf8')

describe('firmware package manifest', () => {
  it('reads back what the tool made', () => {
    const read = readFirmwareManifest(manifestOf(firmwarePackage('v 1', { 'bin/main.js': 'x' })))
    expect(read).toEqual({
      ok: true,
      manifest: { format: 'lfscada-firmware/1', version: 'v 1', files: { 'bin/main.js': 'eA==' } },
    })
  })

  it.each([
    ['not JSON', '{'],
    ['another format', JSON.stringify({ format: 'zip', version: 'v', files: { a: '' } })],
    ['no file', manifestOf(firmwarePackage('v', {}))],
    ['a path up', manifestOf(firmwarePackage('v', { 'a/../../b': '' }))],
    ['an absolute path', manifestOf(firmwarePackage('v', { '/etc/passwd': '' }))],
  ])('refuses %s', (_, json) => {
    expect(readFirmwareManifest(json).ok).toBe(false)
  })
})
