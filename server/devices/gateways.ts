// Registered gateways: rows of `gateways` with the SN, a slow salted hash of the 6-digit verification code
// and of the MQTT credential (gateway-secrets.ts). The credential is the verification code itself
// (edge/README.md: the gateway logs in with its SN and code), so both start as one hash; they are separate
// columns so that a credential can be rotated without changing the code printed on the device.
import { randomUUID } from 'node:crypto'
import type { Insertable, Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type { HardwareRegisterBody } from '../../schemas/api/hardware.ts'
import type { Gateway, GatewaySeries } from '../../schemas/entities/equipment.ts'
import { guardGuess, tryGuess } from '../auth/guess-limit.ts'
import { sameText } from '../crypto/secrets.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonObject } from '../storage/json.ts'
import type { GatewayTable } from '../storage/tables/equipment.ts'
import { DEFAULT_SERIES } from './capacity.ts'
import { gatewaySecretMatches, hashGatewaySecret } from './gateway-secrets.ts'
import { LoginProofs } from './login-proofs.ts'

export type GatewayRow = Selectable<GatewayTable>

const loginProofs = new LoginProofs()

/**
 * For the broker's `verifyGateway`: the SN is registered and the password is its credential. One KDF
 * check per gateway and credential, then a proof of it (login-proofs.ts) while the row stays as it was.
 */
export async function verifyGatewayCredential(db: Db, sn: string, password: string): Promise<boolean> {
  const row = await db
    .selectFrom('gateways')
    .select(['credentialHash', 'orgId'])
    .where('sn', '=', sn)
    .executeTakeFirst()
  if (!row) return gatewaySecretMatches(undefined, sn, password)
  return loginProofs.check(sn, `${row.credentialHash}\0${row.orgId ?? ''}`, password, () =>
    gatewaySecretMatches(row.credentialHash, sn, password),
  )
}

export type BindScopeName = 'any' | 'platform' | 'remote'
export const bindScopeOf = (row: GatewayRow): BindScopeName => {
  const scope = parseJsonObject(row.settings).bindScope
  return scope === 'platform' || scope === 'remote' ? scope : 'any'
}

/**
 * The stored hash of the SN's verification code when `code` is that code, else null (also for an unknown
 * SN, at the cost of a real check: no probing).
 */
async function matchingCodeHash(db: Db, sn: string, code: string): Promise<string | null> {
  const row = await db.selectFrom('gateways').select('codeHash').where('sn', '=', sn).executeTakeFirst()
  return (await gatewaySecretMatches(row?.codeHash, sn, code)) && row ? row.codeHash : null
}

declare const checked: unique symbol
/**
 * An SN and code that passed the guess limits (auth/guess-limit.ts): only `guardGatewayCode` and
 * `tryGatewayCode` make one, and binding takes nothing else, so no way to bind skips the limits. It keeps
 * the hash the code matched, so binding checks that the code is still the same without a second KDF.
 */
export type CheckedCode = { readonly sn: string; readonly codeHash: string; readonly [checked]: true }

export interface CodeTry {
  accountId: string
  sn: string
  code: string
  now: number
}

/**
 * Checks an SN and code under the guess limits, before any transaction (a wrong try must stay counted
 * when the request fails): 1103 with `remainingAttempts` when wrong, 1005 once a limit is reached.
 */
export async function guardGatewayCode(db: Db, t: CodeTry): Promise<CheckedCode> {
  const code = codeCheck(db, t)
  await guardGuess(db, guessOf(t), Code.snOrCodeWrong, code.matches)
  return code.checked()
}

/** As guardGatewayCode, but a wrong code answers null (the replacement check lists it as a problem). */
export async function tryGatewayCode(db: Db, t: CodeTry): Promise<CheckedCode | null> {
  const code = codeCheck(db, t)
  return (await tryGuess(db, guessOf(t), code.matches)).right ? code.checked() : null
}

/** The guess limits' check of a try, keeping the hash the code matched for the CheckedCode. */
function codeCheck(db: Db, t: CodeTry) {
  let codeHash: string | null = null
  return {
    matches: async () => {
      codeHash = await matchingCodeHash(db, t.sn, t.code)
      return codeHash !== null
    },
    checked: () => ({ sn: t.sn, codeHash }) as CheckedCode,
  }
}

const guessOf = (t: CodeTry) =>
  ({ kind: 'gatewayCode', target: t.sn, accountId: t.accountId, now: t.now }) as const

/**
 * The gateway a checked SN and code name, free to bind: 1103 when the SN is unknown or the code wrong
 * (one answer for both, so SNs cannot be probed), 1104 when another device holds it, 1114 when it may
 * be bound only remotely (this API is the platform side).
 */
export async function gatewayForBinding(db: Db, { sn, codeHash }: CheckedCode): Promise<GatewayRow> {
  const row = await db.selectFrom('gateways').selectAll().where('sn', '=', sn).executeTakeFirst()
  if (!row || !sameText(row.codeHash, codeHash)) fail(Code.snOrCodeWrong)
  const holder = await db
    .selectFrom('devices')
    .select('id')
    .where('gatewayId', '=', row.id)
    .executeTakeFirst()
  if (holder) fail(Code.gatewayAlreadyBound)
  if (bindScopeOf(row) === 'remote') fail(Code.remoteOnlyGateway)
  return row
}

export const seriesOfGateway = (row: Pick<GatewayRow, 'series'>): GatewaySeries =>
  (['standard', 'lite', 'pro'] as const).find((s) => s === row.series) ?? DEFAULT_SERIES

export function gatewayView(row: GatewayRow, bound: boolean): Gateway {
  return {
    id: row.id,
    sn: row.sn,
    series: seriesOfGateway(row),
    model: row.model,
    firmwareVersion: row.firmwareVersion,
    networkMode: row.networkMode,
    signalStrength: row.signalStrength,
    state: row.state,
    bindScope: bindScopeOf(row),
    bound,
    configVersion: row.configVersion,
    reportedVersion: row.reportedVersion,
    lastSeenAt: row.lastSeenAt,
  }
}

export type NewGateway = HardwareRegisterBody['gateways'][number]

/** Registers gateways (all or none): 1303 for an SN twice in the batch, 1023 for one registered. */
export async function registerGateways(
  db: Db,
  gateways: readonly NewGateway[],
  now: number,
): Promise<string[]> {
  const sns = gateways.map((g) => g.sn)
  const twice = sns.find((sn, i) => sns.indexOf(sn) !== i)
  if (twice) fail(Code.snDuplicated, { sn: twice })
  const taken = await db.selectFrom('gateways').select('sn').where('sn', 'in', sns).execute()
  if (taken.length) fail(Code.snRegistered, { sns: taken.map((t) => t.sn) })
  const rows = await Promise.all(gateways.map((g) => newGatewayRow(g, now)))
  await db.insertInto('gateways').values(rows).execute()
  return rows.map((r) => r.id as string)
}

async function newGatewayRow(g: NewGateway, now: number): Promise<Insertable<GatewayTable>> {
  const hash = await hashGatewaySecret(g.sn, g.code)
  return {
    id: randomUUID(),
    orgId: null,
    sn: g.sn,
    codeHash: hash,
    credentialHash: hash,
    series: g.series ?? DEFAULT_SERIES,
    model: g.model ?? '',
    firmwareVersion: g.firmwareVersion ?? '',
    networkMode: '',
    signalStrength: null,
    settings: JSON.stringify({ bindScope: g.bindScope ?? 'any' }),
    lastSeenAt: null,
    createdAt: now,
    updatedAt: now,
  }
}
