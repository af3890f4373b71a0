// NCMD and DCMD handling: rebirth, configuration document, writes, browsing, firmware upgrades. Every command that carries a
// `Command/Id` metric is answered with a `Command/Result` (NDATA) holding that uuid.
import { Code } from '../../core/i18n/codes.ts'
import { findMetric, type Metric, Metrics, type Payload } from '../../core/sparkplug/index.ts'
import { exactInteger } from '../../core/util/integers.ts'
import { BrowseCommand, type CommandResult, FirmwareUpgrade, WriteCommand } from '../../schemas/edge/index.ts'
import { check } from '../../schemas/validate.ts'
import type { WriteOutcome } from './driver-runner.ts'
import type { VariableValue } from './variables.ts'

export interface CommandTarget {
  rebirth(): Promise<void>
  applyConfig(document: unknown): Promise<WriteOutcome>
  /** Writes by variable id; `device` restricts the search to one driver (DCMD). */
  write(variableId: string, value: VariableValue, device?: string): Promise<WriteOutcome>
  answer(result: CommandResult): void
  /** The children of an OPC UA driver's node (`Command/Browse`), in the outcome's `nodes`. */
  browse?(driverId: string, nodeId?: string): Promise<WriteOutcome>
  /** Starts a firmware upgrade (`Firmware/Upgrade`, firmware.ts); absent on an agent without one. */
  upgrade?(cmd: FirmwareUpgrade): WriteOutcome
}

const RESERVED = new Set<string>([
  Metrics.commandId,
  Metrics.rebirth,
  Metrics.configDocument,
  Metrics.commandWrite,
  Metrics.commandBrowse,
  Metrics.firmwareUpgrade,
])

/** A command's value; an Int64/UInt64 exactly (core/util/integers.ts). */
const asWritable = (v: Metric['value']): VariableValue | undefined =>
  typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string'
    ? v
    : typeof v === 'bigint'
      ? exactInteger(v)
      : undefined

const failure = (code: number, msg: string): WriteOutcome => ({ status: 'failure', code, msg })

function parseJson(text: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof text !== 'string') return { ok: false }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

function commandUuid(p: Payload): string | undefined {
  const v = findMetric(p, Metrics.commandId)?.value
  return typeof v === 'string' && v !== '' ? v : undefined
}

async function runNodeCommand(t: CommandTarget, p: Payload): Promise<WriteOutcome | undefined> {
  const rebirth = findMetric(p, Metrics.rebirth)
  if (rebirth?.value === true) {
    await t.rebirth()
    return { status: 'success', code: 200 }
  }
  const doc = findMetric(p, Metrics.configDocument)
  if (doc) {
    const json = parseJson(doc.value)
    return json.ok ? t.applyConfig(json.value) : failure(Code.paramInvalid, 'Config/Document is not JSON')
  }
  const browse = findMetric(p, Metrics.commandBrowse)
  if (browse && t.browse) {
    const json = parseJson(browse.value)
    if (!json.ok || !check(BrowseCommand, json.value).ok)
      return failure(Code.paramInvalid, 'Command/Browse takes JSON { driverId, nodeId? }')
    const cmd = json.value as BrowseCommand
    return t.browse(cmd.driverId, cmd.nodeId)
  }
  const upgrade = findMetric(p, Metrics.firmwareUpgrade)
  if (upgrade && t.upgrade) {
    const json = parseJson(upgrade.value)
    if (!json.ok || !check(FirmwareUpgrade, json.value).ok)
      return failure(
        Code.paramInvalid,
        'Firmware/Upgrade takes JSON { jobId, version, url, sha256, signature }',
      )
    return t.upgrade(json.value as FirmwareUpgrade)
  }
  const write = findMetric(p, Metrics.commandWrite)
  if (write) {
    const json = parseJson(write.value)
    if (!json.ok || !check(WriteCommand, json.value).ok)
      return failure(Code.paramInvalid, 'Command/Write takes JSON { variableId, value }')
    const cmd = json.value as WriteCommand
    return t.write(cmd.variableId, cmd.value)
  }
  return undefined
}

async function runDeviceCommand(
  t: CommandTarget,
  device: string,
  p: Payload,
): Promise<WriteOutcome | undefined> {
  const writes = p.metrics.filter((m) => m.name !== undefined && !RESERVED.has(m.name))
  if (!writes.length) return undefined
  let last: WriteOutcome | undefined
  for (const m of writes) {
    const value = asWritable(m.value)
    const outcome =
      value === undefined
        ? failure(Code.paramType, `${m.name} needs a number, boolean or text`)
        : await t.write(m.name!, value, device)
    if (outcome.status === 'failure') return outcome
    last = outcome
  }
  return last
}

/** Runs an NCMD (device undefined) or a DCMD and answers it when it carries a Command/Id. */
export async function handleCommand(t: CommandTarget, p: Payload, device?: string): Promise<void> {
  const uuid = commandUuid(p)
  let outcome: WriteOutcome | undefined
  try {
    outcome = device === undefined ? await runNodeCommand(t, p) : await runDeviceCommand(t, device, p)
  } catch (e) {
    outcome = failure(Code.unknown, e instanceof Error ? e.message : String(e))
  }
  if (uuid === undefined) return
  t.answer({ uuid, ...(outcome ?? failure(Code.unsupportedRequest, 'no command this gateway knows')) })
}
