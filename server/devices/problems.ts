// Problems found by the gateway check and by device jobs, each with what to do about it (spec §4:
// "a list of problems and solutions"). Stored language-free (code, kind, params); the texts are made
// in the caller's language when answered.
import { Code } from '../../core/i18n/codes.ts'
import type { Problem } from '../../schemas/entities/equipment.ts'
import { ApiError } from '../http/api-error.ts'
import { type Lang, messageFor } from '../http/messages.ts'

export interface StoredProblem {
  target: string
  code: number
  kind: string
  params: Record<string, string | number>
}

type Texts = readonly [zh: string, en: string]

const SAME_SERIES: Texts = [
  '请使用同一系列的网关，或为该系列制作的配置',
  'Use a gateway of the same series, or a configuration made for that series',
]
const fewer = (zh: string, en: string): Texts => [
  `请将${zh}减少到 {max} 个以内，或换用容量更大的网关系列`,
  `Remove ${en} until at most {max} remain, or use a gateway series with more capacity`,
]

const SOLUTIONS: Record<number, Texts> = {
  [Code.deviceMissing]: ['该设备已被删除，请选择其他设备', 'The device was deleted; choose another device'],
  [Code.snOrCodeWrong]: [
    '请核对网关序列号和验证码后重试',
    'Check the gateway SN and verification code and try again',
  ],
  [Code.gatewayAlreadyBound]: [
    '请先在原设备上解绑该网关，或选择其他网关',
    'Unbind the gateway from its device first, or choose another gateway',
  ],
  [Code.remoteOnlyGateway]: [
    '该网关只能远程绑定，请选择其他网关',
    'This gateway can be bound remotely only; choose another',
  ],
  [Code.copySeriesMismatch]: SAME_SERIES,
  [Code.importSeriesMismatch]: SAME_SERIES,
  [Code.templateSeriesMismatch]: SAME_SERIES,
  [Code.driverOverCapacity]: fewer('驱动', 'drivers'),
  [Code.variableCapacity]: fewer('变量', 'variables'),
  [Code.alarmCapacity]: fewer('报警', 'alarm rules'),
  [Code.reportCapacity]: fewer('报表', 'reports'),
  [Code.overLimit]: fewer('脚本', 'scripts'),
  [Code.scriptUnsupported]: [
    '请删除脚本，或换用支持脚本的网关系列',
    'Remove the scripts, or use a gateway series that runs scripts',
  ],
  [Code.importTemplateOutdated]: [
    '请在当前平台重新导出配置后再导入',
    'Export the configuration again from the current platform and import that file',
  ],
  [Code.identifierExists]: [
    '请为每个变量使用唯一的名称和标识',
    'Give each variable a unique name and identifier',
  ],
}
const FIX_FIELD: Texts = [
  '请按提示修正配置中的字段后重试',
  'Correct the field named in the problem and try again',
]
const RETRY: Texts = [
  '请重试；如仍失败请联系管理员',
  'Try again; if it keeps failing, contact the administrator',
]

function solutionOf(p: StoredProblem, lang: Lang): string {
  const texts = SOLUTIONS[p.code] ?? (p.code >= 10001 && p.code <= 10013 ? FIX_FIELD : RETRY)
  const text = lang === 'en' ? texts[1] : texts[0]
  return text.replace(/\{(\w+)\}/g, (_, key: string) => String(p.params[key] ?? ''))
}

export const problemView = (p: StoredProblem, lang: Lang): Problem => ({
  ...p,
  problem: messageFor(p.code, lang),
  solution: solutionOf(p, lang),
})

/** A problem from a failure: a catalogue error keeps its code and data, anything else is 90099. */
export function problemOf(target: string, error: unknown): StoredProblem {
  if (!(error instanceof ApiError)) return { target, code: Code.unknown, kind: 'unexpected', params: {} }
  const data = (error.data ?? {}) as Record<string, unknown>
  const params: Record<string, string | number> = {}
  for (const [k, v] of Object.entries(data)) if (typeof v === 'string' || typeof v === 'number') params[k] = v
  return {
    target,
    code: error.code,
    kind: typeof data.kind === 'string' ? data.kind : String(error.code),
    params,
  }
}

/** Thrown by a check or a job step to report several problems at once. */
export class ProblemsError extends Error {
  constructor(readonly problems: readonly StoredProblem[]) {
    super(`${problems.length} problem(s)`)
    this.name = 'ProblemsError'
  }
}

export const problemsOf = (target: string, error: unknown): StoredProblem[] =>
  error instanceof ProblemsError ? [...error.problems] : [problemOf(target, error)]
