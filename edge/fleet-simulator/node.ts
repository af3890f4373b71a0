// One simulated edge node, written from the Sparkplug B 3.0 specification rather than from our agent:
// an MQTT session whose will is NDEATH with the session's bdSeq; NBIRTH (seq 0, bdSeq, Node
// Control/Rebirth false), then a DBIRTH of its one device listing every metric with its datatype and an
// alias (values null: nothing read yet); then every period a DDATA of every metric by alias with a new
// value; seq 0–255 over all of the node's messages. `Node Control/Rebirth` = true births it again. A
// lost connection is retried with the next bdSeq, as the spec asks of a new session.
import mqtt, { type MqttClient } from 'mqtt'
import {
  bdSeqMetric,
  DataType,
  decodePayload,
  deviceTopic,
  encodePayload,
  findMetric,
  type Metric,
  Metrics,
  nextSeq,
  nodeTopic,
  type Payload,
} from '../../core/sparkplug/index.ts'
import { FLEET_DRIVER, metricName } from './platform.ts'

export interface NodeOptions {
  mqttUrl: string
  group: string
  sn: string
  code: string
  metrics: number
  periodMs: number
  /** the first DDATA this long after the births: nodes spread over the period, not all in one tick */
  phaseMs: number
  qos: 0 | 1
  /** hears the number of values each DDATA offered */
  onOffered: (values: number) => void
  log: (msg: string) => void
}

const RETRY_MS = 5000
const CONNECT_TRIES = 5
/** The broker answered the CONNECT and refused it (MQTT 3.1.1 return codes 1–5, MQTT 5 reason codes). */
const refused = (e: unknown) => typeof (e as { code?: unknown }).code === 'number'
/** Aliases 1…M for the device metrics; the node's own metrics go by name. */
const aliasOf = (i: number) => i + 1

export class SimNode {
  private client: MqttClient | undefined
  private seq = 0
  private bdSeq = -1
  private round = 0
  private timer: NodeJS.Timeout | undefined
  private stopped = false

  constructor(private readonly o: NodeOptions) {}

  /**
   * Resolves once connected and born. Rejects when the broker refuses the session (a CONNACK with a
   * reason code: a wrong code, an unknown SN); a connection that fails otherwise (no CONNACK in time on a
   * busy broker, a reset) is tried again after RETRY_MS, as a gateway would, at most CONNECT_TRIES times.
   */
  async start(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.connect()
      } catch (e) {
        if (refused(e) || attempt >= CONNECT_TRIES || this.stopped) throw e
        this.o.log(`${this.o.sn}: ${(e as Error).message}, retrying in ${RETRY_MS / 1000} s`)
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
      }
    }
  }

  /** Publishes NDEATH and disconnects cleanly (the broker then drops the will). */
  async stop(): Promise<void> {
    this.stopped = true
    this.idle()
    const c = this.client
    if (!c?.connected) {
      c?.end(true)
      return
    }
    await c.publishAsync(this.nodeTopic('NDEATH'), this.encode({ metrics: [bdSeqMetric(this.bdSeq)] }), {
      qos: 1,
    })
    await c.endAsync()
  }

  online(): boolean {
    return !!this.client?.connected
  }

  private connect(): Promise<void> {
    this.bdSeq = (this.bdSeq + 1) % 256
    const c = mqtt.connect(this.o.mqttUrl, {
      clientId: this.o.sn,
      username: this.o.sn,
      password: this.o.code,
      clean: true,
      reconnectPeriod: 0,
      queueQoSZero: false,
      will: {
        topic: this.nodeTopic('NDEATH'),
        payload: this.encode({ metrics: [bdSeqMetric(this.bdSeq)] }),
        qos: 1,
        retain: false,
      },
    })
    this.client = c
    c.on('message', (_topic, payload) => this.command(payload))
    return new Promise((resolve, reject) => {
      let connected = false
      // every error, not only the first: mqtt.js may emit another (a late CONNACK timeout), and an
      // 'error' without a listener would end the whole simulator
      c.on('error', (e) => {
        if (connected) return this.o.log(`${this.o.sn}: ${e.message}`)
        c.end(true)
        reject(e)
      })
      // a socket closed before the CONNACK (a busy broker shedding it) emits no error
      c.once('close', () => {
        if (!connected) reject(new Error('connection closed before the CONNACK'))
      })
      c.once('connect', () => {
        connected = true
        c.once('close', () => this.lost())
        c.subscribe(this.nodeTopic('NCMD'), { qos: 1 }, () => {
          this.birth()
          resolve()
        })
      })
    })
  }

  private lost(): void {
    this.idle()
    if (this.stopped) return
    this.o.log(`${this.o.sn}: connection lost, retrying in ${RETRY_MS / 1000} s`)
    setTimeout(() => {
      if (!this.stopped) this.connect().catch((e) => this.o.log(`${this.o.sn}: ${e}`))
    }, RETRY_MS).unref()
  }

  private idle(): void {
    clearTimeout(this.timer)
    clearInterval(this.timer)
  }

  private command(payload: Buffer): void {
    const decoded = decodePayload(payload)
    if (decoded.ok && findMetric(decoded.payload, Metrics.rebirth)?.value === true) this.birth()
  }

  private birth(): void {
    this.idle()
    this.seq = 0
    const now = Date.now()
    this.publish(this.nodeTopic('NBIRTH'), {
      timestamp: now,
      metrics: [bdSeqMetric(this.bdSeq), { name: Metrics.rebirth, datatype: DataType.Boolean, value: false }],
    })
    this.publish(this.deviceTopic('DBIRTH'), {
      timestamp: now,
      metrics: Array.from({ length: this.o.metrics }, (_, i) => ({
        name: metricName(i),
        alias: aliasOf(i),
        datatype: DataType.Double,
        value: this.round === 0 ? null : this.value(this.round - 1, i),
      })),
    })
    this.timer = setTimeout(() => {
      this.data()
      this.timer = setInterval(() => this.data(), this.o.periodMs)
    }, this.o.phaseMs)
  }

  /** A value that changes every round, so each is news to the platform and its viewers. */
  private value(round: number, i: number): number {
    return Math.round(1000 * Math.sin((round + i) / 7)) / 10 + round * 1e-6
  }

  private data(): void {
    const round = this.round++
    const metrics: Metric[] = Array.from({ length: this.o.metrics }, (_, i) => ({
      alias: aliasOf(i),
      datatype: DataType.Double,
      value: this.value(round, i),
    }))
    if (this.publish(this.deviceTopic('DDATA'), { timestamp: Date.now(), metrics }))
      this.o.onOffered(metrics.length)
  }

  /** Publishes with the next seq; false when the session is down. */
  private publish(topic: string, p: Omit<Payload, 'seq'>): boolean {
    const c = this.client
    if (!c?.connected) return false
    const seq = this.seq
    this.seq = nextSeq(seq)
    c.publish(topic, this.encode({ ...p, seq }), { qos: this.o.qos })
    return true
  }

  private encode(p: Payload): Buffer {
    return Buffer.from(encodePayload(p))
  }

  private nodeTopic(type: 'NBIRTH' | 'NDEATH' | 'NCMD'): string {
    return nodeTopic(this.o.group, type, this.o.sn)
  }

  private deviceTopic(type: 'DBIRTH' | 'DDATA'): string {
    return deviceTopic(this.o.group, type, this.o.sn, FLEET_DRIVER)
  }
}
