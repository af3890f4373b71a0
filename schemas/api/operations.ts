// Bodies of the operations calls of issue 21: alarm groups, an alarm's history, reply-link
// acknowledgement, retrying a failed notification.
import Type, { type Static } from 'typebox'
import { AlarmPushView } from '../entities/alarm-push.ts'
import { GatewaySettingsFields } from '../entities/gateway-settings.ts'
import {
  CLOUD_CHANNELS,
  CLOUD_PROVIDERS,
  ESCALATION_DELAY,
  MAX_ESCALATION_STEPS,
} from '../entities/operations.ts'
import { Page } from '../page.ts'
import { AlarmPushEditBody, AlarmPushQueryBody } from './alarm-push.ts'
import { Empty, Id, Name, Paging } from './common.ts'
import { UserSymbolView } from './symbol.ts'

export const AlarmGroupQueryBody = Type.Object({ ...Paging })
export type AlarmGroupQueryBody = Static<typeof AlarmGroupQueryBody>

/** A step as a body names it: a person (accountId) or a department (deptId), exactly one. */
export const StepInput = Type.Object({ accountId: Type.Optional(Id), deptId: Type.Optional(Id) })
export type StepInput = Static<typeof StepInput>

const AlarmGroupFields = {
  name: Name,
  delayMinutes: Type.Integer({ minimum: ESCALATION_DELAY.min, maximum: ESCALATION_DELAY.max }),
  steps: Type.Array(StepInput, { minItems: 1, maxItems: MAX_ESCALATION_STEPS }),
}
export const AlarmGroupAddBody = Type.Object(AlarmGroupFields)
export type AlarmGroupAddBody = Static<typeof AlarmGroupAddBody>
export const AlarmGroupEditBody = Type.Object({ id: Id, ...AlarmGroupFields })
export type AlarmGroupEditBody = Static<typeof AlarmGroupEditBody>
export const IdBody = Type.Object({ id: Id })
export type IdBody = Static<typeof IdBody>

/** `alarm/ack/link`: the token of a reply link (public). */
export const AlarmAckLinkBody = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$' }) })
export type AlarmAckLinkBody = Static<typeof AlarmAckLinkBody>

/**
 * `system/param/notify/edit`: a channel's cloud provider and its keys; a secret left out keeps the one
 * stored (the form never receives it back); `provider: 'none'` removes the configuration.
 */
export const NotifyParamEditBody = Type.Object({
  channel: Type.Enum(CLOUD_CHANNELS),
  provider: Type.Enum([...CLOUD_PROVIDERS, 'none']),
  accessKey: Type.Optional(Type.String({ maxLength: 200 })),
  accessKeySecret: Type.Optional(Type.String({ maxLength: 200 })),
  signName: Type.Optional(Type.String({ maxLength: 100 })),
  templateCode: Type.Optional(Type.String({ maxLength: 200 })),
  calledShowNumber: Type.Optional(Type.String({ maxLength: 30 })),
  accountSid: Type.Optional(Type.String({ maxLength: 200 })),
  authToken: Type.Optional(Type.String({ maxLength: 200 })),
  from: Type.Optional(Type.String({ maxLength: 20 })),
  endpoint: Type.Optional(Type.String({ maxLength: 300 })),
})
export type NotifyParamEditBody = Static<typeof NotifyParamEditBody>

/** A channel's cloud as `system/param/query` shows it: secrets left empty, `secretSet` when stored. */
export const CloudParamShown = Type.Object({
  ...Type.Omit(NotifyParamEditBody, ['channel']).properties,
  secretSet: Type.Optional(Type.Boolean()),
})
export type CloudParamShown = Static<typeof CloudParamShown>
/** `system/param/query`'s answer; WeChat's provider is the server's (WECHAT_PROVIDER), shown only. */
export const SystemParamView = Type.Object({
  publicUrl: Type.String(),
  /** alarm notifications per person and channel an hour (0: no limit): the parameter, else NOTIFY_RATE_LIMIT */
  notifyRateLimit: Type.Integer({ minimum: 0 }),
  notify: Type.Record(Type.String(), CloudParamShown),
  wechat: Type.Object({ provider: Type.String() }),
})
export type SystemParamView = Static<typeof SystemParamView>

/** The highest rate limit the system parameters take (notifications per person and channel an hour). */
export const RATE_LIMIT_MAX = 1000

/**
 * `system/param/edit`: the platform's public address (reply links in notifications) and the alarm
 * notifications a person may get per channel an hour (alarms/guard.ts; 0: no limit); each when given.
 */
export const SystemParamEditBody = Type.Object({
  publicUrl: Type.Optional(Type.String({ maxLength: 300, pattern: '^(https?://[^\\s]+)?$' })),
  notifyRateLimit: Type.Optional(Type.Integer({ minimum: 0, maximum: RATE_LIMIT_MAX })),
})
export type SystemParamEditBody = Static<typeof SystemParamEditBody>

/** `gateway/query`: the enterprise's gateways, by SN or bound device name, and state. */
export const GatewayQueryBody = Type.Object({
  ...Paging,
  keyword: Type.Optional(Type.String({ maxLength: 64 })),
  state: Type.Optional(Type.Enum(['online', 'offline', 'sleeping'])),
})
export type GatewayQueryBody = Static<typeof GatewayQueryBody>

