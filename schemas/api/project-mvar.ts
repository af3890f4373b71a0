// Bodies of the memory-variable calls (`project/mvar/*`, `project/report/mvar/validStatistics`).
import Type, { type Static } from 'typebox'
import { CalcType } from '../entities/mvar.ts'
import { Id, Name, Paging, Text } from './common.ts'
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
