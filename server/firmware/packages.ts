// Firmware packages (issue 35): an upload is checked by its content — a gzip of a lfscada-firmware/1
// manifest (core/firmware/manifest.ts) naming the version the form declares, unpacked under a cap so a
// small bomb is refused cheaply — then stored with its sha-256 and the platform's signature.
import { createHash, randomUUID } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { readFirmwareManifest } from '../../core/firmware/manifest.ts'
import { Code } from '../../core/i18n/codes.ts'
import { FIRMWARE_MAX_BYTES, type FirmwarePackageView } from '../../schemas/api/firmware.ts'
import type { FileUpload } from '../../schemas/api/security.ts'
import { GATEWAY_SERIES, type GatewaySeries } from '../../schemas/entities/equipment.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { FirmwarePackageTable } from '../storage/tables/firmware.ts'
import { firmwareSigner } from './signer.ts'

/** the unpacked manifest may be at most this large (base64 files inflate by a third) */
const MAX_UNPACKED = 2 * FIRMWARE_MAX_BYTES

/** The package's manifest version: 10006 empty, 10007 not a package or another version, 10008 too large. */
export function checkFirmwareFile(file: FileUpload, version: string): void {
  const field = 'file'
  if (file.size === 0) fail(Code.fileEmpty, { field })
  if (file.size > FIRMWARE_MAX_BYTES) fail(Code.fileTooLarge, { field, max: FIRMWARE_MAX_BYTES })
  let json: string
  try {
    json = gunzipSync(file.data, { maxOutputLength: MAX_UNPACKED }).toString('utf8')
  } catch {
    fail(Code.fileFormat, { field, accepted: ['lfscada-firmware/1'] })
  }
  const read = readFirmwareManifest(json)
  if (!read.ok) fail(Code.fileFormat, { field, accepted: ['lfscada-firmware/1'], reason: read.reason })
  if (read.manifest.version !== version)
    fail(Code.paramInvalid, {
      field: 'version',
      reason: 'firmwareVersionMismatch',
      inPackage: read.manifest.version,
    })
}

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** The series named (10001 for one that is not a series). */
function seriesOf(text: string | undefined): GatewaySeries[] {
  const named = list(text)
  for (const s of named)
    if (!(GATEWAY_SERIES as readonly string[]).includes(s)) fail(Code.paramInvalid, { field: 'series' })
  return named as GatewaySeries[]
}

type Row = Omit<FirmwarePackageTable, 'content' | 'series' | 'models' | 'notes' | 'createdBy'> & {
  series: string
  models: string
  notes: string
}

export const packageView = (row: Row): FirmwarePackageView => ({
  id: row.id,
  version: row.version,
  series: parseJsonArray(row.series) as GatewaySeries[],
  models: parseJsonArray(row.models) as string[],
  notes: row.notes,
  sha256: row.sha256,
  size: row.size,
  createdAt: row.createdAt,
})

export interface NewPackage {
  file: FileUpload
  version: string
  notes?: string | undefined
  series?: string | undefined
  models?: string | undefined
}

/** Checks, signs and stores a package; 1401 when its version is there already. */
export async function addPackage(
  db: Db,
  p: NewPackage,
  by: string,
  now: number,
): Promise<FirmwarePackageView> {
  checkFirmwareFile(p.file, p.version)
  const taken = await db
    .selectFrom('firmwarePackages')
    .select('id')
    .where('version', '=', p.version)
    .executeTakeFirst()
  if (taken) fail(Code.identifierExists, { field: 'version' })
  const signer = await firmwareSigner(db, now)
  const row = {
    id: randomUUID(),
    version: p.version,
    series: JSON.stringify(seriesOf(p.series)),
    models: JSON.stringify(list(p.models)),
    notes: p.notes?.trim() ?? '',
    sha256: createHash('sha256').update(p.file.data).digest('hex'),
    signature: signer.sign(p.file.data),
    size: p.file.size,
    content: p.file.data,
    createdBy: by,
    createdAt: now,
    updatedAt: now,
  }
  await db.insertInto('firmwarePackages').values(row).execute()
  return packageView(row)
}

export const PACKAGE_COLUMNS = [
  'id',
  'version',
  'series',
  'models',
  'notes',
  'sha256',
  'signature',
  'size',
  'createdAt',
  'updatedAt',
] as const
