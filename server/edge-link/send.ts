// Commands the platform sends a gateway, tracked in the command book until the gateway's answer:
// the device's configuration document (sync, spec §4) and writes of a variable's value. A write goes
// down as Sparkplug says: a DCMD to the device the variable's metric was born under (an NCMD for a
// node metric) naming the metric as the birth did, with its alias and datatype. A node that announced
// our extension gets `Command/Id` too and answers with `Command/Result`; any other is taken at its
// word when it reports the metric again (commands.ts).
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { DataType, type Metric, Metrics, valueOfDatatype } from '../../core/sparkplug/index.ts'
import { buildGatewayConfig, ConfigDocumentError } from '../devices/config-document.ts'
import { fail } from '../http/api-error.ts'
import type { Actor } from '../oplog/record.ts'
import { NODE_SEGMENT } from './directory.ts'
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

/** Publishes a tracked command (with its Command/Id unless `anonymous`); fails it when the link is down. */
async function send(
  rt: Realtime,
  target: CommandTarget,
  uuid: string,
  metrics: Metric[],
  now: number,
  o: { anonymous?: boolean; device?: string } = {},
): Promise<void> {
  try {
    await rt.publishCommand(target.sn, metrics, {
      ...(o.anonymous ? {} : { commandId: uuid }),
      ...(o.device === undefined ? {} : { device: o.device }),
    })
  } catch {
    await failOffline(rt, uuid, 'the gateway link is down', now)
  }
}

/** Ends a recorded command that cannot be sent, and the request, with 1304. */
async function failOffline(rt: Realtime, uuid: string, why: string, now: number): Promise<never> {
  const row = await rt.commands.get(uuid)
  if (row) await rt.commands.fail(row, Code.offline, why, now)
  fail(Code.offline)
}

/** Sends the device's configuration document; answers the command's uuid. */
export async function sendConfiguration(
  rt: Realtime,
  deviceId: string,
  actor: Actor,
  now: number,
): Promise<string> {
  const target = await commandTarget(rt, deviceId, Code.noGatewayBound)
  let document: Awaited<ReturnType<typeof buildGatewayConfig>>
  try {
    document = await buildGatewayConfig(rt.o.db, deviceId)
  } catch (e) {
    if (e instanceof ConfigDocumentError) fail(Code.paramInvalid, { problems: e.problems })
    throw e
  }
  const uuid = randomUUID()
  await rt.commands.start(
    { id: uuid, kind: 'sync', ...target, ...actor, gatewaySn: target.sn, newValue: document.version },
    now,
  )
  await send(
    rt,
    target,
    uuid,
    [{ name: Metrics.configDocument, datatype: DataType.String, value: JSON.stringify(document) }],
    now,
  )
  return uuid
}

/** Asks the gateway for the children of an OPC UA driver's node (`Command/Browse`); answers the uuid. */
export async function sendBrowse(
  rt: Realtime,
  b: { deviceId: string; driverId: string; nodeId?: string },
  actor: Actor,
  now: number,
): Promise<string> {
  const target = await commandTarget(rt, b.deviceId, Code.noGatewayBound)
  const uuid = randomUUID()
  await rt.commands.start({ id: uuid, kind: 'browse', ...target, ...actor, gatewaySn: target.sn }, now)
  const command = { driverId: b.driverId, ...(b.nodeId ? { nodeId: b.nodeId } : {}) }
  await send(
    rt,
    target,
    uuid,
    [{ name: Metrics.commandBrowse, datatype: DataType.String, value: JSON.stringify(command) }],
    now,
  )
  return uuid
}

export interface WriteRequest {
  deviceId: string
  variableId: string
  value: number | boolean | string
  /** the live value before the write, for the operation log */
  oldValue: unknown
}

/**
 * Sends a write of one variable as the DCMD (NCMD) of its metric; answers the command's uuid. 1304 when
 * no birth of the variable's metric has been seen (nothing to name it by), 2002 when the value does not
 * fit the metric's datatype.
 */
export async function sendWrite(rt: Realtime, w: WriteRequest, actor: Actor, now: number): Promise<string> {
  const target = await commandTarget(rt, w.deviceId, Code.writeUnboundGateway)
  const node = rt.ingest.nodeSession(target.sn)
  const born = node?.metricOf(w.variableId)
  const value = born && valueOfDatatype(born.datatype, w.value)
  if (born && value === undefined)
    fail(Code.writeOutOfRange, { reason: `not a value of datatype ${born.datatype}` })
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
  if (!node || !born || value === undefined)
    return failOffline(rt, uuid, 'no birth of this variable seen', now)
  if (!node.extension) rt.commands.watchReport(target.sn, w.variableId, uuid, now)
  const metric: Metric = {
    name: born.name,
    datatype: born.datatype,
    value,
    timestamp: now,
    ...(born.alias === undefined ? {} : { alias: born.alias }),
  }
  await send(rt, target, uuid, [metric], now, {
    anonymous: !node.extension,
    ...(born.segment === NODE_SEGMENT ? {} : { device: born.segment }),
  })
  return uuid
}

/**
 * Sends their configuration to the gateways running our agent (they announced the extension in their
 * birth) that are online and do not run the platform's version, each version once (a refused document
 * is not sent again until the configuration changes): after a gateway's first connection and after each
 * change, with no one calling `equipment/multi/sync`. Logged as the system's sync.
 */
export async function syncStaleGateways(rt: Realtime, now: number): Promise<void> {
  const stale = await rt.o.db
    .selectFrom('gateways')
    .innerJoin('devices', 'devices.gatewayId', 'gateways.id')
    .select(['gateways.sn', 'gateways.configVersion', 'devices.id as deviceId', 'devices.orgId'])
    .where('gateways.state', '=', 'online')
    .whereRef('gateways.configVersion', '!=', 'gateways.reportedVersion')
    .execute()
  for (const g of stale) {
    if (!rt.ingest.nodeSession(g.sn)?.extension) continue
    const sent = await rt.o.db
      .selectFrom('edgeCommands')
      .select('id')
      .where('gatewaySn', '=', g.sn)
      .where('kind', '=', 'sync')
      .where('newValue', '=', JSON.stringify(g.configVersion))
      .executeTakeFirst()
    if (sent) continue
    const system = { accountId: null, orgId: g.orgId, loginname: 'system' }
    await sendConfiguration(rt, g.deviceId, system, now).catch((e) =>
      rt.o.log?.(`auto sync of ${g.sn}: ${e}`),
    )
  }
}
