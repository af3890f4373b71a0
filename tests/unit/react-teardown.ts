// Set up for every unit and integration file. In a jsdom file, React must have no work left when a test
// ends: vitest tears the environment down after the file's last test, and a render after that fails the
// run ("window is not defined" from React's scheduler; seen in CI under load). Late work came from roots
// testing-library does not own: antd's static confirm, message and notification render in roots of
// their own, close through rc-motion's 500 ms deadline, then re-render and unmount. So, after each test:
// testing-library's roots are unmounted (inside act), the static holders are closed, and the test waits
// until their dialogs and notices have left the document, the sign that their roots are unmounted and
// their timers cleared. antd's motion is off, so closing takes no deadline.
import { afterEach } from 'vitest'

const jsdom = typeof window !== 'undefined'

if (jsdom) {
  const { cleanup, configure, waitFor } = await import('@testing-library/react')
  const { ConfigProvider, Modal, message, notification } = await import('antd')
  const { MOTIONLESS } = await import('./render.tsx')

  // A find or waitFor fails only after this bound: what it waits for is an element's state, and a
  // lazy screen's first render with antd takes seconds in jsdom on a loaded machine (5 s was missed
  // at load 14 on 2 cores).
  configure({ asyncUtilTimeout: 20_000 })
  ConfigProvider.config({ theme: MOTIONLESS })

  /** What a static holder shows while its root is mounted or its notice's timer runs. */
  const STATIC_LEFTOVERS = '.ant-modal-root, .ant-message-notice, .ant-notification-notice'
  const shown = (selector: string) => document.querySelector(selector) !== null

  afterEach(async () => {
    cleanup()
    Modal.destroyAll()
    // only when shown: their destroy() renders the global holder's root if there is none yet
    if (shown('.ant-message-notice')) message.destroy()
    if (shown('.ant-notification-notice')) notification.destroy()
    await waitFor(() => {
      if (shown(STATIC_LEFTOVERS)) throw new Error('a static antd holder is still open')
    })
  })
}
