// testing-library for the jsdom files, with one change: every tree renders inside a root without antd's
// motion. With motion on, each closing modal, popconfirm or toast waits on rc-motion's 500 ms deadline
// (jsdom fires no transitionend), slowing every click-through and leaving timers that re-render after
// a test has ended. The static holders (Modal.confirm, message, notification) get the same theme from
// tests/unit/react-teardown.ts.
import { type RenderOptions, render as renderInJsdom } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import type { ReactNode } from 'react'

export * from '@testing-library/react'

export const MOTIONLESS = { token: { motion: false } }

function MotionlessRoot({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={MOTIONLESS}>{children}</ConfigProvider>
}

export const render = (ui: ReactNode, options: Omit<RenderOptions, 'wrapper'> = {}) =>
  renderInJsdom(ui, { ...options, wrapper: MotionlessRoot })
