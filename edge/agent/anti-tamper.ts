// Anti-tamper (platform spec §3 Gateway: formula X, write-back, offline stop minutes; issue 21), as
// equipment-leasing gateways do it: a lock that survives removing the gateway or cutting its link. The
// PLC's program puts a challenge X into the write-back variable; every collection interval of that
// variable's driver the agent reads it and, when it holds a new challenge, writes formula(X) back into the
// same variable. The PLC checks the answer and locks the machine when none comes: the gateway was removed,
// or it stopped answering because the platform has been away longer than the offline stop minutes (the
// lessor's lever); once the platform is back it answers again.
//
// Our reading of "write-back": one variable carries both the challenge and the answer, so a value equal to
// the last answer (as read back after writing) is not a new challenge; that answer and the last time the
// platform was there are kept in the agent's store, so a restart neither answers its own answer nor
// resets the offline clock. 0 offline stop minutes: answering does not depend on the link.
import { evaluate, parseFormula } from '../../core/formula/index.ts'
import { Code } from '../../core/i18n/codes.ts'
import type { AntiTamperStatus, GatewayConfig } from '../../schemas/edge/index.ts'
import { asFault, DriverFault } from './driver-io.ts'
import type { WriteOutcome } from './driver-runner.ts'
import type { VariableValue } from './variables.ts'

/** Anti-tamper as the document sets it. */
export interface AntiTamperPlan {
  variableId: string
  driverId: string
  answer: (x: number) => number
  /** ms without the platform after which answering stops; undefined: never */
  offlineStopMs: number | undefined
  intervalMs: number
}

export type AntiTamperCompiled =
  | { ok: true; plan: AntiTamperPlan | undefined }
  | { ok: false; code: number; msg: string }

const refuse = (msg: string): AntiTamperCompiled => ({ ok: false, code: Code.antiTamper, msg })

/** The plan of a document (undefined while off); a formula or a write-back the agent cannot use: 1313. */
export function compileAntiTamper(config: GatewayConfig): AntiTamperCompiled {
  const s = config.settings
  if (!s?.antiTamper) return { ok: true, plan: undefined }
  const parsed = parseFormula(s.antiTamperFormula ?? '')
  if (!parsed.ok) return refuse(`/settings/antiTamperFormula ${parsed.error.message}`)
  const v = config.variables.find((x) => x.id === s.antiTamperWriteBack)
  const driver = v && config.drivers.find((d) => d.id === v.driverId)
  if (!v || !driver) return refuse('/settings/antiTamperWriteBack names no device variable of this gateway')
  if (v.access !== 'readWrite' || v.registerType === 'inputRegister' || v.registerType === 'discreteInput')
    return refuse(`/settings/antiTamperWriteBack ${v.name} cannot be both read and written`)
  const minutes = s.antiTamperOfflineStopMinutes ?? 0
  return {
    ok: true,
    plan: {
      variableId: v.id,
      driverId: driver.id,
      answer: (X) => evaluate(parsed.ast, { X }),
      offlineStopMs: minutes > 0 ? minutes * 60_000 : undefined,
      intervalMs: driver.minCollectTimeMs,
    },
  }
}

/** The write-back variable's driver: read now, write (checked, read back). */
export interface AntiTamperIo {
  read(variableId: string): Promise<VariableValue>
  write(variableId: string, value: number): Promise<WriteOutcome>
}

interface Memo {
  /** the last time the platform was there (ms) */
  lastLiveAt: number
  variableId: string
  /** the last answer as read back */
  answer: number | null
  /** when it was written (ms), shown again after a restart that finds no new challenge */
  answeredAt?: number
}

export interface AntiTamperDeps {
  now: () => number
  io: AntiTamperIo
  recall: () => string | undefined
  remember: (json: string) => void
  /** a new status, to publish (NDATA `AntiTamper/Status`) */
  publish: (status: AntiTamperStatus) => void
}

/** How often, while live, the last-live time is written to disk. */
const REMEMBER_EVERY_MS = 60_000

