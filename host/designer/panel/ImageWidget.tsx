// rjsf widget `image`: an image address with a preview, picked from the images this page already uses
// (the platform keeps no asset library yet) or typed as a link; a link outside the allow-list is flagged.
import type { WidgetProps } from '@rjsf/utils'
import { AutoComplete, Space } from 'antd'
import { useMemo } from 'react'
import { isSafeUrl } from '../../../core/validation/url.ts'
import { useEditorState } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'

/** Option keys of the page JSON that hold image addresses (designer spec §3). */
const IMAGE_KEYS = new Set(['url', 'bgImage', 'imgUrl', 'iconHref'])

/** Every image address found in a page document, once each, in document order. */
export function imagesIn(doc: unknown): string[] {
  const found = new Set<string>()
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (typeof v === 'object' && v !== null)
      for (const [k, child] of Object.entries(v)) {
        if (IMAGE_KEYS.has(k) && typeof child === 'string' && child.trim()) found.add(child.trim())
        else walk(child)
      }
  }
  walk(doc)
  return [...found]
}

const Thumb = ({ src }: { src: string }) => (
  <img
    src={src}
    alt=""
    style={{
      width: 32,
      height: 32,
      objectFit: 'contain',
      background: '#fafafa',
      border: '1px solid #f0f0f0',
    }}
  />
)

export function ImageWidget({
  id,
  value,
  onChange,
  disabled,
  readonly,
  label,
  onBlur,
  onFocus,
}: WidgetProps) {
  const { t } = useDesignerTexts()
  const page = useEditorState((s) => s.page)
  const known = useMemo(() => imagesIn(page), [page])
  const src = typeof value === 'string' ? value : ''
  const ok = isSafeUrl(src.trim(), 'image')
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="image-picker">
      <Space.Compact style={{ width: '100%' }}>
        {src && ok && <Thumb src={src} />}
        <AutoComplete
          id={id}
          aria-label={label}
          value={src}
          placeholder={t('image.placeholder')}
          status={ok ? undefined : 'warning'}
          disabled={disabled || readonly}
          style={{ width: '100%' }}
          options={known.map((u) => ({
            value: u,
            label: (
              <Space>
                <Thumb src={u} />
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{u.split('/').pop()}</span>
              </Space>
            ),
          }))}
          onChange={(next: string) => onChange(next)}
          onBlur={() => onBlur(id, src)}
          onFocus={() => onFocus(id, src)}
        />
      </Space.Compact>
      {!ok && <div style={{ color: '#d48806', fontSize: 12 }}>{t('link.refused')}</div>}
    </Space>
  )
}
