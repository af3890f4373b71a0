// The runtime's questions, toasts and iframe windows, made of antd. Imported lazily (action-context.tsx,
// RuntimeScreen.tsx): a runtime page loads antd only when a click action asks, tells or opens something
// (issue 14: no antd on the runtime route). antd's static functions, since the runtime sits outside the
// shell's antd root; texts are passed in the user's language.
import { Input, Modal, message, Select } from 'antd'
import type { WindowSpec } from './action-context.tsx'

export interface DialogTexts {
  ok: string
  cancel: string
}

export const confirm = (title: string, texts: DialogTexts): Promise<boolean> =>
  new Promise((resolve) => {
    Modal.confirm({
      title,
      okText: texts.ok,
      cancelText: texts.cancel,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    })
  })

/** A value typed, or picked from `choices` (texts already in the user's language); null when cancelled. */
export const prompt = (
  title: string,
  choices: readonly { value: string; text: string }[] | undefined,
  texts: DialogTexts,
): Promise<string | null> =>
  new Promise((resolve) => {
    let value = ''
    Modal.confirm({
      title,
      content: choices ? (
        <Select
          autoFocus
          aria-label={title}
          style={{ width: '100%' }}
          options={choices.map((c) => ({ value: c.value, label: c.text }))}
          onChange={(v: string) => (value = v)}
        />
      ) : (
        <Input autoFocus aria-label={title} onChange={(e) => (value = e.target.value)} />
      ),
      okText: texts.ok,
      cancelText: texts.cancel,
      onOk: () => resolve(value),
      onCancel: () => resolve(null),
    })
  })

export const notify = (kind: 'success' | 'info' | 'warning' | 'error', text: string): void =>
  void message[kind](text)

/** The iframe windows click actions opened, where they asked for them. */
export function Windows({ windows, onClose }: { windows: WindowSpec[]; onClose: (key: number) => void }) {
  return windows.map((w) => (
    <Modal
      key={w.key}
      open
      title={w.title}
      footer={null}
      width={w.width}
      mask={false}
      style={{ position: 'absolute', left: w.left, top: w.top, margin: 0, paddingBottom: 0 }}
      onCancel={() => onClose(w.key)}
    >
      <iframe
        title={w.title || w.url}
        src={w.url}
        sandbox={w.sandbox}
        style={{ width: '100%', height: w.height, border: 0 }}
      />
    </Modal>
  ))
}
