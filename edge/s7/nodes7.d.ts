// The part of nodes7 (plain JavaScript, no types of its own) that edge/s7 uses.
declare module 'nodes7' {
  interface ConnectionParams {
    host: string
    port: number
    rack: number
    slot: number
    timeout: number
    doNotOptimize?: boolean
  }
  class NodeS7 {
    constructor(opts?: { silent?: boolean; debug?: boolean })
    initiateConnection(params: ConnectionParams, callback: (err?: unknown) => void): void
    dropConnection(callback?: () => void): void
    setTranslationCB(cb: (tag: string) => string): void
    addItems(items: string | string[]): void
    readAllItems(callback: (anythingBad: boolean, values: Record<string, unknown>) => void): void
    writeItems(items: string | string[], values: unknown, callback: (anythingBad: boolean) => void): number
  }
  export default NodeS7
}
