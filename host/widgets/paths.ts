// The service calls of the designer and the runtime (platform spec §7, designer spec §7). The spec does
// not name the paths of page info and save, project signals, project equipment or system keys; these are
// the names our server serves them under (server/routes). Report signals have no route yet.
export const PATHS = {
  pageInfo: 'project/page/info',
  pages: 'project/page/query',
  pageSave: 'project/page/save',
  pagePassword: 'project/page/validPassword',
  projectEquips: 'project/equip/queryAll',
  projectSignals: 'project/signal/query',
  equipSignals: 'monitor/multi/signal/query',
  reportSignals: 'project/report/signal/query',
  systemKeys: 'project/system/key/query',
  projectMvars: 'project/mvar/queryAll',
} as const
