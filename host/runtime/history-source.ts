// The runtime's history source: `history/query` with a width (server-thinned, compact arrays), at most
// ten signals a call (platform spec §9), scoped to the page's project.
import type { ApiClient } from '../../core/api/index.ts'
import type { HistorySeries } from '../../core/kernel/index.ts'
import { isHistoryCurve } from '../../schemas/api/history-answer.ts'
import type { HistorySource } from '../widgets/history.ts'

const SIGNALS_PER_CALL = 10

export function apiHistorySource(api: ApiClient, projectId: string | undefined): HistorySource {
  return {
    async curves(signalIds, range, width) {
      const groups: string[][] = []
      for (let i = 0; i < signalIds.length; i += SIGNALS_PER_CALL)
        groups.push([...new Set(signalIds)].slice(i, i + SIGNALS_PER_CALL))
      const answers = await Promise.all(
        groups.map((ids) =>
          api.call('history/query', {
            ...(projectId ? { projectId } : {}),
            signalIds: ids.join(','),
            startTime: Math.round(range.start),
            endTime: Math.round(range.end),
            width,
          }),
        ),
      )
      const bySignal: Record<string, HistorySeries> = {}
      for (const answer of answers.filter(isHistoryCurve))
        for (const s of answer.series) bySignal[s.signalId] = s
      return bySignal
    },
  }
}
