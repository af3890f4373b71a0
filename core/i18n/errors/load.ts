// Adds the error catalogue's texts to every i18n instance, present and future, once. The server and the
// back office call it at start; the runtime page loads this module apart from its entry, so a page's first
// paint does not wait for texts it shows only on a failure.
import { addResources } from '../instance.ts'
import { errorResources } from './index.ts'

let added = false

export function addErrorTexts(): void {
  if (added) return
  added = true
  addResources('errors', { zh: errorResources('zh'), en: errorResources('en') })
}
