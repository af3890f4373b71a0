// Scheduled generation: the leader's sweep (edge-link/realtime.ts, every 5 s) makes the records that are
// due. A report's `nextRunAt` is its current period's end plus a lag; the instance whose update moves
// it on (a claim: the row still holds the time it read) makes the record of the period that ended, and
// the unique (report, period start) index keeps a period to one record even so. A server that was down
// catches up one period per report and sweep.
import type { Db } from '../storage/db.ts'
import type { ExcelTable } from '../storage/tables/excel.ts'
import { recordRow } from './generate.ts'
import { nextRunAfter, SCHEDULE_LAG_MS } from './periods.ts'
import { clockOf, scheduleOf } from './reports.ts'

const SWEEP_BATCH = 50

/** The next run of a report whose schedule or clock was just set (null without a schedule). */
export const firstRun = (row: ExcelTable, now: number) => nextRunAfter(now, scheduleOf(row), clockOf(row))

async function runOne(db: Db, row: ExcelTable, now: number): Promise<boolean> {
  const due = Number(row.nextRunAt)
  const periodEndsBefore = due - SCHEDULE_LAG_MS
  const next = nextRunAfter(periodEndsBefore, scheduleOf(row), clockOf(row))
  const claimed = await db
    .updateTable('excels')
    .set({ nextRunAt: next })
    .where('id', '=', row.id)
    .where('nextRunAt', '=', due)
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return false
  const record = await recordRow(db, row, {
    time: periodEndsBefore - 1,
    source: 'schedule',
    createdBy: '',
    now,
  })
  const inserted = await db
    .insertInto('excelRecords')
    .values(record)
    .onConflict((oc) => oc.columns(['excelId', 'scheduleKey']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}

/** Makes every scheduled record that is due; answers how many were made. */
export async function generateDue(db: Db, now: number): Promise<number> {
  const due = await db
    .selectFrom('excels')
    .selectAll()
    .where('nextRunAt', '<=', now)
    .orderBy('nextRunAt')
    .limit(SWEEP_BATCH)
    .execute()
  let made = 0
  for (const row of due) if (await runOne(db, row, now)) made++
  return made
}
