// Bodies of the memory-variable calls (`project/mvar/*`, `project/report/mvar/validStatistics`).
import Type, { type Static } from 'typebox'
import { CalcType, MemoryVariable, MvarSignal } from '../entities/mvar.ts'
import { Id, Name, PageOf, Paging, Text } from './common.ts'
import { IdList } from './project.ts'

/** Long enough for any sensible formula; the spec gives memory-variable formulas no limit. */
export const MVAR_FORMULA_MAX = 2000
export const MvarFormula = Text(MVAR_FORMULA_MAX)

export const MvarQueryBody = Type.Object({ projectId: Id, ...Paging, keyword: Type.Optional(Text(64)) })
export type MvarQueryBody = Static<typeof MvarQueryBody>
/** Without ids: every memory variable of the project. */
export const MvarQueryAllBody = Type.Object({ projectId: Id, ids: Type.Optional(IdList()) })
export type MvarQueryAllBody = Static<typeof MvarQueryAllBody>

const MvarFields = {
  name: Name,
  calcType: CalcType,
  /** the custom formula (calcType custom) */
  formula: Type.Optional(MvarFormula),
  /** the input signals of sum, avg, min and max: variables of the project's devices */
  signalIds: Type.Optional(IdList(200)),
}
export const MvarAddBody = Type.Object({ projectId: Id, ...MvarFields })
export type MvarAddBody = Static<typeof MvarAddBody>
export const MvarEditBody = Type.Object({ id: Id, ...Type.Partial(Type.Object(MvarFields)).properties })
export type MvarEditBody = Static<typeof MvarEditBody>

export const MvarFormulaBody = Type.Object({ projectId: Id, formula: MvarFormula })
export type MvarFormulaBody = Static<typeof MvarFormulaBody>
export const MvarStatisticsBody = Type.Object({ projectId: Id, ids: IdList() })
export type MvarStatisticsBody = Static<typeof MvarStatisticsBody>

/** The memory variable calls in the endpoint map (schemas/api/endpoints.ts): body schema, answer schema. */
export const MVAR_ENDPOINTS = {
  'project/mvar/query': { body: MvarQueryBody, answer: PageOf(MemoryVariable) },
  'project/mvar/queryAll': { body: MvarQueryAllBody, answer: Type.Array(MemoryVariable) },
  'project/mvar/add': { body: MvarAddBody, answer: MemoryVariable },
  'project/mvar/edit': { body: MvarEditBody, answer: MemoryVariable },
  'project/mvar/delete': { body: Type.Object({ id: Id }), answer: Type.Null() },
  /** the device signals the formula names */
  'project/mvar/validFormulaVar': {
    body: MvarFormulaBody,
    answer: Type.Object({ signals: Type.Array(MvarSignal) }),
  },
} as const
