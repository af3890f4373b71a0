// Browser tests drive Debian's Chromium through playwright-core. Install it when missing and we are root;
// otherwise say why browser tests will be skipped.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium missing: installing Debian package chromium (apt-get)...')
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    })
  } else {
    console.log(`Chromium not found at ${CHROMIUM} and not root: browser tests will be skipped.`)
  }
}
