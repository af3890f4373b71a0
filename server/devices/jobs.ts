// Device jobs (spec §4: device import, device copy and template copy show progress, then completed or
// failed with a problem and solution list). A job is a row; its steps run after the call answers,
// each in its own transaction, so one failed target does not undo the others. `done` counts steps
// run; the job fails when any step failed. A job belongs to the account that started it.
import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { Job } from '../../schemas/entities/equipment.ts'
import type { Lang } from '../http/messages.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray, parseJsonObject } from '../storage/json.ts'
import type { DeviceJobTable } from '../storage/tables/equipment.ts'
import type { Caller } from '../tenancy/caller.ts'
import { problemsOf, problemView, type StoredProblem } from './problems.ts'

export interface JobStep {
  /** what the step works on (a device id), named in its problem */
  target: string
  /** runs in a transaction; throwing (a catalogue error) records a problem and rolls the step back */
  run(trx: Db, now: number): Promise<void>
}

type JobKind = Job['kind']
type JobRow = Selectable<DeviceJobTable>

async function runSteps(
  s: Services,
  jobId: string,
  steps: readonly JobStep[],
  result: object,
): Promise<void> {
  const problems: StoredProblem[] = []
  for (const [i, step] of steps.entries()) {
    try {
      await s.db.transaction().execute((trx) => step.run(trx, s.config.now()))
    } catch (error) {
      problems.push(...problemsOf(step.target, error))
    }
    await s.db
      .updateTable('deviceJobs')
      .set({ done: i + 1, problems: JSON.stringify(problems), updatedAt: s.config.now() })
      .where('id', '=', jobId)
      .execute()
  }
  await s.db
    .updateTable('deviceJobs')
    .set({
      state: problems.length ? 'failed' : 'completed',
      result: JSON.stringify(result),
      updatedAt: s.config.now(),
    })
    .where('id', '=', jobId)
    .execute()
}

/** Records the job and starts its steps after the current request; answers the job id. */
export async function startJob(
  s: Services,
  caller: Caller,
  kind: JobKind,
  steps: readonly JobStep[],
  result: object,
  now: number,
): Promise<string> {
  const id = randomUUID()
  await s.db
    .insertInto('deviceJobs')
    .values({
      id,
      orgId: caller.orgId,
      accountId: caller.accountId,
      kind,
      state: 'running',
      total: steps.length,
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  // Steps catch their own failures; this only meets a database that went away (the server closing).
  void new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => runSteps(s, id, steps, result))
    .catch(() => s.db.updateTable('deviceJobs').set({ state: 'failed' }).where('id', '=', id).execute())
    // the database refused even the failure: the job's row is all there is to tell, and it is unreachable
    .catch(() => {})
  return id
}

export function jobView(row: JobRow, lang: Lang): Job {
  return {
    id: row.id,
    kind: (['import', 'copy', 'templateCopy'] as const).find((k) => k === row.kind) ?? 'copy',
    state: (['running', 'completed', 'failed'] as const).find((k) => k === row.state) ?? 'failed',
    total: row.total,
    done: row.done,
    problems: parseJsonArray<StoredProblem>(row.problems).map((p) => problemView(p, lang)),
    result: parseJsonObject(row.result),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}
