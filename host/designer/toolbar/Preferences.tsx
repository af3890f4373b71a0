// The designer's local preferences (designer spec §9): autosave and its interval, grid, rulers, snap.
import { Form, InputNumber, Switch } from 'antd'
import { useActions, useDesignerState } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'

export function Preferences() {
  const { t } = useDesignerTexts()
  const prefs = useDesignerState((s) => s.prefs)
  const actions = useActions()
  const toggle = (key: 'autosave' | 'grid' | 'ruler' | 'adsorb') => (
    <Form.Item label={t(`pref.${key}`)} style={{ marginBottom: 8 }}>
      <Switch
        aria-label={t(`pref.${key}`)}
        checked={prefs[key]}
        onChange={(v) => actions.setPrefs({ [key]: v })}
      />
    </Form.Item>
  )
  return (
    <Form layout="horizontal" size="small" style={{ width: 280 }} data-testid="preferences">
      {toggle('autosave')}
      <Form.Item label={t('pref.autosaveInterval')} style={{ marginBottom: 8 }}>
        <InputNumber
          min={1}
          max={120}
          value={prefs.autosaveInterval}
          onChange={(v) => v && actions.setPrefs({ autosaveInterval: v })}
        />
      </Form.Item>
      {toggle('grid')}
      {toggle('ruler')}
      {toggle('adsorb')}
    </Form>
  )
}
