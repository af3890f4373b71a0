// Store and forward (split from agent.ts, issue 37): device values go out live while the link is live and
// into the disk outbox otherwise; on reconnect the outbox is replayed in order as historical before the link
// goes live. The bdSeq counter lives here too: both are the agent's disk writes that must never end it
// (disk.ts) — a refused outbox write counts the values lost, a refused bdSeq write counts on in memory.
import { deviceTopic, type Metric } from '../../core/sparkplug/index.ts'
import { diskEpisode } from './disk.ts'
import type { Session } from './link.ts'
import type { LinkState } from './link-state.ts'
import { DATA_QOS, type Publisher } from './publisher.ts'
import type { EdgeStore } from './store.ts'

const REPLAY_BATCH = 100

export interface StoreAndForward {
  /** A driver's values: published live, or kept in the outbox in the order they were made. */
  report(device: string, metrics: Metric[]): void
  /**
   * Replays the outbox in order (QoS 1, historical), removing only the acknowledged prefix of each batch.
   * Goes live in the same tick that finds the outbox empty, so no new value can slip in between.
   */
  replay(s: Session): Promise<void>
  /** The bdSeq of the next MQTT session (persistent; in memory while the disk refuses). */
  nextBdSeq(): number
  /** Values lost because the outbox could not take them. */
  lost(): number
}

export interface ForwardOptions {
  group: string
  sn: string
  store: EdgeStore
  publisher: Publisher
  linkState: LinkState
  log: (msg: string) => void
}

export function createStoreAndForward(o: ForwardOptions): StoreAndForward {
  const { store, publisher, linkState } = o
  const topic = (device: string) => deviceTopic(o.group, 'DDATA', o.sn, device)
  const outboxWrites = diskEpisode('buffering data in the outbox', o.log, ': data lost until it succeeds')
  const bdSeqWrites = diskEpisode('saving the bdSeq', o.log, ': counting on in memory')
  let lost = 0
  let lastBdSeq = -1

  const buffer = (device: string, metrics: Metric[], order: number) => {
    try {
      store.enqueue(device, metrics, order)
      outboxWrites.ok()
    } catch (error) {
      outboxWrites.failed(error)
      lost++
    }
  }

  return {
    report(device, metrics) {
      const s = publisher.session
      const order = store.nextOrder()
      if (linkState.isLive() && s?.alive())
        publisher.send(s, topic(device), metrics, DATA_QOS).catch(() => buffer(device, metrics, order))
      else buffer(device, metrics, order)
    },
    async replay(s) {
      while (s.alive() && publisher.session === s) {
        const batch = store.peek(REPLAY_BATCH)
        if (!batch.length) return void linkState.to('live')
        const acked = await Promise.all(
          batch.map((e) =>
            publisher
              .send(
                s,
                topic(e.device),
                e.metrics.map((m) => ({ ...m, isHistorical: true })),
                DATA_QOS,
              )
              .then(
                () => true,
                () => false,
              ),
          ),
        )
        for (const [i, e] of batch.entries()) {
          if (!acked[i]) return
          store.remove(e.id)
        }
      }
    },
    nextBdSeq() {
      try {
        lastBdSeq = store.nextBdSeq()
        bdSeqWrites.ok()
      } catch (error) {
        bdSeqWrites.failed(error)
        lastBdSeq = (lastBdSeq + 1) % 256
      }
      return lastBdSeq
    },
    lost: () => lost,
  }
}
