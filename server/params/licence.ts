// The licence (issue 35): a file `LFL1.<payload>.<signature>` (base64url), the payload JSON of
// LicencePayload signed with Ed25519 by the vendor and checked offline with the public key built in
// (node:crypto). It limits the enterprises and registered gateways, and the features; past its expiry
// the platform is read-only (writes answer 90100, every datum kept). With no licence installed nothing
// is limited (a fresh installation). Kept as the system parameter `licence.file`, read through the
// dictionary's cache, so installing one applies without a restart.
import { createPublicKey, verify } from 'node:crypto'
import { Value } from 'typebox/value'
import { Code } from '../../core/i18n/codes.ts'
import { LicencePayload, type LicenceView } from '../../schemas/entities/platform.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { setCachedParam, storedValues } from './dictionary.ts'

export const LICENCE_PARAM = 'licence.file'
/** The vendor's public key (SPKI DER, base64); its private half never leaves the vendor. */
export const VENDOR_LICENCE_KEY = 'MCowBQYDK2VwAyEAnO4fkHumwPOcHe6wCNXYXuy5qCiyqzO3LoMKOTyRHRw='
const PREFIX = 'LFL1'

export type Feature = LicencePayload['features'][number]

/** The payload of a licence signed by one of `keys`; 10001 when it is malformed or not signed so. */
export function readLicence(text: string, keys: readonly string[]): LicencePayload {
  const [prefix, payload, signature, extra] = text.trim().split('.')
  if (prefix !== PREFIX || !payload || !signature || extra !== undefined)
    fail(Code.paramInvalid, { field: 'licence', rule: 'format' })
  const signed = Buffer.from(`${prefix}.${payload}`)
  const sig = Buffer.from(signature, 'base64url')
  const trusted = keys.some((k) =>
    verify(
      null,
      signed,
      createPublicKey({ key: Buffer.from(k, 'base64'), format: 'der', type: 'spki' }),
      sig,
    ),
  )
  if (!trusted) fail(Code.paramInvalid, { field: 'licence', rule: 'signature' })
  let data: unknown
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    fail(Code.paramInvalid, { field: 'licence', rule: 'payload' })
  }
  if (!Value.Check(LicencePayload, data)) fail(Code.paramInvalid, { field: 'licence', rule: 'payload' })
  return data
}

const trustedKeys = (testKeys: readonly string[]) => [VENDOR_LICENCE_KEY, ...testKeys]

/** The installed licence, or null. A stored file no key verifies any more counts as none. */
export async function installedLicence(db: Db, testKeys: readonly string[]): Promise<LicencePayload | null> {
  const text = (await storedValues(db)).get(LICENCE_PARAM)
  if (!text) return null
  try {
    return readLicence(text, trustedKeys(testKeys))
  } catch {
    return null
  }
}

export async function installLicence(db: Db, text: string, testKeys: readonly string[], now: number) {
  const licence = readLicence(text, trustedKeys(testKeys))
  await setCachedParam(db, LICENCE_PARAM, text.trim(), now)
  return licence
}

async function usage(db: Db) {
  const count = async (table: 'enterprises' | 'gateways') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return { enterprises: await count('enterprises'), gateways: await count('gateways') }
}

export async function licenceView(db: Db, testKeys: readonly string[], now: number): Promise<LicenceView> {
  const licence = await installedLicence(db, testKeys)
  return {
    installed: licence !== null,
    licence,
    expired: licence !== null && licence.expiresAt <= now,
    used: await usage(db),
  }
}

export interface LicenceContext {
  db: Db
  testKeys: readonly string[]
  now: number
}

/** 90100 (expired: read-only) unless the licence, if any, is in force. */
export async function assertLicenceValid(c: LicenceContext): Promise<LicencePayload | null> {
  const licence = await installedLicence(c.db, c.testKeys)
  if (licence && licence.expiresAt <= c.now)
    fail(Code.systemNotActivated, { reason: 'expired', expiresAt: licence.expiresAt })
  return licence
}

/** 90101 (enterprises) or 90102 (gateways) when `adding` more would pass the licence's limit. */
export async function assertLicenceRoom(
  c: LicenceContext,
  kind: 'enterprises' | 'gateways',
  adding: number,
): Promise<void> {
  const licence = await assertLicenceValid(c)
  if (!licence) return
  const used = (await usage(c.db))[kind]
  if (used + adding > licence[kind])
    fail(kind === 'gateways' ? Code.gatewayQuota : Code.userQuota, { limit: licence[kind], used, adding })
}

/** The feature a call's path belongs to (its changes need the feature licensed), if any. */
const FEATURE_PATHS: readonly (readonly [string, Feature])[] = [
  ['api/key/', 'apiKeys'],
  ['excel/', 'dataCentre'],
  ['scene/', 'scenes'],
  ['video/', 'video'],
  ['project/', 'scada'],
  ['page/', 'scada'],
]
export const featureOf = (path: string): Feature | undefined =>
  FEATURE_PATHS.find(([prefix]) => path.startsWith(prefix))?.[1]

/**
 * For a call that changes data: 90100 past the licence's expiry (read-only), 90104 when the call belongs
 * to a feature the licence leaves out. Nothing without a licence.
 */
export async function assertLicenceAllows(c: LicenceContext, path: string): Promise<void> {
  const licence = await assertLicenceValid(c)
  const feature = featureOf(path)
  if (licence && feature && !licence.features.includes(feature)) fail(Code.featureNotActivated, { feature })
}
