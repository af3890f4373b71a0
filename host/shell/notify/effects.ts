// The browser side of announcing a message: spoken alarms (speechSynthesis), the alarm sound (a short
// WebAudio tone, so no asset is needed) and the scrolling page title. Time comes from a Clock.
import type { Clock, TimerHandle } from '../../../core/api/index.ts'
import type { Lang } from '../../../core/i18n/langs.ts'
import { scrolledTitle, TITLE_SCROLL_MS, UNREAD_FLAG_RESET_MS } from './announce.ts'

export interface AlarmOutput {
  /** Speaks `text` `times` times; false when no voice of that language exists (§9 "no Chinese voice"). */
  speak(text: string, lang: Lang, times: number): boolean
  beep(): void
}

const VOICE_LANG: Record<Lang, string> = { zh: 'zh', en: 'en' }

export function browserAlarmOutput(): AlarmOutput {
  return {
    speak(text, lang, times) {
      const synth = globalThis.speechSynthesis
      const voice = synth?.getVoices().find((v) => v.lang.toLowerCase().startsWith(VOICE_LANG[lang]))
      if (!synth || !voice) return false
      for (let i = 0; i < times; i++) {
        const utterance = new SpeechSynthesisUtterance(text)
        utterance.voice = voice
        utterance.lang = voice.lang
        synth.speak(utterance)
      }
      return true
    },
    beep() {
      const Ctx = globalThis.AudioContext
      if (!Ctx) return
      const ctx = new Ctx()
      const osc = ctx.createOscillator()
      osc.frequency.value = 880
      osc.connect(ctx.destination)
      osc.start()
      osc.stop(ctx.currentTime + 0.6)
      osc.onended = () => void ctx.close()
    },
  }
}

export interface TitleScroller {
  start(text: string): void
  stop(): void
}

/** Scrolls `text` through the title every 200 ms, and restores the title after 10 s or on stop. */
export function createTitleScroller(clock: Clock, doc: { title: string }): TitleScroller {
  let original: string | undefined
  let tick: TimerHandle
  let reset: TimerHandle
  const stop = () => {
    clock.clearTimeout(tick)
    clock.clearTimeout(reset)
    if (original !== undefined) doc.title = original
    original = undefined
  }
  return {
    start(text) {
      stop()
      original = doc.title
      let n = 0
      const step = () => {
        doc.title = scrolledTitle(`${text}　`, n++)
        tick = clock.setTimeout(step, TITLE_SCROLL_MS)
      }
      step()
      reset = clock.setTimeout(stop, UNREAD_FLAG_RESET_MS)
    },
    stop,
  }
}
