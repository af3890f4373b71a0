import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../../core/api/index.ts'
import {
  announcementOf,
  scrolledTitle,
  TITLE_SCROLL_MS,
  UNREAD_FLAG_RESET_MS,
} from '../../../host/shell/notify/announce.ts'
import { createTitleScroller } from '../../../host/shell/notify/effects.ts'
import { promptKinds } from '../../../plugins/screens/shared/user.ts'

const msg = (alarmBroadcastTimes?: number) => ({ id: '1', type: 'alarm', title: 'T', alarmBroadcastTimes })

describe('announcing a pushed message', () => {
  it.each([
    { prompType: '', times: 3, sound: undefined, scrollTitle: false, dialog: false },
    { prompType: 'sound', times: 3, sound: { kind: 'voice', times: 3 }, scrollTitle: false, dialog: false },
    { prompType: 'sound', times: 0, sound: { kind: 'beep' }, scrollTitle: false, dialog: false },
    { prompType: 'sound', times: undefined, sound: { kind: 'beep' }, scrollTitle: false, dialog: false },
    { prompType: 'title,alter', times: 2, sound: undefined, scrollTitle: true, dialog: true },
    {
      prompType: 'sound, title ,alter',
      times: 1,
      sound: { kind: 'voice', times: 1 },
      scrollTitle: true,
      dialog: true,
    },
  ])('prompType "$prompType" with alarmBroadcastTimes $times', ({ prompType, times, ...expected }) => {
    expect(announcementOf(msg(times), promptKinds({ prompType }))).toEqual(expected)
  })

  it('scrolls the title every 200 ms and restores it after 10 s', async () => {
    const clock = createManualClock()
    const doc = { title: 'LFSCADA' }
    const scroller = createTitleScroller(clock, doc)
    scroller.start('AB')
    expect(doc.title).toBe(scrolledTitle('AB　', 0))
    await clock.advance(TITLE_SCROLL_MS)
    expect(doc.title).toBe(scrolledTitle('AB　', 1))
    await clock.advance(UNREAD_FLAG_RESET_MS - TITLE_SCROLL_MS - 1)
    expect(doc.title).not.toBe('LFSCADA')
    await clock.advance(1)
    expect(doc.title).toBe('LFSCADA')
    expect(clock.pending()).toEqual([])
  })

  it('rotates the text one character per tick', () => {
    expect(['abc', 'bca', 'cab', 'abc'].map((_, i) => scrolledTitle('abc', i))).toEqual([
      'abc',
      'bca',
      'cab',
      'abc',
    ])
  })
})
