// Commands the platform sends a gateway, tracked in the command book until the gateway's answer:
// the device's configuration document (sync, spec §4) and writes of a variable's value.
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { DataType, Metrics } from '../../core/sparkplug/index.ts'
import { buildGatewayConfig, ConfigDocumentError } from '../devices/config-document.ts'
import { fail } from '../http/api-error.ts'
import type { Actor } from '../oplog/record.ts'
import type { Realtime } from './realtime.ts'

export interface CommandTarget {
  sn: string
  orgId: string
  deviceId: string
}

/**
 * The gateway of a device that can take a command now: `unbound` (no gateway: 1102 for a sync, 2001
 * for a write), 1304 offline, 1337 sleeping.
 */
export async function commandTarget(rt: Realtime, deviceId: string, unbound: number): Promise<CommandTarget> {
  const row = await rt.o.db
    .selectFrom('devices')
    .leftJoin('gateways', 'gateways.id', 'devices.gatewayId')
    .select(['devices.orgId', 'gateways.sn', 'gateways.state'])
    .where('devices.id', '=', deviceId)
    .executeTakeFirst()
  if (!row?.sn) fail(unbound)
  if (row.state === 'sleeping') fail(Code.sleeping)
  if (row.state !== 'online') fail(Code.offline)
  return { sn: row.sn, orgId: row.orgId, deviceId }
}

async function send(
  rt: Realtime,
  target: CommandTarget,
  uuid: string,
  metrics: Parameters<Realtime['publishCommand']>[1],
  now: number,
): Promise<void> {
  try {
    await rt.publishCommand(target.sn, metrics, uuid)
  } catch {
    const row = await rt.commands.get(uuid)
    if (row) await rt.commands.fail(row, Code.offline, 'the gateway link is down', now)
    fail(Code.offline)
  }
}

/** Sends the device's configuration document; answers the command's uuid. */
export async function sendConfiguration(
  rt: Realtime,
  deviceId: string,
  actor: Actor,
  now: number,
): Promise<string> {
  const target = await commandTarget(rt, deviceId, Code.noGatewayBound)
  let document: string
  try {
    document = JSON.stringify(await buildGatewayConfig(rt.o.db, deviceId))
  } catch (e) {
    if (e instanceof ConfigDocumentError) fail(Code.paramInvalid, { problems: e.problems })
    throw e
  }
  const uuid = randomUUID()
  await rt.commands.start({ id: uuid, kind: 'sync', ...target, ...actor, gatewaySn: target.sn }, now)
  await send(
    rt,
    target,
    uuid,
    [{ name: Metrics.configDocument, datatype: DataType.String, value: document }],
    now,
  )
  return uuid
}

export interface WriteRequest {
  deviceId: string
  variableId: string
  value: number | boolean
  /** the live value before the write, for the operation log */
  oldValue: unknown
}

/** Sends a write of one variable (NCMD Command/Write); answers the command's uuid. */
export async function sendWrite(rt: Realtime, w: WriteRequest, actor: Actor, now: number): Promise<string> {
  const target = await commandTarget(rt, w.deviceId, Code.writeUnboundGateway)
  const uuid = randomUUID()
  await rt.commands.start(
    {
      id: uuid,
      kind: 'write',
      ...target,
      ...actor,
      gatewaySn: target.sn,
      variableId: w.variableId,
      oldValue: w.oldValue,
      newValue: w.value,
    },
    now,
  )
  const command = JSON.stringify({ variableId: w.variableId, value: w.value })
  await send(
    rt,
    target,
    uuid,
    [{ name: Metrics.commandWrite, datatype: DataType.String, value: command }],
    now,
  )
  return uuid
}
