// Pushes live frames to the sockets that asked for them (platform spec §7): `{ signalVal }` with the
// values of the signals a socket was granted, `{ gatewayAlarm }` / `{ signalAlarm }` for alarms of its
// devices. Values are collected per socket and sent once per event-loop turn, so a burst of DDATA
// becomes one frame per socket, not one per value.
// With several instances (cluster/relay.ts), alarm frames and messages, made on one instance, are forwarded
// to the others, which deliver them to their own sockets; live values are not (an instance hears the
// gateways its sockets watch from the broker: edge-link/viewer-feed.ts).
import type { SignalValue } from '../../schemas/wire.ts'
import type { AlarmPart, RelayEvent } from '../cluster/relay.ts'

/** A value as a socket frame carries it: a signal's (with its device), a memory variable's, a system key's. */
export type PushedValue = Pick<SignalValue, 'signalId' | 'value' | 'time' | 'equipmentId'>

export interface LiveSubscriber {
  /** live keys this socket may receive: signal ids, `mvar:<id>` */
  signals: ReadonlySet<string>
  /** devices whose alarms this socket receives */
  devices: ReadonlySet<string>
  send(text: string): void
}

/** Hands a push made here to the other instances. */
export type Forward = (event: RelayEvent) => void

function addTo<K, V>(index: Map<K, Set<V>>, key: K, value: V) {
  const set = index.get(key) ?? new Set<V>()
  index.set(key, set)
  set.add(value)
}

function removeFrom<K, V>(index: Map<K, Set<V>>, key: K, value: V) {
  const set = index.get(key)
  set?.delete(value)
  if (set?.size === 0) index.delete(key)
}

export class LiveHub {
  private readonly bySignal = new Map<string, Set<LiveSubscriber>>()
  private readonly byDevice = new Map<string, Set<LiveSubscriber>>()
  private pending = new Map<LiveSubscriber, PushedValue[]>()
  private scheduled = false
  /** told of every alarm frame of any device (the GM centre's push: live/fleet-feed.ts) */
  private readonly alarmWatchers = new Set<(deviceId: string) => void>()

  constructor(private readonly forward: Forward = () => {}) {}

  subscribe(sub: LiveSubscriber): () => void {
    for (const s of sub.signals) addTo(this.bySignal, s, sub)
    for (const d of sub.devices) addTo(this.byDevice, d, sub)
    return () => {
      for (const s of sub.signals) removeFrom(this.bySignal, s, sub)
      for (const d of sub.devices) removeFrom(this.byDevice, d, sub)
      this.pending.delete(sub)
    }
  }

  publish(values: readonly PushedValue[]): void {
    for (const v of values) {
      const subs = this.bySignal.get(v.signalId)
      if (!subs) continue
      for (const sub of subs) {
        const list = this.pending.get(sub) ?? []
        this.pending.set(sub, list)
        list.push(v)
      }
    }
    if (this.pending.size > 0 && !this.scheduled) {
      this.scheduled = true
      setImmediate(() => this.flush())
    }
  }

  /** An alarm frame to this instance's sockets of the device, and to the other instances'. */
  publishAlarm(deviceId: string, part: AlarmPart, alarm: unknown): void {
    this.deliverAlarm(deviceId, part, alarm)
    this.forward({ kind: 'alarm', deviceId, part, alarm })
  }

  /** Calls `listener` with the device of every alarm frame delivered here; answers the unsubscribe. */
  onAlarm(listener: (deviceId: string) => void): () => void {
    this.alarmWatchers.add(listener)
    return () => this.alarmWatchers.delete(listener)
  }

  /** An alarm frame to this instance's sockets only (one relayed from another instance). */
  deliverAlarm(deviceId: string, part: AlarmPart, alarm: unknown): void {
    for (const listener of this.alarmWatchers) listener(deviceId)
    const subs = this.byDevice.get(deviceId)
    if (!subs) return
    const text = JSON.stringify({ [part]: alarm })
    for (const sub of subs) sub.send(text)
  }

  private flush(): void {
    this.scheduled = false
    const pending = this.pending
    this.pending = new Map()
    for (const [sub, values] of pending) sub.send(JSON.stringify({ signalVal: values }))
  }
}

/** Message sockets by account: every new message of an account goes to each of its sockets. */
export class MessageHub {
  private readonly byAccount = new Map<string, Set<(text: string) => void>>()

  constructor(private readonly forward: Forward = () => {}) {}

  subscribe(accountId: string, send: (text: string) => void): () => void {
    addTo(this.byAccount, accountId, send)
    return () => removeFrom(this.byAccount, accountId, send)
  }

  /** A new message to this instance's sockets of the account, and to the other instances'. */
  publish(accountId: string, message: unknown): void {
    this.deliver(accountId, message)
    this.forward({ kind: 'message', accountId, message })
  }

  /** A message to this instance's sockets only (one relayed from another instance). */
  deliver(accountId: string, message: unknown): void {
    const sends = this.byAccount.get(accountId)
    if (!sends) return
    const text = JSON.stringify(message)
    for (const send of sends) send(text)
  }
}
