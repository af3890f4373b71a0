// The sandbox of a window the runtime frames (click action "window"). A page of the platform is the app
// itself and runs as it is. An author's link to another site may run its own scripts in its own origin
// (allow-same-origin keeps that site working and grants nothing here). A link on the platform's own
// origin (an uploaded file, say) runs no script at all: allow-scripts with allow-same-origin would let
// it lift its own sandbox and act as the signed-in user.
const EXTERNAL = 'allow-scripts allow-same-origin allow-forms allow-popups'
const SAME_ORIGIN = 'allow-forms allow-popups'

/** The iframe's `sandbox` attribute, or undefined for a page of the platform. */
export function frameSandbox(url: string, platformPage: boolean, origin: string): string | undefined {
  if (platformPage) return undefined
  try {
    return new URL(url, origin).origin === origin ? SAME_ORIGIN : EXTERNAL
  } catch {
    return SAME_ORIGIN
  }
}
