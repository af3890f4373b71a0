// The device scripts' thread: runs one script at a time in QuickJS (sandbox.ts) and answers with its
// result. It says `ready` once the WebAssembly module is loaded; the main thread (sandbox-thread.ts)
// terminates it when a run overstays its limit and starts another.
import { parentPort } from 'node:worker_threads'
import { loadSandbox, type RunInput, runInSandbox } from './sandbox.ts'

const port = parentPort
if (!port) throw new Error('sandbox-worker.ts runs as a worker thread')
const module = await loadSandbox()
port.on('message', (input: RunInput) => port.postMessage(runInSandbox(module, input)))
port.postMessage('ready')
