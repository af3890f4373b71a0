// Live charts redraw from one shared animation-frame loop. A chart whose data changed asks for a
// redraw; each frame draws the charts that asked, each at most once per its interval, and stops after
// DRAWS_PER_FRAME charts or FRAME_BUDGET_MS of script (the rest go first in the next frame). However
// many values arrive, a chart draws at most once a frame, and a page of charts that all changed spreads
// its redraws over frames instead of drawing them all in one long frame.

/**
 * A live chart redraws at most this often: its time axis still moves on smoothly, and a page of 20
 * charts fed 2000 values a second keeps its frames short (tests/bench/charts.bench.ts).
 */
export const LIVE_REDRAW_MS = 200
/** …and at least this often while values come, however long its range: a new value shows within it. */
export const LIVE_REDRAW_MAX_MS = 1000

/**
 * How long a live chart waits between redraws: the time one pixel of its time axis stands for (sooner,
 * the curve would move by less than a pixel; a chart's redraw is mostly the browser rasterising its
 * canvas, some 2-7 ms each), between LIVE_REDRAW_MS and LIVE_REDRAW_MAX_MS.
 */
export function liveRedrawInterval(spanMs: number, widthPx: number): number {
  return Math.min(LIVE_REDRAW_MAX_MS, Math.max(LIVE_REDRAW_MS, spanMs / Math.max(1, widthPx)))
}

/**
 * Charts drawn in one frame. Most of a redraw is not script but the browser rasterising the canvas when
 * the frame commits (some 3 ms of CPU for a chart of 10 curves in software, Chromium trace), which a
 * script budget cannot see. One a frame is 60 redraws a second for the page: 20 charts of a minute or
 * more each still redraw at their pixel's pace (liveRedrawInterval), and a frame keeps room to spare
 * on a busy machine; more charts than that redraw each a little less often.
 */
const DRAWS_PER_FRAME = 1
const FRAME_MS = 1000 / 60
/** Of a frame's 16.7 ms: the script redraws may take. */
const FRAME_BUDGET_MS = 4

export interface RedrawJob {
  /** draws now, synchronously (the frame's budget counts it) */
  draw: () => void
  /** the least time between two draws (ms) */
  interval: () => number
}

const due = new Set<RedrawJob>()
const lastDrawn = new WeakMap<RedrawJob, number>()
let frameAsked = false
let wake: ReturnType<typeof setTimeout> | undefined
let wakeAt = Number.POSITIVE_INFINITY

/** When a job may draw next. */
const nextAt = (job: RedrawJob) => (lastDrawn.get(job) ?? Number.NEGATIVE_INFINITY) + job.interval()

const askFrame = () => {
  clearTimeout(wake)
  wake = undefined
  wakeAt = Number.POSITIVE_INFINITY
  if (frameAsked) return
  frameAsked = true
  requestAnimationFrame(frame)
}

/** A frame when the first job may draw at `at`: asked now if that is within a frame, else later. */
function askFrameFor(at: number): void {
  if (frameAsked) return
  const wait = at - performance.now()
  if (wait < FRAME_MS) askFrame()
  else if (at < wakeAt) {
    clearTimeout(wake)
    wakeAt = at
    wake = setTimeout(askFrame, wait - FRAME_MS)
  }
}

/** Asks for `job` to draw in a coming frame (once, however often asked before it does). */
export function requestRedraw(job: RedrawJob): void {
  due.add(job)
  askFrameFor(nextAt(job))
}

/** Forgets a job not drawn yet (its chart went away). */
export function cancelRedraw(job: RedrawJob): void {
  due.delete(job)
}

function frame(now: number): void {
  frameAsked = false
  const start = performance.now()
  let drawn = 0
  // in the order asked: a job left over by the budget goes first next time
  for (const job of due) {
    if (drawn === DRAWS_PER_FRAME || performance.now() - start > FRAME_BUDGET_MS) break
    if (now < nextAt(job)) continue
    due.delete(job)
    lastDrawn.set(job, now)
    job.draw()
    drawn += 1
  }
  if (due.size === 0) return
  // the jobs left wait for their time: no frame is asked for until the first of them may draw
  let first = Number.POSITIVE_INFINITY
  for (const job of due) first = Math.min(first, nextAt(job))
  askFrameFor(first)
}
