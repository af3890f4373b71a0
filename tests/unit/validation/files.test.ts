import { describe, expect, it } from 'vitest'
import {
  AVATAR_LIMIT_BYTES,
  avatarFile,
  certificateFile,
  type FileCheck,
  KEY_FILE_MAX_BYTES,
  publicKeyFile,
} from '../../../core/validation/index.ts'
import { expectReason } from './expect-reason.ts'

type Row = [name: string, size: number, reason: string | null]

const cases: Record<string, [FileCheck, Row[]]> = {
  publicKeyFile: [
    publicKeyFile,
    [
      ['id_rsa.pub', 400, null],
      ['KEY.PUB', KEY_FILE_MAX_BYTES, null],
      ['key.pub', KEY_FILE_MAX_BYTES + 1, 'fileTooLarge'],
      ['key.pem', 400, 'fileType'],
      ['pub', 400, 'fileType'],
      ['key.pub', 0, 'fileEmpty'],
    ],
  ],
  certificateFile: [
    certificateFile,
    [
      ['server.pem', 2048, null],
      ['server.der', KEY_FILE_MAX_BYTES, null],
      ['server.crt', 2048, 'fileType'],
      ['server.pem', KEY_FILE_MAX_BYTES + 1, 'fileTooLarge'],
    ],
  ],
  avatarFile: [
    avatarFile,
    [
      ['me.png', 1000, null],
      ['me.JPG', 1000, null],
      ['me.jpeg', 1000, null],
      ['me.gif', 1000, null],
      ['me.svg', 1000, null],
      ['favicon.ico', 1000, null],
      ['me.png', AVATAR_LIMIT_BYTES - 1, null],
      ['me.png', AVATAR_LIMIT_BYTES, 'fileTooLarge'],
      ['me.webp', 1000, 'fileType'],
      ['me.png.exe', 1000, 'fileType'],
    ],
  ],
}

describe.each(Object.entries(cases))('%s', (_name, [check, rows]) => {
  it.each(rows)('%s (%i bytes) -> %s', (name, size, reason) => expectReason(check({ name, size }), reason))
})

describe('file reason params', () => {
  it('say the limit and the accepted types', () => {
    expect(publicKeyFile({ name: 'a.pub', size: KEY_FILE_MAX_BYTES + 1 })?.params).toEqual({ max: '1 MB' })
    expect(avatarFile({ name: 'a.png', size: AVATAR_LIMIT_BYTES })?.params).toEqual({ max: '100 KB' })
    expect(certificateFile({ name: 'a.txt', size: 1 })?.params).toEqual({ types: '.pem, .der' })
  })
})
