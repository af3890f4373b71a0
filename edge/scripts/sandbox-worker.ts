// The device scripts' thread: runs one script at a time in QuickJS (sandbox.ts) and answers with its
// result. It says `ready` once the WebAssembly module is loaded; the main thread (sandbox-thread.ts)
// terminates it when a run overstays its limit and starts another.
import { parentPort } from 'node:worker_threads'
import { loadSandbox, type RunInput, runInSandbox } from './sandbox.ts'

const port = parentPort
if (!port) throw new Error('sandbox-worker.ts runs as a worker thread')
const module = await loadSandbox()
// the first run compiles much of QuickJS (WebAssembly is compiled lazily, function by function): done
// here, so that it does not count against the first script's time limit
runInSandbox(module, { source: '0', values: new Map(), limits: { timeMs: 60_000, memoryBytes: 1 << 20 } })
port.on('message', (input: RunInput) => port.postMessage(runInSandbox(module, input)))
port.postMessage('ready')
