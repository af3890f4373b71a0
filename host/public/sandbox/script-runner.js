// The runner of page scripts, inside the sandboxed frame (script.html). The app hands it a message port
// once; each `run` starts a fresh worker with the script, relays the script's API calls to the app (which
// makes them, checked by the server like any call) and the answers back, and ends the worker with an
// error after `timeoutMs`: a script that loops stops there, never in the app. Only data crosses the
// port (structured clone); the worker sees no DOM, no cookies and, under this page's policy, no network.

/** The worker's code: builds the narrow API, runs `query(API, param, callback)`, reports the rows. */
function workerMain() {
  let seq = 0
  const pending = new Map()
  const call = (method, args) =>
    new Promise((resolve, reject) => {
      seq += 1
      pending.set(seq, { resolve, reject })
      postMessage({ type: 'call', id: seq, method, args: JSON.parse(JSON.stringify(args ?? {})) })
    })
  const API = Object.freeze({
    history: (args) => call('history', args),
    live: (args) => call('live', args),
  })
  const fail = (e) => postMessage({ type: 'error', message: String(e?.message || e) })
  self.addEventListener('unhandledrejection', (e) => {
    e.preventDefault()
    fail(e.reason)
  })
  self.addEventListener('error', (e) => fail(e.message))
  self.onmessage = (event) => {
    const msg = event.data
    if (msg.type === 'answer') {
      const p = pending.get(msg.id)
      pending.delete(msg.id)
      if (p) msg.error ? p.reject(new Error(msg.error)) : p.resolve(msg.result)
      return
    }
    if (msg.type !== 'run') return
    let done = false
    const callback = (rows) => {
      if (done) return
      done = true
      try {
        postMessage({ type: 'done', rows: JSON.parse(JSON.stringify(rows === undefined ? null : rows)) })
      } catch (e) {
        fail(e)
      }
    }
    try {
      const run = new Function(
        'API',
        'param',
        'callback',
        `"use strict";\n${msg.script}\n;if (typeof query !== 'function') throw new Error('query(API, param, callback) is not defined');\nreturn query(API, param, callback)`,
      )
      const result = run(API, msg.param, callback)
      if (result && typeof result.then === 'function') result.then(undefined, fail)
    } catch (e) {
      fail(e)
    }
  }
}

const workerUrl = URL.createObjectURL(new Blob([`(${workerMain.toString()})()`], { type: 'text/javascript' }))

/** Runs one script; every message for the app goes through `port`. */
function run(port, msg) {
  const worker = new Worker(workerUrl)
  worker.postMessage({ type: 'run', script: String(msg.script), param: msg.param })
  let over = false
  const end = (message) => {
    if (over) return
    over = true
    clearTimeout(timer)
    worker.terminate()
    port.postMessage(message)
  }
  const timer = setTimeout(
    () => end({ type: 'error', id: msg.id, message: 'timeout', timeout: true }),
    Math.max(1, Math.min(Number(msg.timeoutMs) || 5000, 60000)),
  )
  worker.onmessage = (event) => {
    const m = event.data
    if (m.type === 'call')
      port.postMessage({ type: 'call', run: msg.id, id: m.id, method: m.method, args: m.args })
    else if (m.type === 'done') end({ type: 'done', id: msg.id, rows: m.rows })
    else if (m.type === 'error') end({ type: 'error', id: msg.id, message: m.message })
  }
  worker.onerror = (e) => {
    e.preventDefault()
    end({ type: 'error', id: msg.id, message: e.message || 'error' })
  }
  return (answer) => !over && worker.postMessage(answer)
}

let port = null
const runs = new Map()
window.addEventListener('message', (event) => {
  // the app's one message: the port; anything later (or from anyone else) is ignored
  if (port || event.source !== window.parent || !event.ports[0]) return
  port = event.ports[0]
  port.onmessage = (e) => {
    const msg = e.data
    if (msg.type === 'run') runs.set(msg.id, run(port, msg))
    else if (msg.type === 'answer')
      runs.get(msg.run)?.({ type: 'answer', id: msg.id, result: msg.result, error: msg.error })
  }
  port.postMessage({ type: 'ready' })
})
