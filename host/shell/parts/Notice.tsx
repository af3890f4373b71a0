// A result block (antd's Result, in plain elements): an icon, a title, an optional line and an action.
// Shown by the parts of the runtime route (route errors, a failed sign-in check, a missing page), which
// must not load antd.
import type { ReactNode } from 'react'
import './light.css'

export function Notice(props: {
  status: 'error' | 'warning'
  title: string
  detail?: string
  extra?: ReactNode
}) {
  return (
    <div className={`lf-notice lf-notice-${props.status}`} role="alert">
      <div className="lf-notice-icon" aria-hidden="true">
        {props.status === 'error' ? '×' : '!'}
      </div>
      <h2>{props.title}</h2>
      {props.detail && <p>{props.detail}</p>}
      {props.extra}
    </div>
  )
}
