// System keys at runtime: each project socket granted some gets their values as live values keyed
// `system:<key>` (core/binding liveKey). `tick` runs every second: it sends the current time to every such
// socket and reads the project keys (device counts, project name) of each watched project again, sending
// each socket only the values that changed since it last got them. The signed-in user is sent once.
import { liveKey } from '../../core/binding/index.ts'
import type { SystemKeyName } from '../../schemas/entities/project.ts'
import type { PushedValue } from '../live-state/hub.ts'
import {
  currentTimeText,
  isProjectKey,
  projectSystemValues,
  type SystemValue,
} from '../projects/system-values.ts'
import type { Db } from '../storage/db.ts'

/** What a socket was granted: the keys it shows, of which project, for whom. */
export interface SystemKeyGrant {
  projectId: string
  keys: readonly SystemKeyName[]
  loginName: string
}

interface Watcher {
  keys: ReadonlySet<SystemKeyName>
  send(values: PushedValue[]): void
  /** what this socket got last, by key */
  sent: Map<SystemKeyName, SystemValue>
}

export interface SystemFeedDeps {
  db: Db
  clock: () => number
  log?: (msg: string) => void
}

export class SystemKeyFeed {
  private readonly byProject = new Map<string, Set<Watcher>>()
  private readonly reading = new Map<string, Promise<void>>()

  constructor(private readonly d: SystemFeedDeps) {}

  /** Starts sending a socket its keys: the time and the user at once, the project's once read. */
  watch(grant: SystemKeyGrant, send: (values: PushedValue[]) => void): () => void {
    const w: Watcher = { keys: new Set(grant.keys), send, sent: new Map() }
    const project = this.byProject.get(grant.projectId) ?? new Set<Watcher>()
    this.byProject.set(grant.projectId, project)
    project.add(w)
    const now = this.d.clock()
    this.deliver(w, { loginName: grant.loginName, currentTime: currentTimeText(now) }, now)
    if (grant.keys.some(isProjectKey)) void this.read(grant.projectId)
    return () => {
      project.delete(w)
      if (project.size === 0) this.byProject.delete(grant.projectId)
    }
  }

  /** The current time to every socket showing it; every watched project's keys read again. */
  async tick(): Promise<void> {
    const now = this.d.clock()
    const time = currentTimeText(now)
    for (const watchers of this.byProject.values())
      for (const w of watchers) if (w.keys.has('currentTime')) w.send([this.value('currentTime', time, now)])
    await Promise.all(
      [...this.byProject]
        .filter(([, watchers]) => [...watchers].some((w) => [...w.keys].some(isProjectKey)))
        .map(([projectId]) => this.read(projectId)),
    )
  }

  /** Reads a project's keys and sends what changed; one read per project at a time. */
  private read(projectId: string): Promise<void> {
    const running = this.reading.get(projectId)
    if (running) return running
    const next = projectSystemValues(this.d.db, projectId)
      .then((values) => {
        const now = this.d.clock()
        for (const w of this.byProject.get(projectId) ?? []) this.deliver(w, values, now)
      })
      .catch((e) => this.d.log?.(`system keys of ${projectId}: ${e instanceof Error ? e.stack : e}`))
      .finally(() => this.reading.delete(projectId))
    this.reading.set(projectId, next)
    return next
  }

  /** Sends the socket those of `values` it shows and has not got yet. */
  private deliver(w: Watcher, values: Partial<Record<SystemKeyName, SystemValue>>, now: number): void {
    const out: PushedValue[] = []
    for (const [key, value] of Object.entries(values) as [SystemKeyName, SystemValue][]) {
      if (!w.keys.has(key) || w.sent.get(key) === value) continue
      w.sent.set(key, value)
      out.push(this.value(key, value, now))
    }
    if (out.length) w.send(out)
  }

  private value(key: SystemKeyName, value: SystemValue, time: number): PushedValue {
    return { signalId: liveKey.system(key), value, time }
  }
}
