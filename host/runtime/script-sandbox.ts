// Page scripts (script widgets' `data.script`, the `script` click action) run outside the app: in a frame
// of /sandbox/script.html with sandbox="allow-scripts" and no allow-same-origin (an opaque origin: no
// cookies, no storage, no reach into this page), in a worker its runner ends at the time limit. The app
// itself never evaluates a script (no eval, no Function here). What a script may ask for is a narrow,
// read-only API of the page's own project (history, live values), made here with the user's session and
// checked by the server like any call; everything crosses a MessageChannel as plain data, and answers
// and results are bounded in size.
import type { ApiClient } from '../../core/api/index.ts'
import { isHistoryCurve } from '../../schemas/api/history-answer.ts'

/** The runner page, served from the app's public folder. */
export const SANDBOX_PAGE = '/sandbox/script.html'
/** A script's time limit: a loop or a hung call ends with an error in the widget after it. */
export const SCRIPT_TIMEOUT_MS = 5000
/** At most this many rows of a result are kept (a table, a chart) and ids a call may name. */
export const MAX_ROWS = 5000
const MAX_SIGNALS = 10

export class ScriptError extends Error {
  constructor(
    message: string,
    readonly timeout = false,
  ) {
    super(message)
    this.name = 'ScriptError'
  }
}

/** One API method: its arguments as the script gave them (untrusted), its answer as plain data. */
type Method = (args: Record<string, unknown>) => Promise<unknown>

const ids = (v: unknown): string[] =>
  (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [])
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .slice(0, MAX_SIGNALS)
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback)

/** The API a script gets: read-only calls scoped to `projectId`, whatever project a script names. */
export function scriptApi(api: ApiClient, projectId: string | undefined): Record<string, Method> {
  const scope = projectId ? { projectId } : {}
  return {
    async history(args) {
      const end = num(args.endTime, Date.now())
      const answer = await api.call('history/query', {
        ...scope,
        signalIds: ids(args.signalIds).join(','),
        startTime: Math.round(num(args.startTime, end - 3_600_000)),
        endTime: Math.round(end),
        width: Math.min(2000, Math.max(10, Math.round(num(args.width, 200)))),
      })
      return isHistoryCurve(answer) ? answer.series : []
    },
    async live(args) {
      const records = await api.call('signal/query', {
        ...scope,
        signalIds: ids(args.signalIds).join(','),
      })
      return (records ?? []).map((r) => ({
        signalId: r.signalId,
        title: r.signalTitle,
        equipTitle: r.equipTitle,
        unit: r.unit,
        value: r.value ?? null,
        time: r.time ?? null,
      }))
    },
  }
}

export interface ScriptSandbox {
  /** Runs `script` with `param`; resolves with what it passed to its callback, rejects with a ScriptError. */
  run: (script: string, param: Record<string, unknown>) => Promise<unknown>
}

interface RunnerMessage {
  type: 'ready' | 'call' | 'done' | 'error'
  id?: number
  run?: number
  method?: string
  args?: unknown
  rows?: unknown
  message?: string
  timeout?: boolean
}

const bounded = (rows: unknown): unknown => (Array.isArray(rows) ? rows.slice(0, MAX_ROWS) : rows)

/**
 * A sandbox whose every run gets its own frame (removed when the run ends), so one script's state or
 * hang never reaches another's. `container` holds the hidden frames (the document's body by default).
 */
export function createScriptSandbox(
  methods: Record<string, Method>,
  options: { timeoutMs?: number; container?: () => HTMLElement } = {},
): ScriptSandbox {
  const timeoutMs = options.timeoutMs ?? SCRIPT_TIMEOUT_MS
  let runs = 0
  return {
    run: (script, param) =>
      new Promise((resolve, reject) => {
        const id = ++runs
        const frame = document.createElement('iframe')
        frame.setAttribute('sandbox', 'allow-scripts')
        frame.setAttribute('aria-hidden', 'true')
        frame.tabIndex = -1
        frame.style.display = 'none'
        // A fresh address per run: a revalidated copy (304) would come without its content type, and the
        // server's headers then give it the policy of a non-page, under which the runner cannot load.
        frame.src = `${SANDBOX_PAGE}?run=${Date.now().toString(36)}-${id}`
        const channel = new MessageChannel()
        const port = channel.port1
        let over = false
        const finish = (fn: () => void) => {
          if (over) return
          over = true
          clearTimeout(guard)
          port.close()
          frame.remove()
          fn()
        }
        // the runner ends a looping worker itself; this guard ends a frame that never answers at all
        const guard = setTimeout(
          () => finish(() => reject(new ScriptError('timeout', true))),
          timeoutMs + 3000,
        )
        port.onmessage = (event: MessageEvent<RunnerMessage>) => {
          const msg = event.data
          if (msg.type === 'ready')
            port.postMessage({ type: 'run', id, script, param: structuredClone(param), timeoutMs })
          else if (msg.type === 'done') finish(() => resolve(bounded(msg.rows)))
          else if (msg.type === 'error')
            finish(() => reject(new ScriptError(String(msg.message ?? 'error'), msg.timeout === true)))
          else if (msg.type === 'call') void answer(msg)
        }
        const answer = async (msg: RunnerMessage) => {
          const method = typeof msg.method === 'string' ? methods[msg.method] : undefined
          const args =
            typeof msg.args === 'object' && msg.args !== null ? (msg.args as Record<string, unknown>) : {}
          let reply: { result?: unknown; error?: string }
          if (!method || !Object.hasOwn(methods, msg.method ?? ''))
            reply = { error: `no API method ${msg.method}` }
          else
            try {
              reply = { result: bounded(await method(args)) }
            } catch (e) {
              reply = { error: e instanceof Error ? e.message : String(e) }
            }
          if (!over) port.postMessage({ type: 'answer', run: msg.run, id: msg.id, ...reply })
        }
        frame.addEventListener('load', () => {
          // the port is the one thing handed over; '*' as the frame's origin is opaque by design
          frame.contentWindow?.postMessage({ type: 'init' }, '*', [channel.port2])
        })
        ;(options.container?.() ?? document.body).append(frame)
      }),
  }
}
