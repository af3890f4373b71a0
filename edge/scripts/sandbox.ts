// One run of a device script (platform spec §3 Script) in QuickJS compiled to WebAssembly: a fresh
// runtime and context per run, so nothing leaks between runs or scripts, with a memory limit, a stack
// limit and a deadline that interrupts a script looping forever. Node's `vm` is no security boundary;
// this is. The script sees the device's variables as globals by name (read-only copies) and two
// functions: `get(name)` (a value, or null) and `set(name, value)` (a number or boolean, recorded and
// applied by the host after the run). Nothing else of the host is reachable. The interrupt handler is
// polled every so many bytecode operations, so one slow operation (a long string, a large GC) can run
// far past the deadline: runs happen in a worker thread that is terminated then (sandbox-thread.ts).
import variant from '@jitl/quickjs-wasmfile-release-sync'
import {
  newQuickJSWASMModuleFromVariant,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSWASMModule,
  shouldInterruptAfterDeadline,
} from 'quickjs-emscripten-core'

export type ScriptValue = number | boolean

export interface SandboxLimits {
  /** a run is interrupted after this long */
  timeMs: number
  /** the runtime's heap limit */
  memoryBytes: number
}

export const DEFAULT_LIMITS: SandboxLimits = { timeMs: 200, memoryBytes: 8 * 1024 * 1024 }
const STACK_BYTES = 256 * 1024

export interface RunInput {
  source: string
  /** the variables the script sees, by name */
  values: ReadonlyMap<string, ScriptValue | null>
  limits: SandboxLimits
}

export type RunResult =
  | { ok: true; value: unknown; sets: { name: string; value: ScriptValue }[] }
  | { ok: false; error: string; sets: { name: string; value: ScriptValue }[] }

let loading: Promise<QuickJSWASMModule> | undefined
/** The WebAssembly module, loaded once per process. */
export const loadSandbox = (): Promise<QuickJSWASMModule> => {
  loading ??= newQuickJSWASMModuleFromVariant(variant)
  return loading
}

const handleOf = (vm: QuickJSContext, value: ScriptValue | null): QuickJSHandle =>
  value === null ? vm.null : typeof value === 'boolean' ? (value ? vm.true : vm.false) : vm.newNumber(value)

function errorText(dumped: unknown): string {
  if (dumped && typeof dumped === 'object') {
    const e = dumped as { name?: unknown; message?: unknown }
    if (typeof e.message === 'string')
      return typeof e.name === 'string' ? `${e.name}: ${e.message}` : e.message
  }
  return String(dumped)
}

function defineApi(vm: QuickJSContext, input: RunInput, sets: { name: string; value: ScriptValue }[]) {
  for (const [name, value] of input.values) vm.setProp(vm.global, name, handleOf(vm, value))
  const get = vm.newFunction('get', (nameHandle) =>
    handleOf(vm, input.values.get(vm.getString(nameHandle)) ?? null),
  )
  const set = vm.newFunction('set', (nameHandle, valueHandle) => {
    const name = vm.getString(nameHandle)
    const value = valueHandle === undefined ? undefined : vm.dump(valueHandle)
    if (!input.values.has(name)) throw new Error(`no variable ${name}`)
    if (typeof value !== 'boolean' && (typeof value !== 'number' || !Number.isFinite(value)))
      throw new Error(`set(${name}): a number or a boolean`)
    sets.push({ name, value })
  })
  vm.setProp(vm.global, 'get', get)
  vm.setProp(vm.global, 'set', set)
  get.dispose()
  set.dispose()
}

/** Runs a script (or a condition expression) once; never throws for anything the script does. */
export function runInSandbox(module: QuickJSWASMModule, input: RunInput): RunResult {
  const sets: { name: string; value: ScriptValue }[] = []
  const runtime = module.newRuntime()
  try {
    runtime.setMemoryLimit(input.limits.memoryBytes)
    runtime.setMaxStackSize(STACK_BYTES)
    // the wall clock, as shouldInterruptAfterDeadline reads it
    const deadline = Date.now() + input.limits.timeMs
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline))
    const vm = runtime.newContext()
    try {
      defineApi(vm, input, sets)
      const result = vm.evalCode(input.source, 'script.js')
      if (result.error) {
        const error = errorText(vm.dump(result.error))
        result.error.dispose()
        const late = Date.now() >= deadline
        return { ok: false, error: late ? `time limit ${input.limits.timeMs} ms: ${error}` : error, sets: [] }
      }
      const value = vm.dump(result.value)
      result.value.dispose()
      return { ok: true, value, sets }
    } finally {
      vm.dispose()
    }
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e), sets: [] }
  } finally {
    runtime.dispose()
  }
}