export class AntiTamper {
  private live = false
  private offlineSince: number
  private lastAnswer: number | undefined
  private remembered: number
  private current: AntiTamperStatus
  private stopped = true
  private timer: NodeJS.Timeout | undefined
  private round: Promise<void> | undefined

  constructor(
    private readonly plan: AntiTamperPlan,
    private readonly deps: AntiTamperDeps,
  ) {
    const memo = readMemo(deps.recall())
    const now = deps.now()
    this.offlineSince = memo?.lastLiveAt ?? now
    this.remembered = this.offlineSince
    const same = memo?.variableId === plan.variableId
    if (same && memo.answer !== null) this.lastAnswer = memo.answer
    this.current = {
      state: 'answering',
      since: now,
      ...(same && memo.answeredAt && { answeredAt: memo.answeredAt }),
    }
  }

  status(): AntiTamperStatus {
    return this.current
  }

  start(): void {
    this.stopped = false
    const tick = () => {
      if (this.stopped) return
      this.round = this.cycle().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, this.plan.intervalMs)
      })
    }
    tick()
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    await this.round
  }

  /** The link went live or left it (link-state.ts); leaving starts the offline clock. */
  linkChanged(live: boolean): void {
    if (live === this.live) return
    this.live = live
    const now = this.deps.now()
    if (!live) this.offlineSince = now
    this.save(now)
  }

  /** One collection interval: stop while offline too long, else answer a new challenge. */
  async cycle(): Promise<void> {
    const now = this.deps.now()
    if (this.live && now - this.remembered >= REMEMBER_EVERY_MS) this.save(now)
    const stop = this.plan.offlineStopMs
    if (!this.live && stop !== undefined && now - this.offlineSince >= stop)
      return this.set({ state: 'stoppedOffline', since: this.offlineSince + stop })
    try {
      const x = Number(await this.deps.io.read(this.plan.variableId))
      if (x === this.lastAnswer) return this.set({ state: 'answering' })
      const answer = this.plan.answer(x)
      if (!Number.isFinite(answer))
        throw new DriverFault(Code.writeFormulaError, `formula gives no finite number for X = ${x}`)
      const outcome = await this.deps.io.write(this.plan.variableId, answer)
      if (outcome.status === 'failure') throw new DriverFault(outcome.code, outcome.msg ?? '')
      this.lastAnswer = typeof outcome.value === 'number' ? outcome.value : answer
      this.set({ state: 'answering', answeredAt: this.deps.now() })
      this.save(this.live ? this.deps.now() : this.offlineSince)
    } catch (e) {
      const fault = asFault(e)
      this.set({ state: 'error', code: fault.code, error: fault.message.slice(0, 500) })
    }
  }

  /** Moves to a state (kept `since` while it stays), published when anything shown changes. */
  private set(next: Omit<AntiTamperStatus, 'since'> & { since?: number }): void {
    const prev = this.current
    const same = next.state === prev.state
    const status: AntiTamperStatus = {
      ...(same && prev.answeredAt !== undefined && { answeredAt: prev.answeredAt }),
      ...next,
      since: next.since ?? (same ? prev.since : this.deps.now()),
    }
    this.current = status
    if (JSON.stringify(status) !== JSON.stringify(prev)) this.deps.publish(status)
  }

  private save(lastLiveAt: number): void {
    this.remembered = lastLiveAt
    const memo: Memo = {
      lastLiveAt,
      variableId: this.plan.variableId,
      answer: this.lastAnswer ?? null,
      ...(this.current.answeredAt !== undefined && { answeredAt: this.current.answeredAt }),
    }
    this.deps.remember(JSON.stringify(memo))
  }
}

function readMemo(json: string | undefined): Memo | undefined {
  if (json === undefined) return undefined
  try {
    const m = JSON.parse(json) as Partial<Memo>
    return typeof m.lastLiveAt === 'number' && typeof m.variableId === 'string'
      ? {
          lastLiveAt: m.lastLiveAt,
          variableId: m.variableId,
          answer: m.answer ?? null,
          ...(typeof m.answeredAt === 'number' && { answeredAt: m.answeredAt }),
        }
      : undefined
  } catch {
    return undefined
  }
}
