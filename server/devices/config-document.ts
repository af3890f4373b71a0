// The gateway configuration document (schemas/edge/config.ts) of a device, built from its stored
// configuration: what the edge link sends down as NCMD `Config/Document`. Its version is the
// gateway's platform config_version, so the gateway reporting that version means "synced".
// Device variables (read from a driver) go down, and intermediate ones (computed by the gateway's
// scripts); internal and summary variables are the platform's own. Disabled scripts stay on the platform.
import { missingLocation } from '../../schemas/api/equipment-config.ts'
import { type GatewayConfig, REGISTER_TYPES, type RegisterType } from '../../schemas/edge/config.ts'
import { parseGatewayConfig } from '../../schemas/edge/config-rules.ts'
import { RW_TO_ACCESS } from '../../schemas/entities/equipment.ts'
import { AGENT_APPLIES } from '../../schemas/entities/gateway-settings.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonObject } from '../storage/json.ts'
import { type ConfigSet, loadConfigSet, protocolOf } from './config-set.ts'
import { registerTables } from './protocols.ts'

type TableOf = (protocol: string, name: string) => RegisterType | undefined

/** Drops the keys whose value is null: optional document fields are left out, not null. */
const present = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null)) as {
    [K in keyof T]: Exclude<T[K], null>
  }

const WORK_MODES = ['standard', 'switch', 'router'] as const

/** A driver row as the document says it: serial parameters for RTU, OPC fields for OPC UA. */
function driverOf(d: ConfigSet['drivers'][number]): GatewayConfig['drivers'][number] {
  return {
    id: d.id,
    name: d.name,
    protocol: d.protocol,
    brand: d.brand,
    model: d.model,
    slaveAddress: d.address,
    ip: d.ip,
    port: d.tcpPort,
    minCollectTimeMs: d.minCollectMs,
    waitTimeMs: d.waitMs,
    ...(d.protocol === 'modbusRtu' && {
      serial: {
        path: d.port,
        baudRate: d.baudRate,
        dataBits: d.dataBits,
        parity: d.parity,
        stopBits: d.stopBits,
      },
    }),
    ...(d.protocol === 'opcUa' && {
      opcUa: {
        endpoint: d.endpoint,
        securityPolicy: d.securityPolicy,
        messageMode: d.messageMode,
        auth: d.authMode,
        username: d.username,
        password: d.password,
        certificate: d.certificate,
        privateKey: d.privateKey,
      },
    }),
  }
}

/** The settings of a gateway's document: those the agent applies (AGENT_APPLIES), as stored. */
function agentSettingsOf(stored: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(AGENT_APPLIES.flatMap((k) => (stored[k] === undefined ? [] : [[k, stored[k]]])))
}

/** A register type's table when it is named as one (the seeded types); others need the stored data. */
const tableNamed: TableOf = (_protocol, name) => REGISTER_TYPES.find((t) => t === name)

/** The document of a configuration set; pure. `tableOf` names each register type's table. */
export function gatewayConfigOf(
  set: ConfigSet,
  version: number,
  workMode: string,
  tableOf: TableOf = tableNamed,
): GatewayConfig {
  return {
    version,
    workMode: WORK_MODES.find((m) => m === workMode) ?? 'standard',
    drivers: set.drivers.map(driverOf),
    variables: set.variables
      .filter((v) => {
        const protocol = v.kind === 'device' ? protocolOf(set, v.driverId) : undefined
        return protocol !== undefined && missingLocation(v, protocol) === undefined
      })
      .map((v) => ({
        id: v.id,
        name: v.name,
        key: v.key,
        driverId: v.driverId as string,
        // an OPC UA variable has neither a register table nor an address: the document keeps both fields
        // (earlier agents require them) and its driver ignores them
        registerType:
          (v.registerType && tableOf(protocolOf(set, v.driverId) ?? '', v.registerType)) || 'holdingRegister',
        address: v.address ?? 0,
        ...present({ bitAddress: v.bitAddress }),
        dataType: v.dataType,
        byteOrder: v.byteOrder,
        access: RW_TO_ACCESS[v.rw],
        unit: v.unit,
        decimals: v.decimals,
        deadZone: v.deadZone,
        readFormula: v.readFormula,
        writeFormula: v.writeFormula,
        ...present({
          readLower: v.readMin,
          readUpper: v.readMax,
          writeLower: v.writeMin,
          writeUpper: v.writeMax,
        }),
        collectMode: v.collectMode,
        ...(v.opcNode !== '' && { nodeId: v.opcNode }),
        ...present({ s7Area: v.s7Area, dbNumber: v.dbNumber }),
      })),
    alarms: set.alarms.map((a) => ({
      id: a.id,
      variableId: a.variableId,
      condition: a.condition,
      ...present({ value: a.value, compareVariableId: a.compareVariableId }),
      filterCount: a.filterCount,
      level: a.level,
      pushMethods: a.pushMethods,
      voiceLoops: a.voiceLoops,
      alarmGroup: a.alarmGroup,
      enabled: a.enabled,
    })),
    reports: set.reports.map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type,
      storageMode: r.storageMode,
      intervalSec: r.intervalS,
      trigger: r.trigger,
      ...present({ aggregation: r.aggregation }),
      variableIds: r.variableIds,
    })),
    scripts: set.scripts
      .filter((s) => s.enabled)
      .map((s) => ({
        id: s.id,
        name: s.name,
        strategy: s.strategy,
        ...present({ intervalSec: s.intervalS }),
        condition: s.condition,
        source: s.body,
      })),
    ...intermediatesOf(set),
  }
}

/** The intermediate variables, left out when there are none (a document without scripts' values). */
function intermediatesOf(set: ConfigSet): Pick<GatewayConfig, 'intermediates'> {
  const intermediates = set.variables
    .filter((v) => v.kind === 'intermediate')
    .map((v) => ({ id: v.id, name: v.name, dataType: v.dataType }))
  return intermediates.length ? { intermediates } : {}
}

export class ConfigDocumentError extends Error {
  constructor(
    readonly deviceId: string,
    readonly problems: readonly { path: string; message: string }[],
  ) {
    super(`configuration of device ${deviceId} is not a valid gateway document: ${JSON.stringify(problems)}`)
    this.name = 'ConfigDocumentError'
  }
}

/**
 * The validated document of a device (`parseGatewayConfig`), versioned with its gateway's
 * config_version (0 without a gateway). Throws ConfigDocumentError if the stored configuration
 * breaks a document rule (the configuration calls refuse such changes, so this is a bug).
 */
export async function buildGatewayConfig(db: Db, deviceId: string): Promise<GatewayConfig> {
  const gateway = await db
    .selectFrom('devices')
    .leftJoin('gateways', 'gateways.id', 'devices.gatewayId')
    .select(['gateways.configVersion', 'gateways.settings'])
    .where('devices.id', '=', deviceId)
    .executeTakeFirst()
  if (!gateway) throw new Error(`no device ${deviceId}`)
  const set = await loadConfigSet(db, { kind: 'device', id: deviceId })
  const settings = parseJsonObject(gateway.settings)
  const workMode = String(settings.workMode ?? 'standard')
  const applied = agentSettingsOf(settings)
  // left out when none is set, so a gateway's document stays as it was before settings existed
  const parsed = parseGatewayConfig({
    ...gatewayConfigOf(set, gateway.configVersion ?? 0, workMode, await registerTables(db)),
    ...(Object.keys(applied).length ? { settings: applied } : {}),
  })
  if (!parsed.ok) throw new ConfigDocumentError(deviceId, parsed.problems)
  return parsed.config
}
