// The colour picker of designer spec §2: a palette and a swatch tab (predefined and recent colours), a hex
// input that keeps only hex digits (empty becomes ffffff), R, G, B and alpha inputs, and an eyedropper
// where the browser has one. Every chosen colour joins the recent colours (up to 20, kept locally).
import { BgColorsOutlined } from '@ant-design/icons'
import { ColorPicker as AntColorPicker, Button, Input, InputNumber, Space, Tabs, Tooltip } from 'antd'
import { useEffect, useState } from 'react'
import { hexToRgba, type Rgba, rgbaToHex, sanitizeHex } from '../../../core/validation/index.ts'
import { useDesignerTexts } from '../i18n.ts'
import { browserStorage } from '../store/preferences.ts'
import { readRecentColours, rememberColour } from '../store/recent-colours.ts'

export const PREDEFINED_COLOURS = [
  '#000000',
  '#595959',
  '#8c8c8c',
  '#d9d9d9',
  '#ffffff',
  '#ff4d4f',
  '#fa8c16',
  '#fadb14',
  '#52c41a',
  '#13c2c2',
  '#1677ff',
  '#2f54eb',
  '#722ed1',
  '#eb2f96',
  '#a0d911',
  '#faad14',
]

interface EyeDropperResult {
  sRGBHex: string
}
type EyeDropperCtor = new () => { open: () => Promise<EyeDropperResult> }
const eyeDropper = (): EyeDropperCtor | undefined =>
  (globalThis as { EyeDropper?: EyeDropperCtor }).EyeDropper

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 }

function Swatches({ colours, onPick }: { colours: readonly string[]; onPick: (c: string) => void }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      {colours.map((c) => (
        <button
          key={c}
          type="button"
          aria-label={c}
          title={c}
          onClick={() => onPick(c)}
          style={{
            width: 20,
            height: 20,
            padding: 0,
            border: '1px solid #d9d9d9',
            borderRadius: 3,
            background: c,
            cursor: 'pointer',
          }}
        />
      ))}
    </div>
  )
}

export interface ColourPickerProps {
  value: string
  onChange: (hex: string) => void
  id?: string
  disabled?: boolean
  /** Only the swatch, without the hex text beside it (rows that hold several editors). */
  compact?: boolean
  size?: 'small' | 'middle'
}

export function ColourPicker({ value, onChange, id, disabled, compact, size }: ColourPickerProps) {
  const { t } = useDesignerTexts()
  const [recent, setRecent] = useState(() => readRecentColours(browserStorage()))
  const rgba = hexToRgba(value) ?? WHITE
  const [hex, setHex] = useState(value.replace(/^#/, ''))
  useEffect(() => setHex(value.replace(/^#/, '')), [value])

  const choose = (colour: string) => {
    onChange(colour)
    setRecent(rememberColour(browserStorage(), colour))
  }
  const commitHex = () => {
    const digits = sanitizeHex(hex)
    if (hexToRgba(digits)) choose(`#${digits}`)
    else setHex(value.replace(/^#/, ''))
  }
  const setPart = (part: keyof Rgba, n: number | null) => {
    if (n === null) return
    choose(rgbaToHex({ ...rgba, [part]: part === 'a' ? n / 100 : n }))
  }
  const Dropper = eyeDropper()

  return (
    <AntColorPicker
      value={value}
      disabled={disabled}
      showText={!compact}
      size={size}
      onChangeComplete={(c) => choose(c.toHexString())}
      panelRender={(_panel, { components: { Picker } }) => (
        <div className="lf-colour-panel" style={{ width: 240 }} data-testid="colour-panel">
          <style>{'.lf-colour-panel .ant-color-picker-input-container { display: none }'}</style>
          <Tabs
            size="small"
            items={[
              { key: 'palette', label: t('color.palette'), children: <Picker /> },
              {
                key: 'swatch',
                label: t('color.swatch'),
                children: (
                  <Space direction="vertical" style={{ width: '100%' }}>
                    <div>{t('color.predefined')}</div>
                    <Swatches colours={PREDEFINED_COLOURS} onPick={choose} />
                    <div>{t('color.recent')}</div>
                    <Swatches colours={recent} onPick={choose} />
                  </Space>
                ),
              },
            ]}
          />
          <Space.Compact style={{ width: '100%', marginTop: 8 }}>
            <Input
              id={id}
              aria-label="hex"
              prefix="#"
              value={hex}
              maxLength={8}
              onChange={(e) => setHex(e.target.value.replace(/[^0-9a-f]/gi, ''))}
              onBlur={commitHex}
              onPressEnter={commitHex}
            />
            {Dropper && (
              <Tooltip title={t('color.eyedropper')}>
                <Button
                  aria-label={t('color.eyedropper')}
                  icon={<BgColorsOutlined />}
                  onClick={() =>
                    void new Dropper().open().then(
                      (r) => choose(r.sRGBHex),
                      () => {},
                    )
                  }
                />
              </Tooltip>
            )}
          </Space.Compact>
          <Space size={4} style={{ marginTop: 8 }}>
            {(['r', 'g', 'b'] as const).map((part) => (
              <InputNumber
                key={part}
                aria-label={part.toUpperCase()}
                size="small"
                min={0}
                max={255}
                precision={0}
                value={rgba[part]}
                prefix={part.toUpperCase()}
                style={{ width: 62 }}
                onChange={(n) => setPart(part, n)}
              />
            ))}
            <InputNumber
              aria-label={t('color.alpha')}
              size="small"
              min={0}
              max={100}
              precision={0}
              value={Math.round(rgba.a * 100)}
              suffix="%"
              style={{ width: 62 }}
              onChange={(n) => setPart('a', n)}
            />
          </Space>
        </div>
      )}
    />
  )
}
