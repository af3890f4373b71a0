// Set up for every unit and integration file: after a file's last test, let React's scheduler run what it
// queued (an unmount's passive effects, queued through setImmediate by cleanup) before vitest tears the
// jsdom environment down. Under load that teardown could come first, and React then ran without a
// `window` ("window is not defined", an unhandled error failing the run; seen in CI). The scheduler
// yields every 5 ms and goes on in the next setImmediate, and under load its work takes many such
// slices: several rounds are waited, not one.
import { afterAll } from 'vitest'

const ROUNDS = 20

afterAll(async () => {
  for (let i = 0; i < ROUNDS; i++) {
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
})
