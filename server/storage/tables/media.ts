// Row shape of the enterprise's video parameters (migration 0017): one set per organisation.
export interface VideoConfigTable {
  id: string
  orgId: string
  /** ezviz */
  provider: string
  appKey: string
  appSecret: string
  createdAt: number
  updatedAt: number
}

/** A 3D scene (migration 0018_scenes): its model asset and its configuration document (JSON). */
export interface SceneTable {
  id: string
  orgId: string
  name: string
  modelAssetId: string | null
  /** SceneConfig as JSON: home view and per-object bindings */
  config: string
  /** a PNG data URL of the configurator's view, '' before the first save */
  thumbnail: string
  createdAt: number
  updatedAt: number
}
