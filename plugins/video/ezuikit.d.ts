// The part of ezuikit-js (EZVIZ's web SDK, plain JavaScript without types) that plugins/video/talk.ts uses.
declare module 'ezuikit-js' {
  interface EzuikitOptions {
    id: string
    accessToken: string
    url: string
    width?: number
    height?: number
    template?: string
    audio?: boolean
    language?: 'zh' | 'en'
    env?: { domain: string }
    handleSuccess?: () => void
    handleError?: (error: { msg?: string; code?: number }) => void
  }
  export class EZUIKitPlayer {
    static EVENTS: Record<'talkSuccess' | 'talkError', string>
    constructor(options: EzuikitOptions)
    eventEmitter: { on(event: string, listener: (detail?: unknown) => void): void }
    startTalk(): void
    stopTalk(): void
    destroy(): Promise<void> | void
  }
}
