// The platform administrators' calls (issue 35): gateway models and capacities, the catalogue lists,
// the data dictionary and the licence. Every one needs `platform_admin`.
import Type from 'typebox'
import { Gateway } from '../entities/equipment.ts'
import {
  CatalogEntry,
  CatalogEntryView,
  CatalogKind,
  GatewayModel,
  GatewayModelView,
  LicenceView,
  ParamView,
} from '../entities/platform.ts'
import { PageOf, Paging, Text } from './common.ts'
import { CentreRef } from './gm.ts'
import { HardwareQueryBody, HardwareRegisterBody } from './hardware.ts'

export const ModelQueryBody = Type.Object({
  ...Paging,
  keyword: Type.Optional(Text(64)),
  /** the models of this operating centre's gateways (the GM centre's models entry) */
  centre: Type.Optional(CentreRef),
})
export const ModelNameBody = Type.Object({ model: GatewayModel.properties.model })
export const CatalogQueryBody = Type.Object({
  ...Paging,
  kind: CatalogKind,
  keyword: Type.Optional(Text(64)),
})
export const CatalogNameBody = Type.Object({ kind: CatalogKind, name: CatalogEntry.properties.name })
/** `previous`: the entry's name before a rename; absent for a new entry */
export const CatalogSaveBody = Type.Object({
  ...CatalogEntry.properties,
  previous: Type.Optional(CatalogEntry.properties.name),
})
export const ParamEditBody = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 64 }),
  /** empty: back to the default */
  value: Type.String({ maxLength: 300 }),
})
/** a licence file's text (`LFL1.<payload>.<signature>`) */
export const LicenceInstallBody = Type.Object({ licence: Type.String({ minLength: 1, maxLength: 8192 }) })

const Done = Type.Null()

/** a registered gateway as the platform administrators see it: with the enterprise holding it */
export const HardwareGateway = Type.Object({
  ...Gateway.properties,
  orgId: Type.Union([Type.String(), Type.Null()]),
  /** the enterprise holding it; empty while free */
  orgName: Type.String(),
})

export const PLATFORM_ENDPOINTS = {
  'system/hardware/query': { body: HardwareQueryBody, answer: PageOf(HardwareGateway) },
  'system/hardware/register': {
    body: HardwareRegisterBody,
    answer: Type.Object({ count: Type.Integer(), ids: Type.Array(Type.String()) }),
  },
  'system/model/query': { body: ModelQueryBody, answer: PageOf(GatewayModelView) },
  /** adds the model, or changes the one of that name */
  'system/model/save': { body: GatewayModel, answer: GatewayModelView },
  /** 10004 while gateways are of the model; a series' own model stays */
  'system/model/delete': { body: ModelNameBody, answer: Done },
  'system/catalog/query': { body: CatalogQueryBody, answer: PageOf(CatalogEntryView) },
  'system/catalog/save': { body: CatalogSaveBody, answer: CatalogEntryView },
  'system/catalog/delete': { body: CatalogNameBody, answer: Done },
  'system/dict/query': { body: Type.Object({}), answer: Type.Array(ParamView) },
  'system/dict/edit': { body: ParamEditBody, answer: ParamView },
  /** the map tiles of the dictionary (`map.tileUrl`), for every signed-in user's maps; '' none */
  'system/map/tiles': { body: Type.Object({}), answer: Type.Object({ template: Type.String() }) },
  'system/license/query': { body: Type.Object({}), answer: LicenceView },
  'system/license/install': { body: LicenceInstallBody, answer: LicenceView },
} as const
