// A dialog holding one form: OK submits the form, the call runs through useAction (a success toast; a
// failure's code shown with its catalogue text by the shell's `fail`), and the dialog closes saying
// whether the call went through. The account centre's add, edit, password and lock dialogs are these.
import { Form, type FormInstance, Modal } from 'antd'
import type { ReactNode } from 'react'
import { useAction } from './useAction.ts'

export function FormDialog<V extends object>({
  title,
  testId,
  form,
  initialValues,
  submit,
  onClose,
  children,
}: {
  title: string
  testId: string
  /** the caller's own instance, when it sets fields itself */
  form?: FormInstance<V>
  initialValues?: Partial<V>
  submit: (values: V) => Promise<unknown>
  onClose: (saved: boolean) => void
  children: ReactNode
}) {
  const { run, busy } = useAction()
  const [own] = Form.useForm<V>()
  const used = form ?? own
  const finish = async (values: V) => {
    if ((await run(() => submit(values))) !== undefined) onClose(true)
  }
  return (
    <Modal
      open
      title={title}
      onCancel={() => onClose(false)}
      onOk={() => used.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form<V>
        form={used}
        layout="vertical"
        initialValues={initialValues}
        onFinish={finish}
        data-testid={testId}
      >
        {children}
      </Form>
    </Modal>
  )
}
