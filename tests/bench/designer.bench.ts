// Designer bench: a page of 2000 bound widgets in the designer. Time to first render, then 200 widgets
// selected with the marquee and dragged for about a second (a pointer move every 16 ms) while frame
// times are recorded; then the same 200 resized by the selection's corner handle and turned by its
// rotation handle, the same way. Goal: at least 30 fps for each gesture on 200.
import type { Locator, Page } from 'playwright-core'
import { ms, openBenchPage } from './fixtures/bench-page.ts'
import { recordFrames } from './fixtures/frames.ts'
import { type Measured, percentile } from './fixtures/measured.ts'
import { describeMainThread, type MainThread, measureMainThread } from './fixtures/metrics.ts'

const COUNT = 2000
/** The bench page lays widgets out 50 to a row, 60 x 40 px each: four rows are 200 widgets. */
const ROW = { columns: 50, width: 60, height: 40 }
const SELECTED = 200
const STEPS = 60
const GOAL_FPS = 30

type Point = { x: number; y: number }

interface Gesture {
  seconds: number
  frames: number[]
  busy: MainThread
}

/** Presses at `from`, moves the pointer to `at(i)` for i = 1..STEPS every 16 ms recording frames, releases. */
async function gesture(page: Page, from: Point, at: (i: number) => Point): Promise<Gesture> {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  const stop = await recordFrames(page)
  const mainThread = await measureMainThread(page)
  const started = Date.now()
  for (let i = 1; i <= STEPS; i++) {
    const to = at(i)
    await page.mouse.move(to.x, to.y)
    await page.waitForTimeout(16)
  }
  const seconds = (Date.now() - started) / 1000
  const frames = await stop()
  const busy = await mainThread()
  await page.mouse.up()
  return { seconds, frames, busy }
}

function report({ seconds, frames, busy }: Gesture): void {
  const fps = frames.length / seconds
  console.log(`  main thread           ${describeMainThread(busy, seconds)}`)
  console.log(
    `  frames                ${frames.length} (${fps.toFixed(1)} fps)  (goal ≥ ${GOAL_FPS} fps)  ${fps >= GOAL_FPS ? 'ok' : 'MISSED'}`,
  )
  console.log(
    `  frame p50 / p95 / max ${ms(percentile(frames, 50))} / ${ms(percentile(frames, 95))} / ${ms(Math.max(...frames))}`,
  )
}

async function centreOf(target: Locator): Promise<Point> {
  const box = await target.boundingBox()
  if (!box) throw new Error('not shown')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

export default async function designerBench(): Promise<Measured> {
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

    const widget = page.locator('.lf-stage > .lf-widget').first()
    const first = await widget.boundingBox()
    if (!first) throw new Error('no widget')
    const from = { x: first.x + first.width / 2, y: first.y + first.height / 2 }
    const drag = await gesture(page, from, (i) => ({ x: from.x + i * 4, y: from.y + i * 2 }))
    const moved = await widget.boundingBox()
    console.log(`designer, ${COUNT} widgets, dragging ${SELECTED}`)
    console.log(`  first render          ${ms(firstRender)}`)
    console.log(
      `  drag                  ${STEPS} pointer moves in ${drag.seconds.toFixed(2)} s, widgets moved ${moved ? Math.round((moved.x - first.x) / zoom) : '?'} px`,
    )
    report(drag)

    // The selection's corner handle (the drag undone, so the whole box is on screen): the 200 widgets
    // scale with the box, narrower and taller.
    await page.keyboard.press('Control+z')
    await page.waitForTimeout(300)
    const corner = page.locator('.moveable-control.moveable-direction[data-direction="se"]')
    await corner.waitFor()
    const before = await widget.boundingBox()
    const se = await centreOf(corner)
    const resize = await gesture(page, se, (i) => ({ x: se.x - i * 4, y: se.y + i }))
    await page.waitForTimeout(300)
    const resized = await widget.boundingBox()
    console.log(`designer, resizing ${SELECTED} as one`)
    console.log(
      `  resize                ${STEPS} pointer moves in ${resize.seconds.toFixed(2)} s, first widget ${before ? Math.round(before.width / zoom) : '?'} -> ${resized ? Math.round(resized.width / zoom) : '?'} px wide`,
    )
    report(resize)

    // The selection's rotation handle: a quarter turn about the box's centre.
    const knob = page.locator('.moveable-rotation-control')
    await knob.waitFor()
    const pivot = await centreOf(page.locator('.lf-selection-proxy'))
    const start = await centreOf(knob)
    const reach = pivot.y - start.y
    const turn = await gesture(page, start, (i) => {
      const angle = (i / STEPS) * (Math.PI / 2)
      return { x: pivot.x + reach * Math.sin(angle), y: pivot.y - reach * Math.cos(angle) }
    })
    console.log(`designer, rotating ${SELECTED} as one`)
    console.log(
      `  rotate                ${STEPS} pointer moves in ${turn.seconds.toFixed(2)} s, a quarter turn`,
    )
    report(turn)
    return { values: drag.frames.length + resize.frames.length + turn.frames.length }
  } finally {
    await bench.close()
  }
}
