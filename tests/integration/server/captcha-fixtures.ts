// Captchas a test can read: the server's Captchas, drawn as users see them, with a store that also keeps
// what it drew, handed to a server built in-process (BuildOptions.captchas). No route reveals an
// answer: only the test that built the server holds this object.
import { Captchas, memoryCaptchaStore } from '../../../server/auth/captcha.ts'
import { paintCaptcha } from '../../../server/auth/captcha-painter.ts'

export interface ReadableCaptchas {
  captchas: Captchas
  /** the text drawn under a key, still known after the key is spent */
  answerOf(key: string): string
  /** the text drawn last: the image a page shows (a browser test cannot see the key) */
  latest(): string
}

export function readableCaptchas(): ReadableCaptchas {
  const store = memoryCaptchaStore()
  const drawn = new Map<string, string>()
  const captchas = new Captchas(paintCaptcha, {
    set(key, entry) {
      drawn.set(key, entry.answer)
      store.set(key, entry)
    },
    take: (key) => store.take(key),
  })
  const answerOf = (key: string) => {
    const answer = drawn.get(key)
    if (!answer) throw new Error(`no captcha ${key} was drawn`)
    return answer
  }
  return {
    captchas,
    answerOf,
    latest: () => answerOf([...drawn.keys()].at(-1) ?? ''),
  }
}
