// The script tab's code editor, loaded only when a script is opened: a monospace text area that keeps
// tabs as two spaces and keeps the indent of the line on Enter, with a line count. (A full editor such
// as CodeMirror would add some 300 KB for a few lines of script.)
import { Input, Typography } from 'antd'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

const INDENT = '  '

/** The text with `insert` replacing the selection, and where the caret goes. */
function edit(area: HTMLTextAreaElement, insert: string): [string, number] {
  const { value, selectionStart: start, selectionEnd: end } = area
  return [value.slice(0, start) + insert + value.slice(end), start + insert.length]
}

export default function ScriptEditor({
  value = '',
  onChange,
}: {
  value?: string
  onChange?: (value: string) => void
}) {
  const { t } = useTranslation('equipment')
  const keyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const area = e.currentTarget
    let insert: string | undefined
    if (e.key === 'Tab' && !e.shiftKey) insert = INDENT
    if (e.key === 'Enter') {
      const lineStart = area.value.lastIndexOf('\n', area.selectionStart - 1) + 1
      insert = `\n${/^[ \t]*/.exec(area.value.slice(lineStart))?.[0] ?? ''}`
    }
    if (insert === undefined) return
    e.preventDefault()
    const [next, caret] = edit(area, insert)
    onChange?.(next)
    requestAnimationFrame(() => area.setSelectionRange(caret, caret))
  }
  return (
    <>
      <Input.TextArea
        data-testid="script-editor"
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        onKeyDown={keyDown}
        spellCheck={false}
        autoSize={{ minRows: 8, maxRows: 20 }}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('script.lines', { count: value === '' ? 0 : value.split('\n').length })}
      </Typography.Text>
    </>
  )
}
