// `ui:widget: 'richText'`: rich text edited with Quill (a maintained editor), loaded with its styles the
// first time the panel shows one; what it saves is cleaned with DOMPurify first (core/validation/
// rich-text.ts), so a page never stores a script or an event handler from here.
import type { WidgetProps } from '@rjsf/utils'
import { useEffect, useRef } from 'react'
import { cleanRichText, loadPurify } from '../../../plugins/widgets/common/rich-text.ts'

export function RichTextWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps) {
  const host = useRef<HTMLDivElement>(null)
  const latest = useRef(onChange)
  latest.current = onChange
  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is made once; it owns its text after
  useEffect(() => {
    const el = host.current
    if (!el) return
    let gone = false
    let dispose = () => {}
    void Promise.all([import('quill'), loadPurify(), import('quill/dist/quill.snow.css')]).then(
      ([{ default: Quill }, purify]) => {
        if (gone) return
        const box = document.createElement('div')
        el.append(box)
        const quill = new Quill(box, { theme: 'snow', readOnly: disabled || readonly })
        // set, not pasted: a paste selects in the editor, which takes the focus (and then the Delete
        // meant for the drawn widget) whenever the panel shows the field
        const html = cleanRichText(purify, typeof value === 'string' ? value : '')
        quill.setContents(quill.clipboard.convert({ html, text: '' }), 'silent')
        const save = () => latest.current(cleanRichText(purify, quill.getSemanticHTML()))
        quill.on('text-change', save)
        dispose = () => {
          quill.off('text-change', save)
          el.replaceChildren()
        }
      },
    )
    return () => {
      gone = true
      dispose()
    }
  }, [])
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend
    <div
      id={id}
      ref={host}
      role="group"
      aria-label={label}
      data-testid="rich-text-editor"
      style={{ background: '#fff' }}
    />
  )
}
