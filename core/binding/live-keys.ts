// Keys of the live value store. Signals are keyed by their id, as the server pushes them; memory variables
// and system keys get a prefix so their ids can never collide with a signal id.
export const liveKey = {
  signal: (signalId: string): string => signalId,
  mvar: (mvarId: string): string => `mvar:${mvarId}`,
  system: (systemKey: string): string => `system:${systemKey}`,
} as const
