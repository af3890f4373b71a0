// The page's Content-Security-Policy names the plugin origins of the enterprise signed in when the page
// loaded (server/http/security-headers.ts). A plugin on another site may be refused only because it is
// missing from that list — the user signed in since, or the plugin was enabled since — so when the
// browser refused one, the page reloads once per site to get a policy that names it; a plugin that
// fails again is reported as usual.
import type { RemoteFailure } from './remote-plugins.ts'

const KEY = 'lfscada:csp-reloaded'
/** The browser reports a violation in a task of its own: the import may fail before it arrives. */
const REPORT_WAIT_MS = 100

const originOf = (url: string, base: string): string | null => {
  try {
    return new URL(url, base).origin
  } catch {
    return null
  }
}

/** Origins of the scripts and stylesheets the page's policy refused. */
const refused = new Set<string>()
if (typeof document !== 'undefined')
  document.addEventListener('securitypolicyviolation', (e) => {
    const origin = originOf(e.blockedURI, document.baseURI)
    if (origin) refused.add(origin)
  })

export interface ReloadEnv {
  /** the origins the page's policy refused */
  refused: ReadonlySet<string>
  /** remembers the sites reloaded for, for the tab's life (sessionStorage) */
  storage: Pick<Storage, 'getItem' | 'setItem'>
  reload: () => void
  wait: (ms: number) => Promise<void>
}

const browserEnv = (): ReloadEnv => ({
  refused,
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  wait: (ms) => new Promise((done) => setTimeout(done, ms)),
})

function sitesDone(storage: ReloadEnv['storage']): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(KEY) ?? '[]')
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

/** Reloads the page when the policy refused a failed plugin's site not reloaded for yet; true when it does. */
export async function reloadForRefusedSites(
  failures: readonly RemoteFailure[],
  env: ReloadEnv = browserEnv(),
): Promise<boolean> {
  const failed = failures.filter((f) => f.stage === 'import' || f.stage === 'stylesheet')
  if (!failed.length) return false
  await env.wait(REPORT_WAIT_MS)
  const done = sitesDone(env.storage)
  // the page's own site is always allowed: a reload would not change what is refused there
  const own = originOf(document.baseURI, document.baseURI)
  const sites = [...new Set(failed.map((f) => originOf(f.url, document.baseURI)))].filter(
    (o): o is string => o !== null && o !== own && env.refused.has(o) && !done.includes(o),
  )
  if (!sites.length) return false
  env.storage.setItem(KEY, JSON.stringify([...done, ...sites]))
  env.reload()
  return true
}
