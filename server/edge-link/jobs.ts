// The live side's periodic jobs, registered with the scheduler (jobs/scheduler.ts). All but the system
// keys' tick belong to no gateway and are the cluster leader's: the sweep of unanswered commands (an
// answer or a poll ends a command on any instance, once: commands.ts), notification retries,
// escalations, scheduled data-centre records, orders' auto-close, notices, the daily expiry job, silent
// firmware upgrades and the configuration syncs of our agents (send.ts).
import { closeExpiredOrders } from '../commerce/orders.ts'
import { generateDue } from '../excel/schedule.ts'
import { failSilentJobs } from '../firmware/jobs.ts'
import type { Job } from '../jobs/scheduler.ts'
import { dailyExpiryJob } from '../notices/expiry.ts'
import { publishDueNotices } from '../notices/notices.ts'
import type { Realtime } from './realtime.ts'
import { syncStaleGateways } from './send.ts'

/** How often the leader's sweeps run. */
export const SWEEP_MS = 5000

export function liveSideJobs(rt: Realtime): Job[] {
  const { db, clock } = rt.o
  const expiryJob = dailyExpiryJob(db, rt.messages)
  const sweep = (name: string, run: () => Promise<unknown>): Job => ({
    name,
    everyMs: SWEEP_MS,
    leaderOnly: true,
    run,
  })
  return [
    sweep('command-expiry', () => rt.commands.expire(clock())),
    sweep('notification-retry', () => rt.retryNotifications()),
    sweep('alarm-escalation', () => rt.alarms.escalate()),
    sweep('alarm-unshelve', () => rt.alarms.unshelve()),
    sweep('alarm-held-summary', () => rt.alarms.summarizeHeld()),
    sweep('data-centre-records', () => generateDue(db, clock())),
    sweep('order-auto-close', () => closeExpiredOrders(db, clock())),
    sweep('notice-publishing', () => publishDueNotices(db, rt.messages, clock())),
    // runs at most once a day on this instance (notices/expiry.ts), whatever the sweep's period
    sweep('daily-expiry', () => expiryJob(clock())),
    sweep('firmware-silence', () => failSilentJobs(db, clock())),
    {
      name: 'config-auto-sync',
      everyMs: rt.o.autoSyncMs ?? 2000,
      leaderOnly: true,
      run: () => syncStaleGateways(rt, clock()),
    },
    // every instance sends the time and counts to its own sockets, and the fleet's rate to GM sockets
    {
      name: 'system-keys',
      everyMs: rt.o.systemTickMs ?? 1000,
      leaderOnly: false,
      run: async () => {
        rt.fleet.tick()
        await rt.systemKeys.tick()
      },
    },
  ]
}
