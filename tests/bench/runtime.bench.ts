// Runtime bench: a page of 2000 bound widgets. Time to first render (navigation start until all 2000
// widgets are in the page), then frame times while 2000 values/s arrive for 5 s. Goals: first render
// < 1.5 s, frame p95 ≤ 16.7 ms.
import { ms, openBenchPage, percentile } from './fixtures/bench-page.ts'
import { recordFrames } from './fixtures/frames.ts'
import { describeMainThread, measureMainThread } from './fixtures/metrics.ts'

const COUNT = 2000
const RATE = 2000
const SECONDS = 5
const SENT = 'window.bench.stats.sent'

export default async function runtimeBench(): Promise<void> {
  const bench = await openBenchPage()
  try {
    const page = await bench.browser.newPage({ viewport: { width: 1600, height: 1000 } })
    await page.goto(`${bench.url}?screen=runtime&count=${COUNT}&rate=${RATE}`)
    await page.waitForFunction(`document.querySelectorAll('.lf-widget').length >= ${COUNT}`, null, {
      timeout: 60_000,
    })
    const firstRender = (await page.evaluate('performance.now()')) as number
    const afterData = (await page.evaluate(
      `performance.now() - performance.getEntriesByName('page-info')[0].startTime`,
    )) as number
    // Values flowing before measuring: the socket opens after the gateway query.
    await page.waitForFunction(`window.bench.stats.sent > 0`)
    const sentBefore = (await page.evaluate(SENT)) as number
    const stop = await recordFrames(page)
    const mainThread = await measureMainThread(page)
    await page.waitForTimeout(SECONDS * 1000)
    const frames = await stop()
    const busy = await mainThread()
    const sent = ((await page.evaluate(SENT)) as number) - sentBefore
    const p95 = percentile(frames, 95)
    console.log(`runtime, ${COUNT} bound widgets`)
    console.log(
      `  first render          ${ms(firstRender)}  (goal < 1500 ms)  ${firstRender < 1500 ? 'ok' : 'MISSED'}`,
    )
    console.log(`  of which after the page data arrived  ${ms(afterData)}`)
    console.log(`  values received       ${(sent / SECONDS).toFixed(0)}/s over ${SECONDS} s`)
    console.log(`  main thread           ${describeMainThread(busy, SECONDS)}`)
    console.log(`  frames                ${frames.length} (${(frames.length / SECONDS).toFixed(1)} fps)`)
    console.log(
      `  frame p50 / p95 / max ${ms(percentile(frames, 50))} / ${ms(p95)} / ${ms(Math.max(...frames))}  (goal p95 ≤ 16.7 ms)  ${p95 <= 16.7 ? 'ok' : 'MISSED'}`,
    )
  } finally {
    await bench.close()
  }
}
