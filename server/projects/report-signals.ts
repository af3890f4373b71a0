// Report signals (designer spec: a widget's `reportId` with its `reportSignalArray`): the variables of the
// history reports of some devices, one record per report and variable, shaped like the signal lookup
// records of the signal picker (signalId is the variable id, as the report's columns name it) with the
// report they belong to. `title` repeats the signal title: binding refresh reads it (core/binding).
import type { SignalLookup } from '../../schemas/entities/project.ts'
import type { Db } from '../storage/db.ts'

export type ReportSignalRecord = SignalLookup & { title: string; reportId: string; reportTitle: string }

export interface ReportSignalSelection {
  deviceIds: readonly string[]
  /** only these variables (when given) */
  signalIds?: readonly string[]
  /** equipKey from this project's equipment */
  projectId?: string
}

export async function reportSignalRecords(db: Db, sel: ReportSignalSelection): Promise<ReportSignalRecord[]> {
  if (sel.deviceIds.length === 0) return []
  const rows = await db
    .selectFrom('reportVariables')
    .innerJoin('reports', 'reports.id', 'reportVariables.reportId')
    .innerJoin('variables', 'variables.id', 'reportVariables.variableId')
    .innerJoin('devices', 'devices.id', 'reports.deviceId')
    // no project: nothing joins, every key is ''
    .leftJoin('projectEquipment', (join) =>
      join
        .onRef('projectEquipment.deviceId', '=', 'devices.id')
        .on('projectEquipment.projectId', '=', sel.projectId ?? ''),
    )
    .select([
      'reports.id as reportId',
      'reports.name as reportTitle',
      'variables.id as signalId',
      'devices.id as equipId',
      'variables.name as signalTitle',
      'devices.name as equipTitle',
      'projectEquipment.key as equipKey',
      'variables.unit as unit',
      'variables.rw as rw',
      'variables.dataType as dataType',
    ])
    .where('reports.deviceId', 'in', [...sel.deviceIds])
    .$if(sel.signalIds !== undefined && sel.signalIds.length > 0, (qb) =>
      qb.where('variables.id', 'in', [...sel.signalIds!]),
    )
    .orderBy('devices.name')
    .orderBy('devices.id')
    .orderBy('reports.name')
    .orderBy('reports.id')
    .orderBy('reportVariables.sort')
    .execute()
  return rows.map((r) => ({ ...r, equipKey: r.equipKey ?? '', title: r.signalTitle }))
}
