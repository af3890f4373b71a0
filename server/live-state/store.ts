// The server's live values: the latest value of every signal (variable id) reported by the gateways.
// A value replaces the stored one only if its time is not earlier (platform spec §4), so a late or
// replayed message can never move a signal back in time.
import type { SignalValue } from '../../schemas/wire.ts'

export type LiveScalar = SignalValue['value']

/** A signal's value as the sockets push it, always with the device (equipment) it belongs to. */
export type LiveValue = Pick<SignalValue, 'signalId' | 'value' | 'time'> & { equipmentId: string }

export class LiveStore {
  private readonly values = new Map<string, LiveValue>()

  /** Stores the values that are not older than what is held; answers those it stored. */
  update(values: readonly LiveValue[]): LiveValue[] {
    const accepted: LiveValue[] = []
    for (const v of values) {
      const held = this.values.get(v.signalId)
      if (held && v.time < held.time) continue
      this.values.set(v.signalId, v)
      accepted.push(v)
    }
    return accepted
  }

  get(signalId: string): LiveValue | undefined {
    return this.values.get(signalId)
  }

  /** Every value held. */
  all(): IterableIterator<LiveValue> {
    return this.values.values()
  }
}
