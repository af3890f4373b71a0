// Gateway firmware and over-the-air upgrades (issue 35), platform administrators only: the packages
// (`system/firmware/*`), the upgrade of one gateway or many, and the jobs with their progress. The agent's
// side of the exchange is in schemas/edge/firmware.ts.
import Type, { type Static } from 'typebox'
import { FIRMWARE_STATES, FirmwareVersion } from '../edge/firmware.ts'
import { GatewaySeries } from '../entities/equipment.ts'
import { Id, PageOf, Paging, Text } from './common.ts'
import { GatewaySn } from './equipment.ts'
import { FileUpload } from './security.ts'

/** the largest package accepted (bytes) */
export const FIRMWARE_MAX_BYTES = 32 * 1024 * 1024

/** multipart: the package `file` (a gzip'd lfscada-firmware/1 manifest) and text fields */
export const FirmwareUploadBody = Type.Object({
  file: FileUpload,
  version: FirmwareVersion,
  notes: Type.Optional(Text(2000)),
  /** comma-joined series; empty: any */
  series: Type.Optional(Text(200)),
  /** comma-joined model names; empty: any model of the series */
  models: Type.Optional(Text(1000)),
})

export const FirmwarePackageView = Type.Object({
  id: Type.String(),
  version: FirmwareVersion,
  series: Type.Array(GatewaySeries),
  models: Type.Array(Type.String()),
  notes: Type.String(),
  sha256: Type.String(),
  size: Type.Integer(),
  createdAt: Type.Number(),
})
export type FirmwarePackageView = Static<typeof FirmwarePackageView>

/** an upgrade job's state: `sent` until the gateway reports, then the agent's steps */
export const FirmwareJobState = Type.Enum(['sent', ...FIRMWARE_STATES] as const)
export type FirmwareJobState = Static<typeof FirmwareJobState>

export const FirmwareJobView = Type.Object({
  id: Type.String(),
  sn: Type.String(),
  version: Type.String(),
  fromVersion: Type.String(),
  state: FirmwareJobState,
  percent: Type.Integer(),
  /** the outcome's code when failed (1305, 1307) */
  code: Type.Union([Type.Integer(), Type.Null()]),
  msg: Type.String(),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
})
export type FirmwareJobView = Static<typeof FirmwareJobView>

export const FirmwareUpgradeBody = Type.Object({
  /** at most 100 (1306) */
  sns: Type.Array(GatewaySn, { minItems: 1, maxItems: 1000 }),
  /**
   * the package to install; absent: the newest one matching each gateway's series and model. Named, not
   * an `…Id`: packages are the platform's, not an enterprise's (like `gm/oc/*`'s `centre`)
   */
  package: Type.Optional(Id),
})

/** per gateway: 200 and the job, or why not (1304 offline, 1307 up to date, 1308 not synchronised, 1352) */
export const FirmwareUpgradeAnswer = Type.Object({
  results: Type.Array(
    Type.Object({ sn: Type.String(), code: Type.Integer(), jobId: Type.Optional(Type.String()) }),
  ),
})

export const FIRMWARE_ENDPOINTS = {
  'system/firmware/query': {
    body: Type.Object({ ...Paging, keyword: Type.Optional(Text(64)) }),
    answer: PageOf(FirmwarePackageView),
  },
  'system/firmware/upload': { body: FirmwareUploadBody, answer: FirmwarePackageView },
  'system/firmware/delete': { body: Type.Object({ package: Id }), answer: Type.Null() },
  /** the public key gateways check packages with (PEM, SPKI) */
  'system/firmware/key': { body: Type.Object({}), answer: Type.Object({ publicKey: Type.String() }) },
  'system/firmware/upgrade': { body: FirmwareUpgradeBody, answer: FirmwareUpgradeAnswer },
  'system/firmware/jobs': {
    body: Type.Object({ ...Paging, sn: Type.Optional(GatewaySn) }),
    answer: PageOf(FirmwareJobView),
  },
} as const
