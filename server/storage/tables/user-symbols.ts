// Row shape of an enterprise's own symbols (migration 0051): the cleaned SVG and its marked parts.
export interface UserSymbolTable {
  id: string
  orgId: string
  name: string
  /** the SVG through the drawing allow-list (core/validation/svg.ts) */
  svg: string
  /** JSON array of { id, role, value? } */
  parts: string
  /** login name of the uploader */
  createdBy: string
  createdAt: number
  updatedAt: number
}
