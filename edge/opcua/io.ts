// The OPC UA side of a driver: every polled node read in one Read request, or (where the server takes
// them) one subscription with the driver's minimum collect time as sampling and publishing interval;
// writes with the variable's data type; nodes browsed for the platform's driver screen (browse.ts).
import {
  AttributeIds,
  ClientMonitoredItemGroup,
  type ClientSubscription,
  DataType,
  type DataValue,
  StatusCodes,
  TimestampsToReturn,
  VariantArrayType,
} from 'node-opcua-client'
import { Code } from '../../core/i18n/codes.ts'
import { bigIntOf, exactInteger } from '../../core/util/integers.ts'
import type { ModbusTcpDriver, OpcUaSettings, VariableDataType } from '../../schemas/edge/index.ts'
import { DriverFault, type DriverIo, type OnRawValue } from '../agent/driver-io.ts'
import { type CompiledVariable, checkWrite, typesIn, type VariableValue } from '../agent/variables.ts'
import { type OpcSession, openSession, within } from './session.ts'

/** The OPC UA data type a variable is written with. */
export const WRITE_TYPES = typesIn(DataType) as Record<VariableDataType, DataType>

const is64 = (t: DataType | undefined) => t === DataType.Int64 || t === DataType.UInt64

/** node-opcua's [high, low] 32-bit halves of an Int64 or UInt64, as a bigint. */
function fromHalves(t: DataType, v: unknown): bigint | undefined {
  if (!Array.isArray(v) || v.length !== 2 || !v.every((h) => Number.isInteger(h))) return undefined
  const u = (BigInt(v[0] >>> 0) << 32n) | BigInt(v[1] >>> 0)
  return t === DataType.Int64 ? BigInt.asIntN(64, u) : u
}

/** The [high, low] halves node-opcua writes an Int64 or UInt64 as (two's complement for negatives). */
function toHalves(n: bigint): [number, number] {
  const u = BigInt.asUintN(64, n)
  return [Number(u >> 32n), Number(u & 0xffffffffn)]
}

/**
 * A good number, boolean or text value, an Int64/UInt64 exactly (core/util/integers.ts); anything else
 * (bad status, arrays, structures) is a failed read.
 */
export function rawOf(dv: DataValue): VariableValue | null {
  if (!dv.statusCode.isGood()) return null
  const v: unknown = dv.value?.value
  const type = dv.value?.dataType
  if (is64(type)) {
    const n = typeof v === 'bigint' ? v : typeof v === 'number' ? bigIntOf(v) : fromHalves(type, v)
    return n === undefined ? null : exactInteger(n)
  }
  if (typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string') return v
  return null
}

/** The Variant value of a checked write. */
function writeValueOf(dataType: DataType, raw: number | string): unknown {
  if (dataType === DataType.Boolean) return raw === 1
  const n = is64(dataType) ? bigIntOf(raw) : undefined
  return n === undefined ? raw : toHalves(n)
}

export class OpcUaIo implements DriverIo {
  private opc: Promise<OpcSession> | undefined
  private subscription: ClientSubscription | undefined
  private readonly settings: OpcUaSettings

  constructor(
    private readonly driver: ModbusTcpDriver,
    private readonly polled: readonly CompiledVariable[],
  ) {
    this.settings = driver.opcUa ?? {
      endpoint: '',
      securityPolicy: 'None',
      messageMode: 'None',
      auth: 'anonymous',
      username: '',
      password: '',
      certificate: '',
      privateKey: '',
    }
  }

  /** The open session; a failed one is dropped so that the next request connects again. */
  private async session(): Promise<OpcSession> {
    this.opc ??= openSession(this.settings, this.driver.waitTimeMs)
    try {
      return await this.opc
    } catch (e) {
      this.opc = undefined
      throw e
    }
  }

  private async request<T>(what: string, work: (s: OpcSession) => Promise<T>): Promise<T> {
    const s = await this.session()
    try {
      return await within(this.driver.waitTimeMs, what, work(s))
    } catch (e) {
      if (this.opc) void this.drop()
      throw e instanceof DriverFault ? e : new DriverFault(Code.slaveComm, (e as Error).message)
    }
  }

  private async drop(): Promise<void> {
    const opc = this.opc
    this.opc = undefined
    this.subscription = undefined
    await (await opc?.catch(() => undefined))?.close()
  }

  async readAll(): Promise<Map<string, VariableValue | null>> {
    const out = new Map<string, VariableValue | null>()
    if (!this.polled.length) return out
    try {
      const values = await this.request('read', (s) =>
        s.session.read(
          this.polled.map((cv) => ({ nodeId: cv.def.nodeId!, attributeId: AttributeIds.Value })),
        ),
      )
      for (const [i, cv] of this.polled.entries()) out.set(cv.def.id, values[i] ? rawOf(values[i]) : null)
    } catch {
      for (const cv of this.polled) out.set(cv.def.id, null)
    }
    return out
  }

  async readOne(cv: CompiledVariable): Promise<VariableValue | undefined> {
    const dv = await this.request('read', (s) =>
      s.session.read({ nodeId: cv.def.nodeId!, attributeId: AttributeIds.Value }),
    )
    return rawOf(dv) ?? undefined
  }

  async write(cv: CompiledVariable, value: VariableValue): Promise<void> {
    const checked = checkWrite(cv, value)
    if (!checked.ok) throw new DriverFault(checked.code, checked.msg)
    const dataType = WRITE_TYPES[cv.def.dataType]
    const status = await this.request('write', (s) =>
      s.session.write({
        nodeId: cv.def.nodeId!,
        attributeId: AttributeIds.Value,
        value: {
          value: { dataType, arrayType: VariantArrayType.Scalar, value: writeValueOf(dataType, checked.raw) },
        },
      }),
    )
    if (status === StatusCodes.BadNotWritable || status === StatusCodes.BadUserAccessDenied)
      throw new DriverFault(Code.writeReadOnly, `${cv.def.name}: ${status.name}`)
    if (!status.isGood()) throw new DriverFault(Code.slaveComm, `${cv.def.name}: ${status.name}`)
  }

  /** One subscription for every polled node, sampled at the minimum collect time. */
  async subscribe(onValue: OnRawValue): Promise<boolean> {
    if (!this.polled.length) return false
    const interval = this.driver.minCollectTimeMs
    const subscription = await this.request('subscribe', (s) =>
      s.session.createSubscription2({
        requestedPublishingInterval: interval,
        requestedLifetimeCount: 100,
        requestedMaxKeepAliveCount: 10,
        publishingEnabled: true,
      }),
    )
    const group = ClientMonitoredItemGroup.create(
      subscription,
      this.polled.map((cv) => ({ nodeId: cv.def.nodeId!, attributeId: AttributeIds.Value })),
      { samplingInterval: interval, queueSize: 1, discardOldest: true },
      TimestampsToReturn.Both,
    )
    group.on('changed', (_item, dv, index) => {
      const cv = this.polled[index]
      if (cv) onValue(cv.def.id, rawOf(dv))
    })
    this.subscription = subscription
    return true
  }

  async close(): Promise<void> {
    await this.subscription?.terminate().catch(() => undefined)
    await this.drop()
  }
}
