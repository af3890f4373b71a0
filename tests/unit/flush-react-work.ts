// Set up for every unit and integration file: after a file's last test, let React finish what it queued
// before vitest tears the jsdom environment down. Otherwise React ran without a `window` ("window is not
// defined", an unhandled error failing the run; seen twice in CI). Two sources of late work:
// - an unmount's passive effects, queued through the scheduler's setImmediate slices (5 ms each, many
//   under load);
// - timers still running in roots that testing-library's cleanup does not own: antd's static confirm
//   closes through rc-motion, whose 500 ms deadline (jsdom has no transitionend) re-renders and unmounts
//   its root after the test has ended.
// React 19's scheduler no longer tells whether work is queued, so a jsdom file turns the event loop for
// longer than that deadline, in short rounds that let each slice and timer run.
import { afterAll } from 'vitest'

const SETTLE_MS = 800
const MIN_ROUNDS = 20

const nextTurn = () => new Promise<void>((resolve) => setImmediate(() => setTimeout(resolve, 5)))

afterAll(async () => {
  if (typeof window === 'undefined') return
  const start = Date.now()
  for (let round = 0; round < MIN_ROUNDS || Date.now() - start < SETTLE_MS; round++) await nextTurn()
})
