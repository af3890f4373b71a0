// The talk button of a camera (designer spec §3, ComplexVideo `talk`): a click starts two-way audio
// through the source's talk provider, another ends it. Its state shows beside it in the user's language:
// connecting, talking, or why the talk failed (microphone refused, no video parameters, camera offline).
// Plain elements (the runtime loads no antd); top left, clear of the pan-tilt pad and the player's controls.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Lang } from '../../core/kernel/index.ts'
import { PTZ_PAD_WIDTH } from './PanTilt.tsx'
import type { CloudCamera } from './sources.ts'
import { TalkError, type TalkFailure, type TalkProvider, type TalkSession } from './talk.ts'
import { videoText } from './texts.ts'

type TalkState = 'idle' | 'connecting' | 'talking' | TalkFailure

const COLOURS: Partial<Record<TalkState, string>> = {
  idle: 'rgba(0,0,0,0.55)',
  connecting: '#d48806',
  talking: '#389e0d',
}
const ERROR_COLOUR = '#cf1322'

function MicIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 15a3 3 0 0 0 3-3V6a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3Z" />
      <path d="M18 11a1 1 0 0 0-2 0 4 4 0 0 1-8 0 1 1 0 0 0-2 0 6 6 0 0 0 5 5.9V19H9a1 1 0 0 0 0 2h6a1 1 0 0 0 0-2h-2v-2.1a6 6 0 0 0 5-5.9Z" />
    </svg>
  )
}

export function TalkButton(props: { provider: TalkProvider; camera: CloudCamera; lang: Lang }) {
  const { provider, camera, lang } = props
  const [state, setState] = useState<TalkState>('idle')
  const session = useRef<TalkSession | undefined>(undefined)
  const pending = useRef<AbortController | undefined>(undefined)
  const end = useCallback(() => {
    pending.current?.abort()
    session.current?.stop()
    session.current = undefined
  }, [])
  useEffect(() => end, [end])

  const toggle = () => {
    if (state === 'connecting' || state === 'talking') {
      end()
      setState('idle')
      return
    }
    const control = new AbortController()
    pending.current = control
    setState('connecting')
    provider.start(camera, lang, control.signal).then(
      (s) => {
        if (control.signal.aborted) return s.stop()
        session.current = s
        setState('talking')
      },
      (e: unknown) => {
        if (!control.signal.aborted) setState(e instanceof TalkError ? e.reason : 'failed')
      },
    )
  }

  const text = videoText(`talk.${state}`, lang)
  const colour = COLOURS[state] ?? ERROR_COLOUR
  return (
    <div
      style={{
        position: 'absolute',
        left: 8,
        top: 8,
        right: 8 + PTZ_PAD_WIDTH + 8,
        display: 'flex',
        alignItems: 'flex-start',
        gap: 6,
        pointerEvents: 'none',
        fontFamily: 'sans-serif',
      }}
    >
      <button
        type="button"
        data-testid="talk-button"
        data-state={state}
        aria-pressed={state === 'talking'}
        aria-label={videoText('talk.idle', lang)}
        title={text}
        onClick={toggle}
        style={{
          pointerEvents: 'auto',
          flex: 'none',
          width: 28,
          height: 28,
          border: 0,
          borderRadius: 14,
          background: colour,
          color: '#fff',
          cursor: 'pointer',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <MicIcon />
      </button>
      {state !== 'idle' && (
        <span
          data-testid="talk-state"
          role={state in COLOURS ? 'status' : 'alert'}
          style={{
            padding: '5px 8px',
            borderRadius: 4,
            background: 'rgba(0,0,0,0.7)',
            borderLeft: `3px solid ${colour}`,
            color: '#fff',
            fontSize: 12,
            lineHeight: '16px',
          }}
        >
          {text}
        </span>
      )}
    </div>
  )
}
