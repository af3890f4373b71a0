// Tables of migration 0038 (issue 35): gateway models with capacities, the admin menu's catalogue.
import type { ColumnType } from 'kysely'

export interface GatewayModelTable {
  model: string
  series: string
  drivers: number
  variables: number
  alarms: number
  reports: number
  scripts: number
  remark: string
  updatedAt: number
}

export interface PlatformCatalogTable {
  kind: string
  name: string
  version: string
  url: string
  notes: string
  published: number
  updatedAt: number
  /** a configuration model's page JSON (issue 30); null for other entries */
  document: ColumnType<string | null, string | null | undefined, string | null>
}
