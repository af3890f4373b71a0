// The entry of the device scripts' thread (sandbox-thread.ts). A worker thread does not inherit tsx's
// loader from the process on Node 20, so it registers its own before loading the TypeScript side.
import { register } from 'tsx/esm/api'

register()
await import('./sandbox-worker.ts')
