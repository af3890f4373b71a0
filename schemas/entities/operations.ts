// Operations essentials (issue 21) as the API shows them: alarm groups (escalation chains), an alarm
// record's history, the alarm a notification is about.
import Type, { type Static } from 'typebox'

export const ESCALATION_STEP_KINDS = ['account', 'dept'] as const
/** One step of a chain: a person (account) or a group of people (a department's enabled accounts). */
export const EscalationStep = Type.Object({
  kind: Type.Enum(ESCALATION_STEP_KINDS),
  id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
})
export type EscalationStep = Static<typeof EscalationStep>

/** At most this many steps in a chain, each waited for at least a minute, at most a day. */
export const MAX_ESCALATION_STEPS = 10
export const ESCALATION_DELAY = { min: 1, max: 1440 } as const

export const AlarmGroupView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  delayMinutes: Type.Integer(),
  /** each step with the name it is shown by (a login name or a department's name) */
  steps: Type.Array(Type.Object({ ...EscalationStep.properties, title: Type.String() })),
  updatedAt: Type.Integer(),
})
export type AlarmGroupView = Static<typeof AlarmGroupView>

export const ALARM_EVENT_KINDS = [
  'raised',
  'notified',
  'escalated',
  'acknowledged',
  'resolved',
  'ended',
  'shelved',
  'unshelved',
  'workOrder',
] as const
export type AlarmEventKind = (typeof ALARM_EVENT_KINDS)[number]

/** How an alarm was acknowledged: the alarm table, the message centre, a reply link. */
export const ACK_VIAS = ['table', 'message', 'link'] as const
export type AckVia = (typeof ACK_VIAS)[number]

export const AlarmEventView = Type.Object({
  id: Type.String(),
  at: Type.Integer(),
  kind: Type.Enum(ALARM_EVENT_KINDS),
  /** who acted (a login name), empty for the platform */
  actor: Type.String(),
  /** step number, recipients' names, the acknowledgement's way, as JSON text */
  detail: Type.String(),
})
export type AlarmEventView = Static<typeof AlarmEventView>

/** The channels a cloud provider is configured for in the system parameters (`notify.<channel>`). */
export const CLOUD_CHANNELS = ['sms', 'voice', 'phone'] as const
export type CloudChannel = (typeof CLOUD_CHANNELS)[number]
export const CLOUD_PROVIDERS = ['aliyun', 'twilio'] as const

const Key = Type.String({ minLength: 1, maxLength: 200 })
const Endpoint = Type.String({ pattern: '^https?://[^\\s]{1,300}$' })

/** Aliyun SMS (Dysmsapi SendSms) or voice (Dyvmsapi SingleCallByTts). */
export const AliyunParam = Type.Object(
  {
    provider: Type.Literal('aliyun'),
    accessKey: Key,
    accessKeySecret: Key,
    signName: Type.Optional(Type.String({ maxLength: 100 })),
    templateCode: Key,
    calledShowNumber: Type.Optional(Type.String({ maxLength: 30 })),
    endpoint: Type.Optional(Endpoint),
  },
  { additionalProperties: false },
)
/** Twilio Messages or Calls. */
export const TwilioParam = Type.Object(
  {
    provider: Type.Literal('twilio'),
    accountSid: Key,
    authToken: Key,
    from: Type.String({ pattern: '^\\+[0-9]{6,16}$' }),
    endpoint: Type.Optional(Endpoint),
  },
  { additionalProperties: false },
)
export const CloudParam = Type.Union([AliyunParam, TwilioParam])
export type CloudParam = Static<typeof CloudParam>
/** The fields never answered back (shown as set or not). */
export const CLOUD_SECRETS = ['accessKeySecret', 'authToken'] as const
