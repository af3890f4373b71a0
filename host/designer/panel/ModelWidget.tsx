// rjsf widget `model`: a 3D model (glTF/GLB) of the enterprise's asset library, for scene widgets: the
// picked model by its name, cleared or chosen again in the library (where models are uploaded too).
import { CloseCircleOutlined, CodeSandboxOutlined } from '@ant-design/icons'
import type { WidgetProps } from '@rjsf/utils'
import { Button, Tooltip } from 'antd'
import { useMemo, useState } from 'react'
import { useApi } from '../../boot/api.tsx'
import { useTexts } from '../../widgets/texts.ts'
import { AssetLibrary } from '../assets/AssetLibrary.tsx'
import { assetsOf } from '../assets/list.ts'
import { ASSETS_NS, ASSETS_TEXTS } from '../assets/texts.ts'
import { useAsync } from './use-async.ts'

export function ModelWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  const { t } = useTexts(ASSETS_NS, ASSETS_TEXTS)
  const api = useApi()
  const [open, setOpen] = useState(false)
  const src = typeof value === 'string' ? value : ''
  const models = useAsync(() => assetsOf(api, 'model'), [api, open])
  const name = useMemo(() => models?.find((m) => m.url === src)?.name, [models, src])
  const locked = disabled || readonly
  return (
    <div
      id={id}
      style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}
      data-testid="model-picker"
    >
      <span
        title={name}
        style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {src ? (name ?? '…') : <span style={{ color: 'rgba(0,0,0,0.25)' }}>{t('model.none')}</span>}
      </span>
      {src && (
        <Tooltip title={t('clear')}>
          <Button
            type="text"
            icon={<CloseCircleOutlined />}
            aria-label={t('clear')}
            disabled={locked}
            onClick={() => onChange('')}
          />
        </Tooltip>
      )}
      <Tooltip title={t('model.title')}>
        <Button
          icon={<CodeSandboxOutlined />}
          aria-label={t('model.open')}
          disabled={locked}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <AssetLibrary
        kind="model"
        open={open}
        current={src}
        onClose={() => setOpen(false)}
        onPick={(url) => {
          onChange(url)
          setOpen(false)
        }}
      />
    </div>
  )
}
