// The platform administrators' data (issue 35, platform spec §2 "Platform admin"): gateway models with
// their capacities, the catalogue of configuration models, market entries, app versions and
// products, the data dictionary's typed parameters, and the licence.
import Type, { type Static } from 'typebox'
import { GatewaySeries } from './equipment.ts'

const Count = (maximum: number) => Type.Integer({ minimum: 0, maximum })

/** What a gateway of a model can hold (1505 drivers, 1706 variables, 1707 alarms, 1701 reports). */
export const Capacity = Type.Object({
  drivers: Count(1000),
  variables: Count(100_000),
  alarms: Count(100_000),
  reports: Count(1000),
  /** 0: the model runs no scripts (1314) */
  scripts: Count(1000),
})
export type Capacity = Static<typeof Capacity>

/** A gateway model: its name is what a registered gateway's `model` names; one per series is the
 * series' own (named as the series), used for gateways of an unknown model and for templates. */
export const GatewayModel = Type.Object({
  model: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9 ._-]*$' }),
  series: GatewaySeries,
  ...Capacity.properties,
  remark: Type.String({ maxLength: 200 }),
})
export type GatewayModel = Static<typeof GatewayModel>
export const GatewayModelView = Type.Object({
  ...GatewayModel.properties,
  /** registered gateways of this model */
  gateways: Type.Integer({ minimum: 0 }),
  updatedAt: Type.Number(),
})
export type GatewayModelView = Static<typeof GatewayModelView>

/** The lists of the platform-admin menu kept as simple entries (`/manage/system/<kind>`); the protocols
 * are data of their own (schemas/entities/protocols.ts). */
export const CATALOG_KINDS = ['configModel', 'market', 'appVersion', 'product'] as const
export const CatalogKind = Type.Enum(CATALOG_KINDS)
export type CatalogKind = Static<typeof CatalogKind>

export const CatalogEntry = Type.Object({
  kind: CatalogKind,
  /** unique per kind (90007) */
  name: Type.String({ minLength: 1, maxLength: 64 }),
  version: Type.String({ maxLength: 32 }),
  url: Type.String({ maxLength: 300, pattern: '^(https?://\\S+)?$' }),
  notes: Type.String({ maxLength: 2000 }),
  /** shown to enterprises (market entries, app versions, configuration models) */
  published: Type.Boolean(),
})
export type CatalogEntry = Static<typeof CatalogEntry>
export const CatalogEntryView = Type.Object({ ...CatalogEntry.properties, updatedAt: Type.Number() })
export type CatalogEntryView = Static<typeof CatalogEntryView>

/** The data dictionary: every system parameter with its type, default and bounds. */
export const PARAM_TYPES = ['integer', 'text', 'url', 'secret'] as const
export type ParamType = (typeof PARAM_TYPES)[number]
export interface ParamDef {
  key: string
  type: ParamType
  /** the value when none is stored, as text */
  default: string
  min?: number
  max?: number
  /** the unit shown beside an integer */
  unit?: 'cents' | 'days' | 'attempts'
}
export const PARAM_DEFS: readonly ParamDef[] = [
  { key: 'sms.priceCents', type: 'integer', default: '10', min: 0, max: 100_000, unit: 'cents' },
  { key: 'login.captchaAfter', type: 'integer', default: '5', min: 1, max: 100, unit: 'attempts' },
  { key: 'card.expiryReminderDays', type: 'integer', default: '30', min: 1, max: 365, unit: 'days' },
  { key: 'map.tileUrl', type: 'url', default: '' },
  { key: 'weather.amapKey', type: 'secret', default: '' },
  { key: 'weather.apiUrl', type: 'url', default: '' },
]
export const PARAM_KEYS = PARAM_DEFS.map((d) => d.key)

export const ParamView = Type.Object({
  key: Type.String(),
  type: Type.Enum(PARAM_TYPES),
  /** the value in force (a secret's is never answered: empty) */
  value: Type.String(),
  default: Type.String(),
  /** a value is stored (else the default applies) */
  set: Type.Boolean(),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  unit: Type.Optional(Type.String()),
})
export type ParamView = Static<typeof ParamView>

/** What a licence allows (spec §8 90100-90104: not activated; user, gateway quota; feature). */
export const LICENCE_FEATURES = ['scada', 'dataCentre', 'apiKeys', 'scenes', 'video'] as const
export const LicencePayload = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  customer: Type.String({ minLength: 1, maxLength: 200 }),
  enterprises: Type.Integer({ minimum: 1 }),
  gateways: Type.Integer({ minimum: 0 }),
  features: Type.Array(Type.Enum(LICENCE_FEATURES)),
  issuedAt: Type.Number(),
  expiresAt: Type.Number(),
})
export type LicencePayload = Static<typeof LicencePayload>

export const LicenceView = Type.Object({
  /** none installed: the platform runs without limits (a fresh installation) */
  installed: Type.Boolean(),
  licence: Type.Union([LicencePayload, Type.Null()]),
  expired: Type.Boolean(),
  used: Type.Object({ enterprises: Type.Integer(), gateways: Type.Integer() }),
})
export type LicenceView = Static<typeof LicenceView>
