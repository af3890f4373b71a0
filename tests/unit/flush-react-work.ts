// Set up for every unit and integration file: after a file's last test, let React's scheduler run what it
// queued (an unmount's passive effects, queued through setImmediate by cleanup) before vitest tears the
// jsdom environment down. Under load that teardown could come first, and React then ran without a
// `window` ("window is not defined", an unhandled error failing the run; seen once in CI).
import { afterAll } from 'vitest'

afterAll(async () => {
  await new Promise((resolve) => setImmediate(resolve))
  await new Promise((resolve) => setTimeout(resolve, 0))
})
