// "Save this page as a template" (issue 30): the page as last saved (unsaved changes are saved first)
// becomes a template of the enterprise, offered the next time a page is added; a platform administrator
// may publish it as a configuration model of every enterprise instead.
import { Checkbox, Form, Input, Modal } from 'antd'
import { useContext } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { useAction } from '../../../plugins/screens/shared/useAction.ts'
import { PLATFORM_ADMIN_KEY } from '../../../schemas/api/permissions.ts'
import { ShellContext } from '../../shell/context.tsx'
import { useDesignerEnv } from '../context.tsx'
import type { PageCalls } from './page-calls.ts'
import { usePageTexts } from './texts.ts'

const NO_SESSION = createStore<{ user?: { auths: string[] } }>(() => ({}))

function useIsPlatformAdmin(): boolean {
  const shell = useContext(ShellContext)
  const user = useStore(shell?.session.store ?? NO_SESSION, (s) => s.user)
  return user?.auths.includes(PLATFORM_ADMIN_KEY) ?? false
}

export function SaveTemplateDialog(props: { open: boolean; calls: PageCalls; onDone: () => void }) {
  const { t } = usePageTexts()
  const { designer, save, pageId } = useDesignerEnv()
  const admin = useIsPlatformAdmin()
  const [form] = Form.useForm<{ title: string; asModel?: boolean }>()
  const { busy, run } = useAction()
  const submit = async () => {
    const { title, asModel } = await form.validateFields()
    const saved = await run(async () => {
      if (designer.editor.store.getState().dirty) await save()
      return props.calls.saveTemplate(pageId, title.trim(), asModel === true)
    })
    if (saved) props.onDone()
  }
  return (
    <Modal
      open={props.open}
      title={t('saveTemplateTitle')}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={props.onDone}
      destroyOnHidden
      data-testid="save-template-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ title: designer.editor.getPage().con.title }}
      >
        <Form.Item
          name="title"
          label={t('templateTitle')}
          rules={[{ required: true, whitespace: true, message: t('titleRequired') }, { max: 64 }]}
        >
          <Input autoFocus data-testid="template-title" />
        </Form.Item>
        {admin && (
          <Form.Item name="asModel" valuePropName="checked">
            <Checkbox>{t('asModel')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}
