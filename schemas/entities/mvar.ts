// Memory variables (platform spec §3; designer spec §3 "Calculated signal"): a project-level value
// calculated from signals of the project's equipment — their sum, average, minimum or maximum, or a
// custom formula naming signals as placeholders {equipId.signalId} (core/formula MVAR_FORMULA).
import Type, { type Static } from 'typebox'

export const CALC_TYPES = ['sum', 'avg', 'min', 'max', 'custom'] as const
export const CalcType = Type.Enum(CALC_TYPES)
export type CalcType = Static<typeof CalcType>

/** One input signal: the two parts of a placeholder. */
export const MvarSignal = Type.Object({ equipId: Type.String(), signalId: Type.String() })
export type MvarSignal = Static<typeof MvarSignal>

export const MemoryVariable = Type.Object({
  id: Type.String(),
  projectId: Type.String(),
  /** unique in the project */
  name: Type.String(),
  calcType: CalcType,
  /** the custom formula; '' for the other calc types */
  formula: Type.String(),
  /** the inputs: chosen for sum/avg/min/max, the formula's placeholders for custom */
  signals: Type.Array(MvarSignal),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
})
export type MemoryVariable = Static<typeof MemoryVariable>
