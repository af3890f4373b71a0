// Designer bench: a page of 2000 bound widgets in the designer. Time to first render, then 200 widgets
// selected with the marquee and dragged for about a second (a pointer move every 16 ms) while frame
// times are recorded. Goal: at least 30 fps while dragging 200.
import { ms, openBenchPage, percentile } from './fixtures/bench-page.ts'
import { recordFrames } from './fixtures/frames.ts'
import { describeMainThread, measureMainThread } from './fixtures/metrics.ts'

const COUNT = 2000
/** The bench page lays widgets out 50 to a row, 60 x 40 px each: four rows are 200 widgets. */
const ROW = { columns: 50, width: 60, height: 40 }
const SELECTED = 200
const STEPS = 60

export default async function designerBench(): Promise<void> {
  const bench = await openBenchPage()
  try {
    const page = await bench.browser.newPage({ viewport: { width: 1600, height: 1000 } })
    await page.goto(`${bench.url}?screen=designer&count=${COUNT}`)
    await page.waitForFunction(
      `document.querySelectorAll('.lf-stage > .lf-widget').length >= ${COUNT}`,
      null,
      {
        timeout: 60_000,
      },
    )
    const firstRender = (await page.evaluate('performance.now()')) as number

    await page.getByRole('button', { name: '适应窗口' }).click()
    await page.waitForTimeout(300)
    const zoom = Number((await page.getByTestId('zoom').textContent())?.replace('%', '')) / 100
    const stage = await page.getByTestId('stage').boundingBox()
    if (!stage) throw new Error('no stage')
    const rows = SELECTED / ROW.columns
    await page.mouse.move(stage.x - 20, stage.y - 20)
    await page.mouse.down()
    await page.mouse.move(
      stage.x + ROW.columns * ROW.width * zoom + 5,
      stage.y + (rows * ROW.height - 8) * zoom,
      { steps: 10 },
    )
    await page.mouse.up()
    await page.getByText(`已选择 ${SELECTED} 个组件`).waitFor()

    const first = await page.locator('.lf-stage > .lf-widget').first().boundingBox()
    if (!first) throw new Error('no widget')
    const from = { x: first.x + first.width / 2, y: first.y + first.height / 2 }
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    const stop = await recordFrames(page)
    const mainThread = await measureMainThread(page)
    const started = Date.now()
    for (let i = 1; i <= STEPS; i++) {
      await page.mouse.move(from.x + i * 4, from.y + i * 2)
      await page.waitForTimeout(16)
    }
    const seconds = (Date.now() - started) / 1000
    const frames = await stop()
    const busy = await mainThread()
    await page.mouse.up()
    const moved = await page.locator('.lf-stage > .lf-widget').first().boundingBox()
    const fps = frames.length / seconds
    console.log(`designer, ${COUNT} widgets, dragging ${SELECTED}`)
    console.log(`  first render          ${ms(firstRender)}`)
    console.log(
      `  drag                  ${STEPS} pointer moves in ${seconds.toFixed(2)} s, widgets moved ${moved ? Math.round((moved.x - first.x) / zoom) : '?'} px`,
    )
    console.log(`  main thread           ${describeMainThread(busy, seconds)}`)
    console.log(
      `  frames                ${frames.length} (${fps.toFixed(1)} fps)  (goal ≥ 30 fps)  ${fps >= 30 ? 'ok' : 'MISSED'}`,
    )
    console.log(
      `  frame p50 / p95 / max ${ms(percentile(frames, 50))} / ${ms(percentile(frames, 95))} / ${ms(Math.max(...frames))}`,
    )
  } finally {
    await bench.close()
  }
}
