// The texts click actions hand to the host: i18n keys of the `runtime` namespace, which the host's
// confirm, prompt and notify translate (any other text, such as a configured hint, is shown as it is).
export const ACTION_TEXT = {
  confirmWrite: 'runtime.action.confirmWrite',
  enterValue: 'runtime.action.enterValue',
  writeDone: 'runtime.action.writeDone',
  noTarget: 'runtime.action.noTarget',
  cancelled: 'runtime.action.cancelled',
  scriptDisabled: 'runtime.action.scriptDisabled',
  unsafeLink: 'runtime.action.unsafeLink',
} as const
