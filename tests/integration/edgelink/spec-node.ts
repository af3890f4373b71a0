// A third-party Sparkplug B 3.0 edge node for the interoperability tests, written from the interface
// definition alone: payloads from schemas/edge/sparkplug_b.proto with protobufjs, never the project's
// codec or agent, so that the platform is checked against the specification and not against itself.
// Also the integrator's configuration such a node needs on the platform.
import { resolve } from 'node:path'
import type { IClientOptions, MqttClient } from 'mqtt'
import protobuf from 'protobufjs'
import { variableColumns, variableDefaults } from '../../../server/devices/config-rows/variables.ts'
import { hashGatewaySecret } from '../../../server/devices/gateway-secrets.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import type { Db } from '../../../server/storage/db.ts'

const proto = protobuf.loadSync(resolve(import.meta.dirname, '../../../schemas/edge/sparkplug_b.proto'))
const Payload = proto.lookupType('org.eclipse.tahu.protobuf.Payload')

export type Wire = Record<string, unknown>
export const encode = (p: Wire) => Buffer.from(Payload.encode(Payload.fromObject(p)).finish())
export const decode = (b: Buffer) => Payload.toObject(Payload.decode(b), { longs: String }) as Wire

// Sparkplug B 3.0 datatypes (sparkplug_b.proto, DataType)
export const DT = {
  Int8: 1,
  Int16: 2,
  Int32: 3,
  Int64: 4,
  UInt8: 5,
  UInt16: 6,
  UInt32: 7,
  UInt64: 8,
  Float: 9,
  Double: 10,
  Boolean: 11,
  String: 12,
  DateTime: 13,
  Text: 14,
  UUID: 15,
} as const

/** Who the node is: its gateway login, its group, its one Sparkplug device, and its primary host. */
export interface NodeIdentity {
  sn: string
  code: string
  group: string
  device: string
  hostId: string
}

/** The node's MQTT login, clean session, and its NDEATH (bdSeq 0) as the will. */
export const nodeLogin = (id: NodeIdentity) =>
  ({
    clientId: id.sn,
    username: id.sn,
    password: id.code,
    clean: true,
    will: {
      topic: `spBv1.0/${id.group}/NDEATH/${id.sn}`,
      payload: encode({
        timestamp: Date.now(),
        metrics: [{ name: 'bdSeq', datatype: DT.Int64, longValue: '0' }],
      }),
      qos: 1,
      retain: false,
    },
  }) satisfies IClientOptions

/** The running node: its MQTT client, what it received, and its publishing with seq. */
export interface SpecNode {
  client: MqttClient
  seq: number
  states: { retain: boolean; payload: { online: boolean; timestamp: number } }[]
  commands: { topic: string; payload: Wire }[]
  birthAt?: number
  publish(type: string, metrics: Wire[], device?: string): Promise<void>
}

/**
 * Runs the node on its connected client, configured with the platform as its primary host (3.0 §5):
 * it subscribes to the host's STATE and its commands, and publishes its births (NBIRTH, then the DBIRTH
 * of its device with `deviceMetrics`) only once that STATE says online, and again on each rebirth request.
 */
export async function runNode(
  client: MqttClient,
  id: NodeIdentity,
  deviceMetrics: Wire[],
): Promise<SpecNode> {
  const node: SpecNode = {
    client,
    seq: 0,
    states: [],
    commands: [],
    async publish(type, metrics, device) {
      const topic = `spBv1.0/${id.group}/${type}/${id.sn}${device ? `/${device}` : ''}`
      node.seq = type === 'NBIRTH' ? 0 : (node.seq + 1) % 256
      await client.publishAsync(topic, encode({ timestamp: Date.now(), seq: node.seq, metrics }), { qos: 0 })
    },
  }
  const births = async () => {
    node.birthAt = Date.now()
    await node.publish('NBIRTH', [
      { name: 'bdSeq', datatype: DT.Int64, longValue: '0' },
      { name: 'Node Control/Rebirth', datatype: DT.Boolean, booleanValue: false },
    ])
    await node.publish('DBIRTH', deviceMetrics, id.device)
  }
  client.on('message', (topic, payload, packet) => {
    if (topic === `spBv1.0/STATE/${id.hostId}`) {
      const state = JSON.parse(payload.toString('utf8'))
      node.states.push({ retain: packet.retain, payload: state })
      if (state.online === true && node.birthAt === undefined) void births()
      return
    }
    const command = { topic, payload: decode(payload) }
    node.commands.push(command)
    const metrics = command.payload.metrics as Wire[]
    if (metrics.some((m) => m.name === 'Node Control/Rebirth' && m.booleanValue === true)) void births()
  })
  await client.subscribeAsync(
    [
      `spBv1.0/STATE/${id.hostId}`,
      `spBv1.0/${id.group}/NCMD/${id.sn}`,
      `spBv1.0/${id.group}/DCMD/${id.sn}/+`,
    ],
    { qos: 1 },
  )
  return node
}

/** A variable for one of the node's metrics, keyed by the metric's name. */
export interface MetricVariable {
  id: string
  name: string
  key: string
  dataType: 'float64' | 'int32' | 'int64' | 'uint64'
  rw: 'r' | 'rw'
}

/**
 * The integrator's configuration on the platform: the demo gateway given the node's SN and code (and its
 * group where `group` is set), its driver named as the node's Sparkplug device, and the variables.
 */
export async function configureNode(
  db: Db,
  deviceId: string,
  id: NodeIdentity,
  variables: MetricVariable[],
  options: { group?: boolean } = {},
) {
  const hash = await hashGatewaySecret(id.sn, id.code)
  await db
    .updateTable('gateways')
    .set({
      sn: id.sn,
      codeHash: hash,
      credentialHash: hash,
      ...(options.group && { sparkplugGroup: id.group }),
    })
    .where('sn', '=', DEMO_GATEWAY.sn)
    .execute()
  const driver = await db
    .updateTable('drivers')
    .set({ name: id.device })
    .where('deviceId', '=', deviceId)
    .returning(['id', 'orgId'])
    .executeTakeFirstOrThrow()
  const now = Date.now()
  for (const { id: variableId, ...v } of variables) {
    await db
      .insertInto('variables')
      .values({
        id: variableId,
        orgId: driver.orgId,
        deviceId,
        templateId: null,
        createdAt: now,
        updatedAt: now,
        ...variableColumns(variableDefaults({ ...v, driverId: driver.id })),
      })
      .execute()
  }
}
