// `npm test`: runs the given npm scripts in order, as `a && b && …` would (the first that fails ends the
// run with its exit code), and prints each stage's duration at the end, failed or not, so a slow stage
// shows in every run (issue 27). Usage: node tests/run-stages.mjs typecheck lint test:unit test:browser
import { spawnSync } from 'node:child_process'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/** @type {{ stage: string, seconds: number, status: string }[]} */
const ran = []
let exitCode = 0
for (const stage of process.argv.slice(2)) {
  const start = performance.now()
  const { status, signal } = spawnSync(npm, ['run', stage], { stdio: 'inherit' })
  const seconds = (performance.now() - start) / 1000
  exitCode = status ?? 1
  ran.push({ stage, seconds, status: exitCode === 0 ? 'passed' : `failed (${signal ?? `exit ${exitCode}`})` })
  if (exitCode !== 0) break
}

const total = ran.reduce((sum, r) => sum + r.seconds, 0)
const width = Math.max(5, ...ran.map((r) => r.stage.length))
const row = (name, seconds, status) => `${name.padEnd(width)}  ${seconds.toFixed(1).padStart(8)} s  ${status}`
console.log(`\nStage durations\n${ran.map((r) => row(r.stage, r.seconds, r.status)).join('\n')}`)
console.log(row('total', total, exitCode === 0 ? 'passed' : 'failed'))
process.exit(exitCode)
