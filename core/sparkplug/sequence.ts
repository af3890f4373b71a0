// Message sequence numbers: every NBIRTH/DBIRTH/NDATA/DDATA/DDEATH of an edge node carries seq 0-255,
// NBIRTH resets it. The host checks each edge node's stream; a gap means lost messages, so the host asks
// that node for a rebirth (see rebirthCommand).
import type { MessageType } from './topic.ts'

export const SEQ_MODULO = 256
export const nextSeq = (seq: number): number => (seq + 1) % SEQ_MODULO

export type SeqCheck =
  | { ok: true }
  | { ok: false; reason: 'gap'; expected: number; got: number }
  | { ok: false; reason: 'noBirth' | 'missingSeq' }

export interface SequenceChecker {
  /** Records one message of an edge node (key it by group and node id) and says whether its seq fits. */
  observe(edgeNodeKey: string, type: MessageType, seq: number | undefined): SeqCheck
  forget(edgeNodeKey: string): void
}

export function createSequenceChecker(): SequenceChecker {
  const expected = new Map<string, number>()
  return {
    observe(key, type, seq) {
      if (type === 'NCMD' || type === 'DCMD') return { ok: true }
      if (type === 'NDEATH') {
        expected.delete(key)
        return { ok: true }
      }
      if (seq === undefined || !Number.isInteger(seq) || seq < 0 || seq >= SEQ_MODULO)
        return { ok: false, reason: 'missingSeq' }
      if (type === 'NBIRTH') {
        expected.set(key, nextSeq(seq))
        return { ok: true }
      }
      const want = expected.get(key)
      if (want === undefined) return { ok: false, reason: 'noBirth' }
      expected.set(key, nextSeq(seq))
      return want === seq ? { ok: true } : { ok: false, reason: 'gap', expected: want, got: seq }
    },
    forget(key) {
      expected.delete(key)
    },
  }
}
