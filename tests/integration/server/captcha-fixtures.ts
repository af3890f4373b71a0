// Captchas a test can read: the server's Captchas with a plain painter and a store that also keeps
// what it drew, handed to a server built in-process (BuildOptions.captchas). No route reveals an
// answer: only the test that built the server holds this object.
import { Captchas, memoryCaptchaStore } from '../../../server/auth/captcha.ts'

/** The answer as SVG text: enough for a test's eyes, not a painter to ship. */
const plainPainter = (answer: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">` +
  `<rect width="120" height="40" fill="#eef2f7"/>` +
  `<text x="60" y="28" font-size="24" font-family="monospace" text-anchor="middle" fill="#345">${answer}</text></svg>`

export interface ReadableCaptchas {
  captchas: Captchas
  /** the text drawn under an id, still known after the id is spent */
  answerOf(id: string): string
  /** the text drawn last: the image a page shows (a browser test cannot see the id) */
  latest(): string
}

export function readableCaptchas(): ReadableCaptchas {
  const store = memoryCaptchaStore()
  const drawn = new Map<string, string>()
  const captchas = new Captchas(plainPainter, {
    set(id, entry) {
      drawn.set(id, entry.answer)
      store.set(id, entry)
    },
    take: (id) => store.take(id),
  })
  const answerOf = (id: string) => {
    const answer = drawn.get(id)
    if (!answer) throw new Error(`no captcha ${id} was drawn`)
    return answer
  }
  return {
    captchas,
    answerOf,
    latest: () => answerOf([...drawn.keys()].at(-1) ?? ''),
  }
}
