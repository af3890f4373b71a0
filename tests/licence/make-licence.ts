// Makes licence files (issue 35): `LFL1.<payload>.<signature>`, the payload JSON signed with Ed25519.
// Tests sign with the test key below, which a server trusts only when built in process with it in
// `licenceTestKeys` (never from the environment); the vendor signs real ones with its own private key:
//   npx tsx tests/licence/make-licence.ts --key vendor.pem --customer "ACME" --enterprises 5 \
//     --gateways 100 --features scada,dataCentre --days 365
import { createPrivateKey, randomUUID, sign } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { LicencePayload } from '../../schemas/entities/platform.ts'
import { LICENCE_FEATURES } from '../../schemas/entities/platform.ts'

/** The test key pair: its public half is what tests put in `licenceTestKeys`. */
export const TEST_LICENCE_PUBLIC_KEY = 'MCowBQYDK2VwAyEAyYdGFd1FMxmCD+V31IumnD7BU8oVjmAO1sUtwJCEZM8='
export const TEST_LICENCE_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIOZoe1MYPKFjTGXSmt6RwR7uYNWUNYioJ+/nD8rx221b
-----END PRIVATE KEY-----
`
const DAY = 86_400_000

export function makeLicence(
  fields: Partial<LicencePayload> = {},
  privateKeyPem: string = TEST_LICENCE_PRIVATE_KEY,
): string {
  const now = Date.now()
  const payload: LicencePayload = {
    id: randomUUID(),
    customer: 'Test customer',
    enterprises: 100,
    gateways: 1000,
    features: [...LICENCE_FEATURES],
    issuedAt: now,
    expiresAt: now + 365 * DAY,
    ...fields,
  }
  const body = `LFL1.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`
  const signature = sign(null, Buffer.from(body), createPrivateKey(privateKeyPem))
  return `${body}.${signature.toString('base64url')}`
}

function cli(args: string[]): string {
  const flag = (name: string) => {
    const i = args.indexOf(`--${name}`)
    return i >= 0 ? args[i + 1] : undefined
  }
  const keyFile = flag('key')
  const number = (name: string) => (flag(name) === undefined ? undefined : Number(flag(name)))
  const days = number('days') ?? 365
  const features = flag('features')?.split(',') as LicencePayload['features'] | undefined
  return makeLicence(
    {
      ...(flag('customer') ? { customer: flag('customer') } : {}),
      ...(number('enterprises') !== undefined ? { enterprises: number('enterprises') } : {}),
      ...(number('gateways') !== undefined ? { gateways: number('gateways') } : {}),
      ...(features ? { features } : {}),
      expiresAt: Date.now() + days * DAY,
    },
    keyFile ? readFileSync(keyFile, 'utf8') : TEST_LICENCE_PRIVATE_KEY,
  )
}

if (process.argv[1]?.endsWith('make-licence.ts')) console.log(cli(process.argv.slice(2)))
