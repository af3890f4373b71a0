// The configuration calls of a device or a template in the endpoint map (schemas/api/endpoints.ts):
// `equipment/{driver,signal,alarm,report,script}/{query,add,edit,delete}`. The routes are the
// configuration kinds' generic ones (server/routes/equipment-config.ts), registered with these same
// body schemas.
import Type, { type TObject, type TSchema } from 'typebox'
import { Alarm, Driver, Report, Script, Variable } from '../entities/equipment.ts'
import {
  AlarmBodies,
  ConfigQueryBody,
  DriverBodies,
  ReportBodies,
  ScriptBodies,
  SignalQueryBody,
  VariableBodies,
} from './equipment-config.ts'
import { IdBody } from './org.ts'

const kind = <Q extends TObject, B extends { add: TObject; edit: TObject }, V extends TSchema>(
  query: Q,
  bodies: B,
  view: V,
) => ({
  query: { body: query, answer: Type.Array(view) },
  add: { body: bodies.add, answer: view },
  edit: { body: bodies.edit, answer: view },
  delete: { body: IdBody, answer: Type.Null() },
})

const driver = kind(ConfigQueryBody, DriverBodies, Driver)
const signal = kind(SignalQueryBody, VariableBodies, Variable)
const alarm = kind(ConfigQueryBody, AlarmBodies, Alarm)
const report = kind(ConfigQueryBody, ReportBodies, Report)
const script = kind(ConfigQueryBody, ScriptBodies, Script)

export const CONFIG_ENDPOINTS = {
  'equipment/driver/query': driver.query,
  'equipment/driver/add': driver.add,
  'equipment/driver/edit': driver.edit,
  'equipment/driver/delete': driver.delete,
  'equipment/signal/query': signal.query,
  'equipment/signal/add': signal.add,
  'equipment/signal/edit': signal.edit,
  'equipment/signal/delete': signal.delete,
  'equipment/alarm/query': alarm.query,
  'equipment/alarm/add': alarm.add,
  'equipment/alarm/edit': alarm.edit,
  'equipment/alarm/delete': alarm.delete,
  'equipment/report/query': report.query,
  'equipment/report/add': report.add,
  'equipment/report/edit': report.edit,
  'equipment/report/delete': report.delete,
  'equipment/script/query': script.query,
  'equipment/script/add': script.add,
  'equipment/script/edit': script.edit,
  'equipment/script/delete': script.delete,
} as const
