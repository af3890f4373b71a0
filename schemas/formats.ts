// The project's own JSON Schema string formats, registered once per validator (ajv on the server and in
// tests, TypeBox in the web app, the designer's form validator): URL fields and colour fields.
import { COLOUR_FORMAT_CHECKS } from './colour.ts'
import { URL_FORMAT_CHECKS } from './url.ts'

export const FORMAT_CHECKS: Record<string, (value: string) => boolean> = {
  ...URL_FORMAT_CHECKS,
  ...COLOUR_FORMAT_CHECKS,
}
