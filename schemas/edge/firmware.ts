// Over-the-air firmware upgrade between the platform and a gateway (issue 35): the NCMD `Firmware/Upgrade`
// the platform sends, the NDATA `Firmware/Progress` the agent reports, and the package format the agent
// unpacks. A package is a gzip of one JSON document naming every file of the version, so the gateway needs
// no archive library and the platform checks an upload by its content with what Node has.
import Type, { type Static } from 'typebox'

/** the firmware string a gateway reports in its NBIRTH (`Properties/Firmware`), e.g. `lfscada-edge 0.2.0` */
export const FirmwareVersion = Type.String({ minLength: 1, maxLength: 64, pattern: '^[ -~]+$' })

export const FirmwareUpgrade = Type.Object({
  /** the platform's upgrade job, echoed in every progress report */
  jobId: Type.String({ minLength: 1, maxLength: 64 }),
  version: FirmwareVersion,
  /** HTTP(S) address of the package on the platform, carrying a one-time token */
  url: Type.String({ minLength: 1, maxLength: 2048 }),
  /** hex sha-256 of the package bytes */
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  /** base64 Ed25519 signature of the package bytes by the platform's firmware key */
  signature: Type.String({ minLength: 1, maxLength: 200 }),
})
export type FirmwareUpgrade = Static<typeof FirmwareUpgrade>

export const FIRMWARE_STATES = [
  'downloading',
  'verifying',
  'installing',
  'restarting',
  'done',
  'failed',
] as const
export const FirmwareState = Type.Enum(FIRMWARE_STATES)
export type FirmwareState = Static<typeof FirmwareState>

export const FirmwareProgress = Type.Object({
  jobId: Type.String({ minLength: 1, maxLength: 64 }),
  state: FirmwareState,
  /** 0-100 of the download */
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  /** when failed: 1305 failed, 1307 already up to date */
  code: Type.Optional(Type.Integer()),
  /** when failed: why, in English (hash mismatch, bad signature, rolled back, ...) */
  msg: Type.Optional(Type.String({ maxLength: 300 })),
})
export type FirmwareProgress = Static<typeof FirmwareProgress>

export const FIRMWARE_FORMAT = 'lfscada-firmware/1'

/** The JSON inside a package's gzip: the version and its files (relative paths, base64 content). */
export const FirmwareManifest = Type.Object({
  format: Type.Literal(FIRMWARE_FORMAT),
  version: FirmwareVersion,
  /** relative path → base64 content; paths checked by core/firmware/manifest.ts */
  files: Type.Record(Type.String(), Type.String()),
})
export type FirmwareManifest = Static<typeof FirmwareManifest>
