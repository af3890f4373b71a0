// Row shape of the enterprise asset library (migration 0012): one uploaded image or model, its bytes
// in `content` (never selected by lists).
export interface AssetTable {
  id: string
  orgId: string
  /** image | model */
  kind: string
  name: string
  /** png, jpg, gif, webp, svg, glb, gltf: found from the content */
  format: string
  mime: string
  size: number
  content: Uint8Array
  /** login name of the uploader */
  createdBy: string
  createdAt: number
  updatedAt: number
}
