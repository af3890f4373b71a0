// The alarm groups' and the reply link's calls in the endpoint map (schemas/api/endpoints.ts): their
// bodies live with the operations bodies (operations.ts); the answers are named here.
import Type from 'typebox'
import { AlarmEventView, AlarmGroupView } from '../entities/operations.ts'
import { Empty, PageOf } from './common.ts'
import {
  AlarmAckLinkBody,
  AlarmGroupAddBody,
  AlarmGroupEditBody,
  AlarmGroupQueryBody,
  IdBody,
} from './operations.ts'

const Changed = Type.Object({ id: Type.String() })

export const ALARM_GROUP_ENDPOINTS = {
  'alarm/group/query': { body: AlarmGroupQueryBody, answer: PageOf(AlarmGroupView) },
  /** who a step can name: the enterprise's enabled accounts and its departments */
  'alarm/group/people': {
    body: Empty,
    answer: Type.Object({
      accounts: Type.Array(Type.Object({ id: Type.String(), loginname: Type.String() })),
      depts: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
    }),
  },
  'alarm/group/add': { body: AlarmGroupAddBody, answer: Changed },
  'alarm/group/edit': { body: AlarmGroupEditBody, answer: Changed },
  'alarm/group/delete': { body: IdBody, answer: Changed },
  'alarm/history': { body: IdBody, answer: Type.Array(AlarmEventView) },
  /** acknowledging through the reply link: what was acknowledged, and by whom it already was */
  'alarm/ack/link': {
    body: AlarmAckLinkBody,
    answer: Type.Object({ title: Type.String(), acknowledged: Type.Boolean(), confirmedBy: Type.String() }),
  },
} as const
