// What the tests need from Debian besides Node: Chromium for the browser tests, a CJK font so zh screens
// and screenshots render their characters (not boxes), ffmpeg for the video test's HLS stream and socat
// for the Modbus RTU test's virtual serial pair. Each is installed when missing and we are root;
// otherwise this says which tests will be skipped or degraded.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const NEEDS = [
  {
    path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    pkg: 'chromium',
    without: 'browser tests are skipped',
  },
  {
    path: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
    pkg: 'fonts-wqy-zenhei',
    without: 'zh screenshots show boxes for Chinese characters',
  },
  {
    path: process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg',
    pkg: 'ffmpeg',
    without: 'the video browser test is skipped',
  },
  {
    path: process.env.SOCAT_PATH ?? '/usr/bin/socat',
    pkg: 'socat',
    without: 'the Modbus RTU serial test is skipped',
  },
]

const missing = NEEDS.filter((need) => !existsSync(need.path))
if (missing.length > 0 && process.getuid?.() === 0) {
  const packages = missing.map((need) => need.pkg).join(' ')
  console.log(`installing Debian packages ${packages} (apt-get)...`)
  // the lock keeps parallel installs on one machine from colliding on dpkg's own lock; an install cut
  // off earlier (a killed run) leaves dpkg half-configured, which apt refuses until it is finished
  execSync(
    `flock /tmp/lfscada-apt.lock sh -c "DEBIAN_FRONTEND=noninteractive dpkg --configure -a && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}"`,
    { stdio: 'inherit' },
  )
} else {
  for (const need of missing) console.log(`${need.path} missing and not root: ${need.without}`)
}
