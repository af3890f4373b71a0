// rjsf field `font`: one row for a font (family; size in px, bold, italic, colour) instead of five.
import { BoldOutlined, ItalicOutlined } from '@ant-design/icons'
import type { FieldProps } from '@rjsf/utils'
import { AutoComplete, Button, InputNumber, Space, Tooltip } from 'antd'
import { ColourPicker } from '../color/ColourPicker.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { Row } from './templates.tsx'

/** Families offered first; any other installed family can be typed. */
export const FONT_FAMILIES = [
  'Microsoft YaHei',
  'PingFang SC',
  'SimHei',
  'SimSun',
  'Noto Sans SC',
  'Arial',
  'Helvetica',
  'Verdana',
  'Tahoma',
  'Times New Roman',
  'Courier New',
  'monospace',
]

interface FontValue {
  family?: string
  size?: number
  weight?: string
  italic?: boolean
  color?: string
}

export function FontField({
  formData,
  onChange,
  fieldPathId,
  uiSchema,
  name,
  disabled,
  readonly,
}: FieldProps) {
  const { t } = useDesignerTexts()
  const v = (formData ?? {}) as FontValue
  const set = (patch: FontValue) => onChange({ ...v, ...patch }, fieldPathId.path)
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? name
  const off = disabled || readonly
  const bold = v.weight === 'bold'
  return (
    <Row id={fieldPathId.$id} label={label}>
      <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="font-editor">
        <AutoComplete
          id={fieldPathId.$id}
          aria-label={t('font.family')}
          value={v.family}
          disabled={off}
          style={{ width: '100%' }}
          options={FONT_FAMILIES.map((f) => ({
            value: f,
            label: <span style={{ fontFamily: f }}>{f}</span>,
          }))}
          filterOption={(input, o) =>
            String(o?.value ?? '')
              .toLowerCase()
              .includes(input.toLowerCase())
          }
          onChange={(family: string) => set({ family })}
        />
        <Space size={4}>
          <InputNumber
            aria-label={t('font.size')}
            min={1}
            max={999}
            value={v.size}
            suffix="px"
            disabled={off}
            size="small"
            style={{ width: 72 }}
            onChange={(size) => size !== null && set({ size })}
          />
          <Tooltip title={t('font.bold')}>
            <Button
              aria-label={t('font.bold')}
              aria-pressed={bold}
              size="small"
              type={bold ? 'primary' : 'default'}
              icon={<BoldOutlined />}
              disabled={off}
              onClick={() => set({ weight: bold ? 'normal' : 'bold' })}
            />
          </Tooltip>
          <Tooltip title={t('font.italic')}>
            <Button
              aria-label={t('font.italic')}
              aria-pressed={Boolean(v.italic)}
              size="small"
              type={v.italic ? 'primary' : 'default'}
              icon={<ItalicOutlined />}
              disabled={off}
              onClick={() => set({ italic: !v.italic })}
            />
          </Tooltip>
          <ColourPicker
            value={v.color || '#000000'}
            onChange={(color) => set({ color })}
            disabled={off}
            compact
          />
        </Space>
      </Space>
    </Row>
  )
}
