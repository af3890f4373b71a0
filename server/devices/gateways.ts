// Registered gateways: rows of `gateways` with the SN, a digest of the 6-digit verification code and
// of the MQTT credential. The credential is the verification code itself (edge/README.md: the gateway
// logs in with its SN and code), so both digests start equal; they are separate columns so that a
// credential can be rotated without changing the code printed on the device.
import { randomUUID } from 'node:crypto'
import type { Insertable, Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type { HardwareRegisterBody } from '../../schemas/api/hardware.ts'
import type { Gateway, GatewaySeries } from '../../schemas/entities/equipment.ts'
import { sameText, sha256Hex } from '../auth/secrets.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonObject } from '../storage/json.ts'
import type { GatewayTable } from '../storage/tables/equipment.ts'
import { DEFAULT_SERIES } from './capacity.ts'

export type GatewayRow = Selectable<GatewayTable>

/** The digest stored for a gateway secret (verification code or credential); salted with the SN. */
export const gatewaySecretHash = (sn: string, secret: string): string => sha256Hex(`${sn}:${secret}`)

/** For the broker's `verifyGateway`: the SN is registered and the password is its credential. */
export async function verifyGatewayCredential(db: Db, sn: string, password: string): Promise<boolean> {
  const row = await db.selectFrom('gateways').select('credentialHash').where('sn', '=', sn).executeTakeFirst()
  return !!row && sameText(row.credentialHash, gatewaySecretHash(sn, password))
}

export type BindScopeName = 'any' | 'platform' | 'remote'
export const bindScopeOf = (row: GatewayRow): BindScopeName => {
  const scope = parseJsonObject(row.settings).bindScope
  return scope === 'platform' || scope === 'remote' ? scope : 'any'
}

/**
 * The gateway an SN and code name, free to bind: 1103 when the SN is unknown or the code wrong (one
 * answer for both, so SNs cannot be probed), 1104 when another device holds it, 1114 when it may be
 * bound only remotely (this API is the platform side).
 */
export async function gatewayForBinding(db: Db, sn: string, code: string): Promise<GatewayRow> {
  const row = await db.selectFrom('gateways').selectAll().where('sn', '=', sn).executeTakeFirst()
  if (!row || !sameText(row.codeHash, gatewaySecretHash(sn, code))) fail(Code.snOrCodeWrong)
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
  const rows: Insertable<GatewayTable>[] = gateways.map((g) => ({
    id: randomUUID(),
    orgId: null,
    sn: g.sn,
    codeHash: gatewaySecretHash(g.sn, g.code),
    credentialHash: gatewaySecretHash(g.sn, g.code),
    series: g.series ?? DEFAULT_SERIES,
    model: g.model ?? '',
    firmwareVersion: g.firmwareVersion ?? '',
    networkMode: '',
    signalStrength: null,
    settings: JSON.stringify({ bindScope: g.bindScope ?? 'any' }),
    lastSeenAt: null,
    createdAt: now,
    updatedAt: now,
  }))
  await db.insertInto('gateways').values(rows).execute()
  return rows.map((r) => r.id as string)
}
