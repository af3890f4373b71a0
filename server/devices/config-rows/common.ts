// Configuration rows (drivers, variables, alarm rules, reports, scripts) between their API shape and
// their columns, one file per kind beside this one, with the field rules of platform spec §5 that a schema
// cannot say. Add and edit both build the full field set (defaults, or the stored row with the edit laid
// over it) and check it in the kind's file, so the rules cannot drift apart. Here: the input types and
// the helpers every kind uses.
import { Code } from '../../../core/i18n/codes.ts'
import type { Reason } from '../../../core/validation/reason.ts'
import type {
  Alarm,
  Driver,
  DriverSecretFlags,
  Report,
  Script,
  Variable,
} from '../../../schemas/entities/equipment.ts'
import { fail } from '../../http/api-error.ts'

export type Owned = 'id' | 'equipmentId' | 'templateId'
/** A driver as stored, with its secrets: never an answer (driverAnswer makes one). */
export type StoredDriver = Omit<Driver, keyof typeof DriverSecretFlags>
export type DriverInput = Omit<StoredDriver, Owned>
export type VariableInput = Omit<Variable, Owned>
export type AlarmInput = Omit<Alarm, Owned>
export type ReportInput = Omit<Report, Owned>
export type ScriptInput = Omit<Script, Owned>

/** '' and null both mean "none" in a body (forms cannot send null). */
export const blankToNull = <T>(value: T | '' | null | undefined): T | null =>
  value === '' || value === null || value === undefined ? null : value

/** The fields a body names, without the ones it leaves out. */
export function given<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<T>
}

export const owners = (row: { id: string; deviceId: string | null; templateId: string | null }) => ({
  id: row.id,
  equipmentId: row.deviceId,
  templateId: row.templateId,
})

export const invalid = (field: string, reason: Reason | string, code: number = Code.paramInvalid): never =>
  fail(
    code,
    typeof reason === 'string'
      ? { field, reason }
      : { field, reason: reason.key, params: reason.params ?? {} },
  )

/** The value if it is one of `values`, else the fallback (a stored row from before a value was dropped). */
export const oneOf = <const T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback
