// A resend countdown in seconds (platform spec §9 "an SMS resend countdown in seconds is shown").
import { useCallback, useEffect, useState } from 'react'

export const RESEND_SECONDS = 60

export function useCountdown(): { left: number; start: (seconds?: number) => void } {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  return { left, start: useCallback((seconds = RESEND_SECONDS) => setLeft(seconds), []) }
}
