// History (platform spec §7 "Project monitoring": `history/query`, `queryAll`, `queryAllData`,
// `report/queryCols`; §9: at most 30 days, the latest 200,000 points, 10 signals). Curves ask with a
// width and get each signal thinned on the server to what that many pixel columns can show.
import { Code } from '../../core/i18n/codes.ts'
import { ReportColsBody, ReportPageBody, ReportRangeBody } from '../../schemas/api/live.ts'
import { CURVE_MAX_SIGNALS } from '../history/limits.ts'
import {
  historyCurve,
  historyPage,
  historyPoints,
  historyWindow,
  loadReport,
  reportData,
  reportPage,
} from '../history/queries.ts'
import { fail } from '../http/api-error.ts'
import { idsIn } from '../tenancy/scope.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

/** The distinct signals of a curve or page, at most CURVE_MAX_SIGNALS (10005 beyond). */
function signalsOf(ids: Parameters<typeof idsIn>[0]): string[] {
  const signalIds = [...new Set(idsIn(ids))]
  if (signalIds.length > CURVE_MAX_SIGNALS) fail(Code.outOfRange, { max: CURVE_MAX_SIGNALS })
  return signalIds
}

export const historyRoutes = [
  endpoint('history/query', {
    summary:
      'points of up to 10 signals over at most 30 days (latest 200,000); with width, each signal thinned per pixel column, as arrays',
    auth: 'user',
    idFields: { signalIds: 'watchSignal', equipmentId: 'watchDevice', projectId: 'watchProject' },
    handler: async ({ body, s }) => {
      const request = {
        signalIds: signalsOf(body.signalIds),
        window: historyWindow(body.startTime, body.endTime),
      }
      if (body.width === undefined) return historyPoints(s.realtime, request)
      return historyCurve(s.realtime, {
        ...request,
        width: body.width,
        ...(body.mode === undefined ? {} : { mode: body.mode }),
      })
    },
  }),

  endpoint('history/page', {
    summary: 'a page of the points of up to 10 signals over at most 30 days, newest first, by keyset',
    auth: 'user',
    idFields: {
      signalIds: 'watchSignal',
      beforeSignalId: 'watchSignal',
      equipmentId: 'watchDevice',
      projectId: 'watchProject',
    },
    handler: async ({ body, s }) =>
      historyPage(s.realtime, {
        signalIds: signalsOf(body.signalIds),
        window: historyWindow(body.startTime, body.endTime),
        pageSize: body.pageSize ?? 50,
        ...(body.beforeTime === undefined
          ? {}
          : {
              before: {
                beforeTime: body.beforeTime,
                beforeSignalId: body.beforeSignalId ?? '',
                beforeSkip: body.beforeSkip ?? 0,
              },
            }),
      }),
  }),

  route({
    path: 'report/queryCols',
    summary: "a history report's columns: its variables with title, unit and aggregation",
    bodySchema: ReportColsBody,
    auth: 'user',
    idFields: { reportId: 'watchReport' },
    handler: async ({ body, s }) => (await loadReport(s.realtime, body.reportId)).columns,
  }),

  route({
    path: 'history/queryAll',
    summary: "a page of a history report's rows over at most 30 days, newest first",
    bodySchema: ReportPageBody,
    auth: 'user',
    idFields: { reportId: 'watchReport' },
    handler: async ({ body, s }) => {
      const pageNo = body.pageNo ?? 1
      const pageSize = body.pageSize ?? 10
      const page = await reportPage(
        s.realtime,
        await loadReport(s.realtime, body.reportId),
        historyWindow(body.startTime, body.endTime),
        { pageNo, pageSize },
      )
      return { ...page, pageNo, pageSize }
    },
  }),

  route({
    path: 'history/queryAllData',
    summary: 'every row of a history report over at most 30 days (latest 200,000), oldest first',
    bodySchema: ReportRangeBody,
    auth: 'user',
    idFields: { reportId: 'watchReport' },
    handler: async ({ body, s }) =>
      reportData(
        s.realtime,
        await loadReport(s.realtime, body.reportId),
        historyWindow(body.startTime, body.endTime),
      ),
  }),
]