export const GatewaySettingsEditBody = Type.Object({ gatewayId: Id, ...GatewaySettingsFields })
export type GatewaySettingsEditBody = Static<typeof GatewaySettingsEditBody>

/** `monitor/group/assign`: devices moved into a group ('' takes them out of every group). */
export const GroupAssignBody = Type.Object({
  groupId: Type.Union([Id, Type.Literal('')]),
  equipmentIds: Type.Array(Id, { minItems: 1, maxItems: 100 }),
})
export type GroupAssignBody = Static<typeof GroupAssignBody>

/** `share/link/add`: a public link to a shared device or project, valid `days` days. */
export const ShareLinkAddBody = Type.Object({
  equipmentId: Type.Optional(Id),
  projectId: Type.Optional(Id),
  days: Type.Integer({ minimum: 1, maximum: 365 }),
})
export type ShareLinkAddBody = Static<typeof ShareLinkAddBody>
/** `share/link/list`: the links of one shared device or project, newest first. */
export const ShareLinkListBody = Type.Object({
  equipmentId: Type.Optional(Id),
  projectId: Type.Optional(Id),
})
export type ShareLinkListBody = Static<typeof ShareLinkListBody>
/** A share link as its owner sees it: the link's path is the token itself (to copy). */
export const ShareLinkView = Type.Object({
  id: Type.String(),
  path: Type.String(),
  expiresAt: Type.Integer(),
  revokedAt: Type.Union([Type.Integer(), Type.Null()]),
  creator: Type.String(),
  createdAt: Type.Integer(),
})
export type ShareLinkView = Static<typeof ShareLinkView>
/** `share/open`: the link's token and the share password (guess-limited). */
export const ShareOpenBody = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$' }),
  password: Type.String({ maxLength: 64 }),
})
export type ShareOpenBody = Static<typeof ShareOpenBody>
/** `share/view`: an open share session. */
export const ShareViewBody = Type.Object({ session: Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$' }) })
export type ShareViewBody = Static<typeof ShareViewBody>
/** `share/view`'s answer: the shared devices with their variables' live values. */
export const ShareViewAnswer = Type.Object({
  kind: Type.String(),
  /** the configuration pages shown (without a page password), the start page first */
  pages: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), kind: Type.String() })),
  devices: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      values: Type.Array(
        Type.Object({
          signalId: Type.String(),
          name: Type.String(),
          unit: Type.String(),
          value: Type.Union([Type.Number(), Type.String(), Type.Boolean(), Type.Null()]),
          time: Type.Union([Type.Number(), Type.Null()]),
        }),
      ),
    }),
  ),
})
export type ShareViewAnswer = Static<typeof ShareViewAnswer>

/**
 * `share/page`: one page of an open share session. The page is scoped by the session (its project's or
 * device's pages), not by a caller's enterprise: a visitor is nobody, or a user of any enterprise.
 */
export const SharePageBody = Type.Object({ ...ShareViewBody.properties, page: Id })
export type SharePageBody = Static<typeof SharePageBody>
/** `share/page`'s answer: the page JSON, read-only. */
export const SharePageAnswer = Type.Object({ id: Type.String(), title: Type.String(), json: Page })
export type SharePageAnswer = Static<typeof SharePageAnswer>

/**
 * `share/symbol`: an enterprise's own symbol that a page of an open share session shows (issue 30): the
 * page names it, so a visitor draws it without a session of the enterprise, and gets no other symbol.
 * Like `page`, `symbol` is checked against the share session, not against a caller's enterprise.
 */
export const ShareSymbolBody = Type.Object({ ...SharePageBody.properties, symbol: Id })
export type ShareSymbolBody = Static<typeof ShareSymbolBody>

/** The share calls, the gateway alarms' push setting and the system parameters in the endpoint map (schemas/api/endpoints.ts). */
export const SHARE_ENDPOINTS = {
  'system/param/query': { body: Empty, answer: SystemParamView },
  'system/param/edit': { body: SystemParamEditBody, answer: Type.Null() },
  'system/param/notify/edit': { body: NotifyParamEditBody, answer: CloudParamShown },
  'alarm/push/query': { body: AlarmPushQueryBody, answer: AlarmPushView },
  'alarm/push/edit': { body: AlarmPushEditBody, answer: AlarmPushView },
  'share/link/add': {
    body: ShareLinkAddBody,
    answer: Type.Object({
      id: Type.String(),
      token: Type.String(),
      path: Type.String(),
      expiresAt: Type.Integer(),
    }),
  },
  'share/link/list': { body: ShareLinkListBody, answer: Type.Array(ShareLinkView) },
  'share/link/revoke': { body: IdBody, answer: ShareLinkView },
  'share/open': { body: ShareOpenBody, answer: Type.Object({ session: Type.String() }) },
  'share/view': { body: ShareViewBody, answer: ShareViewAnswer },
  'share/page': { body: SharePageBody, answer: SharePageAnswer },
  'share/symbol': { body: ShareSymbolBody, answer: UserSymbolView },
} as const
