// Metric names with a fixed meaning between the platform and its edge nodes, and payload builders for them.
import { DataType } from './datatypes.ts'
import type { Metric, Payload } from './payload.ts'

export const Metrics = {
  /** Birth/death sequence (Int64), the same in NBIRTH and the NDEATH will of one MQTT session. */
  bdSeq: 'bdSeq',
  /** NCMD Boolean true: the node publishes NBIRTH and every DBIRTH again. In NBIRTH as false. */
  rebirth: 'Node Control/Rebirth',
  /** UInt32: the configuration document version the gateway runs (NBIRTH, and NDATA after a change). */
  configVersion: 'Config/Version',
  /** NCMD String: a gateway configuration document as JSON (schemas/edge/config.ts). */
  configDocument: 'Config/Document',
  /** NCMD String: a write by variable id, JSON { variableId, value } (DCMD writes by metric name instead). */
  commandWrite: 'Command/Write',
  /** NCMD String: browse an OPC UA driver's nodes, JSON { driverId, nodeId? }; answered with `nodes`. */
  commandBrowse: 'Command/Browse',
  /** NCMD/DCMD String: the uuid the platform tracks a command by; echoed in Command/Result. */
  commandId: 'Command/Id',
  /** NDATA String: JSON CommandResult (schemas/edge/commands.ts) answering each NCMD/DCMD that had a Command/Id. */
  commandResult: 'Command/Result',
  /** NDEATH Boolean true: the node shut down because its power supply failed (the power-off alarm). */
  powerLost: 'Node Control/Power Lost',
  /** NDATA String: JSON ScriptStatus (schemas/edge/commands.ts), a device script's last run or error. */
  scriptStatus: 'Script/Status',
  /** NBIRTH and NDATA String: JSON AntiTamperStatus (schemas/edge/commands.ts), absent while it is off. */
  antiTamperStatus: 'AntiTamper/Status',
  /** NCMD String: JSON FirmwareUpgrade (schemas/edge/firmware.ts): fetch, check and switch to a package. */
  firmwareUpgrade: 'Firmware/Upgrade',
  /** NDATA String: JSON FirmwareProgress (schemas/edge/firmware.ts), an upgrade's steps and its outcome. */
  firmwareProgress: 'Firmware/Progress',
} as const

/** NBIRTH: the gateway's own details (platform spec §3 Gateway), String unless said. */
export const GatewayProperties = {
  firmware: 'Properties/Firmware',
  /** Int32, dBm; absent on a wired gateway */
  signalStrength: 'Properties/Signal Strength',
  networkMode: 'Properties/Network Mode',
  lanIp: 'Properties/LAN IP',
  lanMask: 'Properties/LAN Mask',
  mac: 'Properties/MAC',
} as const

export const bdSeqMetric = (bdSeq: number | bigint): Metric => ({
  name: Metrics.bdSeq,
  datatype: DataType.Int64,
  value: BigInt(bdSeq),
})

/** The NCMD payload a host sends to make an edge node rebirth (e.g. after a sequence gap). */
export const rebirthCommand = (now: number): Payload => ({
  timestamp: now,
  metrics: [{ name: Metrics.rebirth, datatype: DataType.Boolean, value: true, timestamp: now }],
})

/** The first metric of a payload with this name. */
export const findMetric = (p: Payload, name: string): Metric | undefined =>
  p.metrics.find((m) => m.name === name)

/**
 * Node metrics with a meaning of their own (Sparkplug's bdSeq and `Node Control/*`, the platform's
 * `Config/*` and `Command/*`), not process values.
 */
export const isControlMetric = (name: string): boolean =>
  name === Metrics.bdSeq ||
  name.startsWith('Node Control/') ||
  name.startsWith('Config/') ||
  name.startsWith('Command/') ||
  name.startsWith('Script/') ||
  name.startsWith('AntiTamper/') ||
  name.startsWith('Properties/')
