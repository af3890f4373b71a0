// rjsf widget `image`: an image address with a preview, picked from the enterprise's image library
// (upload there too), offered from the images this page already uses, or typed as a link; a link
// outside the allow-list is flagged.
import { CloseCircleOutlined, PictureOutlined } from '@ant-design/icons'
import type { WidgetProps } from '@rjsf/utils'
import { AutoComplete, Button, Space, Tooltip } from 'antd'
import { useMemo, useState } from 'react'
import { isSafeUrl } from '../../../core/validation/url.ts'
import { useApi } from '../../boot/api.tsx'
import { useTexts } from '../../widgets/texts.ts'
import { AssetLibrary } from '../assets/AssetLibrary.tsx'
import { imageAssets } from '../assets/list.ts'
import { ASSETS_NS, ASSETS_TEXTS } from '../assets/texts.ts'
import { useEditorState } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { useAsync } from './use-async.ts'

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
  const { t: ta } = useTexts(ASSETS_NS, ASSETS_TEXTS)
  const [libraryOpen, setLibraryOpen] = useState(false)
  const page = useEditorState((s) => s.page)
  const known = useMemo(() => imagesIn(page), [page])
  const src = typeof value === 'string' ? value : ''
  const ok = isSafeUrl(src.trim(), 'image')
  const api = useApi()
  // asked again when the library closes: it may have uploaded or deleted
  const assets = useAsync(() => imageAssets(api), [api, libraryOpen])
  const nameOf = useMemo(() => new Map((assets ?? []).map((a) => [a.url, a.name])), [assets])
  const picked = nameOf.get(src)
  const locked = disabled || readonly
  const openLibrary = (
    <Tooltip title={ta('library')}>
      <Button
        icon={<PictureOutlined />}
        aria-label={ta('open')}
        disabled={locked}
        onClick={() => setLibraryOpen(true)}
        data-testid="image-library-open"
      />
    </Tooltip>
  )
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="image-picker">
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
        {src && ok && <Thumb src={src} />}
        {picked !== undefined ? (
          // a library image reads by its name, never its address
          <>
            <span
              title={picked}
              data-testid="image-picked-name"
              style={{
                flex: 1,
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {picked}
            </span>
            <Tooltip title={ta('clear')}>
              <Button
                type="text"
                icon={<CloseCircleOutlined />}
                aria-label={ta('clear')}
                disabled={locked}
                onClick={() => onChange('')}
              />
            </Tooltip>
          </>
        ) : (
          <AutoComplete
            id={id}
            aria-label={label}
            value={src}
            placeholder={t('image.placeholder')}
            status={ok ? undefined : 'warning'}
            disabled={locked}
            style={{ flex: 1, minWidth: 0 }}
            options={known.map((u) => ({
              value: u,
              label: (
                <Space>
                  <Thumb src={u} />
                  <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {nameOf.get(u) ?? u.split('/').pop()}
                  </span>
                </Space>
              ),
            }))}
            onChange={(next: string) => onChange(next)}
            onBlur={() => onBlur(id, src)}
            onFocus={() => onFocus(id, src)}
            allowClear
          />
        )}
        {openLibrary}
      </div>
      <AssetLibrary
        open={libraryOpen}
        current={src}
        onClose={() => setLibraryOpen(false)}
        onPick={(url) => {
          onChange(url)
          setLibraryOpen(false)
        }}
      />
      {!ok && <div style={{ color: '#d48806', fontSize: 12 }}>{t('link.refused')}</div>}
    </Space>
  )
}
