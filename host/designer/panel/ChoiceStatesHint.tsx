// Above a select's, radio's or combo box's data: when the bound signal's states match none of the
// options' values (the widget would show nothing chosen at runtime), a warning naming the states and one
// click to take them as the options (choice-states.ts). Nothing shows while the signal is being read, when
// it has no states, or when reading it fails (the options are then as good as any).
import { Alert, Button } from 'antd'
import type { WidgetPatch } from '../../../core/page/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { useApi } from '../../boot/api.tsx'
import { useActions, useDesignerEnv } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { boundChoiceSignal, dataWithStates, statesMatchNoOption } from './choice-states.ts'
import { useAsync } from './use-async.ts'

export function ChoiceStatesHint({ widget }: { widget: Widget }) {
  const { t } = useDesignerTexts()
  const api = useApi()
  const actions = useActions()
  const projectId = useDesignerEnv().liveWhere?.projectId
  const signalId = boundChoiceSignal(widget)
  const states = useAsync(async () => {
    if (!signalId) return undefined
    const [record] = await api.call('signal/query', {
      signalIds: signalId,
      ...(projectId ? { projectId } : {}),
    })
    return record?.mappings
  }, [api, signalId, projectId])
  if (!states || !statesMatchNoOption(widget, states)) return null
  const listed = states.map((s) => `${s.value} ${s.text}`).join(t('choice.separator'))
  return (
    <Alert
      data-testid="choice-states-hint"
      type="warning"
      showIcon
      style={{ marginBottom: 8 }}
      title={t('choice.noMatch')}
      description={
        <>
          <div>{t('choice.states', { states: listed })}</div>
          <Button
            size="small"
            style={{ marginTop: 6 }}
            onClick={() => actions.edit(widget.id, { data: dataWithStates(widget, states) } as WidgetPatch)}
          >
            {t('choice.useStates')}
          </Button>
        </>
      }
    />
  )
}
