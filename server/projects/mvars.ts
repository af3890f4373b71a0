// Memory variables: their inputs must be signals (variables) of the project's devices. A custom formula
// is parsed with core/formula's MVAR_FORMULA and its placeholders {equipId.signalId} checked; the other
// calc types name their inputs by signal id. Stored: the formula and the input signal ids.
import type { Selectable } from 'kysely'
import { listPlaceholders, MVAR_FORMULA, parseFormula, placeholderText } from '../../core/formula/index.ts'
import { Code } from '../../core/i18n/codes.ts'
import type { CalcType, MemoryVariable, MvarSignal } from '../../schemas/entities/mvar.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { MemoryVariableTable } from '../storage/tables/projects.ts'
import { idsIn } from '../tenancy/scope.ts'
import { projectDeviceIds } from './equipment.ts'

/** The signals among `signalIds` that are variables of the project's devices, with their devices. */
async function signalsOfProject(
  db: Db,
  projectId: string,
  signalIds: readonly string[],
): Promise<MvarSignal[]> {
  if (signalIds.length === 0) return []
  const rows = await db
    .selectFrom('variables')
    .select(['variables.id', 'variables.deviceId'])
    .where('variables.id', 'in', [...new Set(signalIds)])
    .where('variables.deviceId', 'in', projectDeviceIds(db, projectId))
    .execute()
  return rows.map((r) => ({ equipId: r.deviceId ?? '', signalId: r.id }))
}

/** Every placeholder must name a signal of the project under its own device (10001 naming the rest). */
export async function formulaSignals(db: Db, projectId: string, formula: string): Promise<MvarSignal[]> {
  const parsed = parseFormula(formula, MVAR_FORMULA)
  if (!parsed.ok) fail(Code.paramInvalid, { field: 'formula', ...parsed.error })
  const placeholders = listPlaceholders(parsed.ast)
  const known = await signalsOfProject(
    db,
    projectId,
    placeholders.map((p) => p.signalId),
  )
  const unknown = placeholders.filter(
    (p) => !known.some((k) => k.signalId === p.signalId && k.equipId === p.equipId),
  )
  if (unknown.length > 0) {
    fail(Code.paramInvalid, {
      field: 'formula',
      reason: 'unknownSignal',
      placeholders: unknown.map(placeholderText),
    })
  }
  return placeholders
}

/** The formula and inputs a memory variable is stored with, checked for its calc type. */
export async function definitionOf(
  db: Db,
  projectId: string,
  calcType: CalcType,
  formula: string | undefined,
  signalIds: string | string[] | undefined,
): Promise<{ formula: string; signals: MvarSignal[] }> {
  if (calcType === 'custom') {
    if (!formula?.trim()) fail(Code.paramMissing, { field: 'formula' })
    return { formula, signals: await formulaSignals(db, projectId, formula) }
  }
  const ids = [...new Set(idsIn(signalIds))]
  if (ids.length === 0) fail(Code.paramMissing, { field: 'signalIds' })
  const signals = await signalsOfProject(db, projectId, ids)
  const unknown = ids.filter((id) => !signals.some((s) => s.signalId === id))
  if (unknown.length > 0)
    fail(Code.paramInvalid, { field: 'signalIds', reason: 'unknownSignal', ids: unknown })
  return { formula: '', signals: ids.map((id) => signals.find((s) => s.signalId === id)!) }
}

export async function assertMvarNameFree(db: Db, projectId: string, name: string, exceptId?: string) {
  const taken = await db
    .selectFrom('memoryVariables')
    .select('id')
    .where('projectId', '=', projectId)
    .where('name', '=', name)
    .executeTakeFirst()
  if (taken && taken.id !== exceptId) fail(Code.nameExists, { field: 'name' })
}

/** Rows as the API shows them; an input whose variable was deleted since is left out. */
export async function mvarViews(db: Db, rows: Selectable<MemoryVariableTable>[]): Promise<MemoryVariable[]> {
  const ids = [...new Set(rows.flatMap((r) => parseJsonArray<string>(r.signalIds)))]
  const devices = new Map<string, string>()
  if (ids.length > 0) {
    const found = await db.selectFrom('variables').select(['id', 'deviceId']).where('id', 'in', ids).execute()
    for (const v of found) if (v.deviceId) devices.set(v.id, v.deviceId)
  }
  return rows.map((r) => ({
    id: r.id,
    projectId: r.projectId,
    name: r.name,
    calcType: r.kind as CalcType,
    formula: r.formula,
    signals: parseJsonArray<string>(r.signalIds)
      .filter((id) => devices.has(id))
      .map((id) => ({ equipId: devices.get(id)!, signalId: id })),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }))
}

/**
 * Statistics over a memory variable need the history of each input: a signal has history when one of
 * its device's history reports holds it. Answers, per memory variable, the inputs without history.
 */
export async function inputsWithoutHistory(
  db: Db,
  mvars: readonly MemoryVariable[],
): Promise<Array<{ mvarId: string; name: string; missing: string[] }>> {
  const ids = [...new Set(mvars.flatMap((m) => m.signals.map((s) => s.signalId)))]
  const recorded = new Set<string>()
  if (ids.length > 0) {
    const rows = await db
      .selectFrom('reportVariables')
      .select('variableId')
      .distinct()
      .where('variableId', 'in', ids)
      .execute()
    for (const r of rows) recorded.add(r.variableId)
  }
  return mvars
    .map((m) => ({
      mvarId: m.id,
      name: m.name,
      missing: m.signals.filter((s) => !recorded.has(s.signalId)).map(placeholderText),
    }))
    .filter((m) => m.missing.length > 0)
}
