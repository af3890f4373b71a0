// What the ingest (ingest.ts) knows of each node's Sparkplug session: its seq (checked per node), the
// bdSeq of its current birth, the bdSeq of its last death since that birth, and what its births said
// (aliases, metrics: node-session.ts). A death whose bdSeq is not the current birth's is an old
// session's will and is ignored; so is a second will of a session whose death was already published.
import {
  createSequenceChecker,
  findMetric,
  type MessageType,
  Metrics,
  type Payload,
  type SeqCheck,
} from '../../core/sparkplug/index.ts'
import { NodeSession } from './node-session.ts'

export class SessionBook {
  private readonly seq = createSequenceChecker()
  /** bdSeq of each node's current session */
  private readonly sessions = new Map<string, bigint | undefined>()
  /** bdSeq of each node's last death since its last birth */
  private readonly lastDeath = new Map<string, bigint>()
  /** what each node's births said (aliases, metrics), kept until its next NBIRTH */
  private readonly nodes = new Map<string, NodeSession>()

  /** Checks the message's seq against the node's last (a gap, or data before any birth, is not ok). */
  observe(sn: string, type: MessageType, seq: number | undefined): SeqCheck {
    return this.seq.observe(sn, type, seq)
  }

  /** An NBIRTH: a new session with its bdSeq and what it defines. */
  born(sn: string, p: Payload): void {
    const bdSeq = findMetric(p, Metrics.bdSeq)?.value
    this.sessions.set(sn, typeof bdSeq === 'bigint' ? bdSeq : undefined)
    this.nodes.set(sn, NodeSession.born(p))
    this.lastDeath.delete(sn)
  }

  /** A birth heard for viewers only: what it defines, without a session here. */
  viewed(sn: string, p: Payload): void {
    this.nodes.set(sn, NodeSession.born(p))
  }

  /**
   * An NDEATH: ends the session and answers true, or answers false for a will to ignore (an older
   * session's, arriving after the node was born again; or a second one of a session already dead).
   */
  died(sn: string, p: Payload): boolean {
    const bdSeq = findMetric(p, Metrics.bdSeq)?.value
    const current = this.sessions.get(sn)
    const stale = current !== undefined ? bdSeq !== current : bdSeq === this.lastDeath.get(sn)
    if (typeof bdSeq === 'bigint' && stale) return false
    this.forget(sn)
    if (typeof bdSeq === 'bigint') this.lastDeath.set(sn, bdSeq)
    return true
  }

  /** Drops what is known of a node's session: its next birth starts a new one. */
  forget(sn: string): void {
    this.sessions.delete(sn)
    this.seq.forget(sn)
  }

  /** Whether a birth has been seen from this node since its last death (or since it was forgotten). */
  has(sn: string): boolean {
    return this.sessions.has(sn)
  }

  /** Nodes with a session here: the gateways online on this instance. */
  get size(): number {
    return this.sessions.size
  }

  /** What the node's births said; undefined before its first birth. */
  node(sn: string): NodeSession | undefined {
    return this.nodes.get(sn)
  }

  /** What the node's births said, an empty one kept for it when none came yet. */
  nodeOrNew(sn: string): NodeSession {
    let node = this.nodes.get(sn)
    if (!node) {
      node = new NodeSession()
      this.nodes.set(sn, node)
    }
    return node
  }
}
