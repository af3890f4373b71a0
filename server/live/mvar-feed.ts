// Memory variables at runtime: the project sockets that show one get its value as a live value keyed
// `mvar:<id>` (core/binding liveKey), computed here with core/binding's calculator from the live values of
// its input signals (inputs without a good value count 0, a throwing formula gives 0) and pushed through
// the hub whenever an input change moves it. Only watched memory variables are computed; a definition is
// the one the latest socket was granted, so an edited memory variable applies from the next page load.
import {
  type CalcDefinition,
  compileCalc,
  GOOD_SIGNAL_CODE,
  liveKey,
  type SignalValueOf,
} from '../../core/binding/index.ts'
import type { LiveHub, PushedValue } from '../live-state/hub.ts'
import type { LiveStore } from '../live-state/store.ts'

/** A memory variable to compute: `signals` are its inputs, the only signals it reads (custom formulas too). */
export interface MvarDefinition extends CalcDefinition {
  id: string
}

interface Watched {
  key: string
  inputs: readonly string[]
  compute: () => number
  watchers: number
  last: PushedValue
}

export interface MvarWatch {
  /** the live keys to subscribe the socket to */
  keys: string[]
  /** their values now */
  current: PushedValue[]
  unwatch(): void
}

function addTo(index: Map<string, Set<string>>, key: string, value: string) {
  const set = index.get(key) ?? new Set<string>()
  index.set(key, set)
  set.add(value)
}

export class MvarFeed {
  private readonly watched = new Map<string, Watched>()
  /** watched memory variable ids by input signal id */
  private readonly byInput = new Map<string, Set<string>>()

  constructor(
    private readonly live: LiveStore,
    private readonly hub: LiveHub,
    private readonly clock: () => number,
  ) {}

  /** Starts (or joins) computing these memory variables; their current values come with the answer. */
  watch(definitions: readonly MvarDefinition[]): MvarWatch {
    const ids = [...new Map(definitions.map((d) => [d.id, d])).values()].map((d) => this.define(d))
    return {
      keys: ids.map((id) => this.watched.get(id)!.key),
      current: ids.map((id) => this.watched.get(id)!.last),
      unwatch: () => {
        for (const id of ids) this.release(id)
      },
    }
  }

  /** Live values just stored: recomputes the memory variables reading them, pushes those that moved. */
  onValues(values: readonly { signalId: string }[]): void {
    const affected = new Set<string>()
    for (const v of values) for (const id of this.byInput.get(v.signalId) ?? []) affected.add(id)
    const moved: PushedValue[] = []
    for (const id of affected) {
      const w = this.watched.get(id)!
      const next = this.valueOf(w)
      if (next.value === w.last.value) continue
      w.last = next
      moved.push(next)
    }
    if (moved.length) this.hub.publish(moved)
  }

  private define(d: MvarDefinition): string {
    const held = this.watched.get(d.id)
    if (held) this.unindex(d.id, held.inputs)
    const inputs = [...new Set((d.signals ?? []).map((s) => s.signalId))]
    for (const s of inputs) addTo(this.byInput, s, d.id)
    const allowed = new Set(inputs)
    const calc = compileCalc(d)
    // server-side live values are good ones (no status code): a read failure is a null value, counting 0
    const read: SignalValueOf = (ref) => {
      const v = allowed.has(ref.signalId) ? this.live.get(ref.signalId) : undefined
      return v && { value: v.value, time: v.time, code: GOOD_SIGNAL_CODE }
    }
    const w: Watched = {
      key: liveKey.mvar(d.id),
      inputs,
      compute: () => calc(read),
      watchers: (held?.watchers ?? 0) + 1,
      last: held?.last ?? { signalId: liveKey.mvar(d.id), value: 0, time: 0 },
    }
    w.last = this.valueOf(w)
    this.watched.set(d.id, w)
    // a changed definition moves the value its other sockets show
    if (held && held.last.value !== w.last.value) this.hub.publish([w.last])
    return d.id
  }

  /** The value now, timed by its newest input (never earlier than the last one pushed). */
  private valueOf(w: Watched): PushedValue {
    const times = w.inputs.map((s) => this.live.get(s)?.time ?? 0)
    const newest = Math.max(0, ...times) || this.clock()
    return { signalId: w.key, value: w.compute(), time: Math.max(newest, w.last.time) }
  }

  private release(id: string): void {
    const w = this.watched.get(id)
    if (!w) return
    if (--w.watchers > 0) return
    this.watched.delete(id)
    this.unindex(id, w.inputs)
  }

  private unindex(id: string, inputs: readonly string[]): void {
    for (const s of inputs) {
      const set = this.byInput.get(s)
      set?.delete(id)
      if (set?.size === 0) this.byInput.delete(s)
    }
  }
}
