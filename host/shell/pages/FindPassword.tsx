// Password recovery under /findpwd and /client/findpwd (platform spec §2): the steps account, validate
// (`validate/{tel|email|question}`), password and finish, with the wizard's state kept across them.
import { Card, Steps } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { PublicFrame } from '../parts/PublicFrame.tsx'
import { type Recovery, RecoveryContext, type RecoveryState } from '../recovery/state.ts'
import { addRecoveryTexts } from '../recovery/texts.ts'

// the recovery texts come with these pages, not with the app's entry
addRecoveryTexts()

// The steps' routes and their (lazy) components: host/shell/routes/shell-pages.tsx, RECOVERY_STEPS.
const STEP_KEYS = ['account', 'validate', 'password', 'finish'] as const

export function FindPassword({ base }: { base: string }) {
  const { t } = useTranslation()
  const [state, setState] = useState<RecoveryState>({})
  const recovery = useMemo<Recovery>(
    () => ({ base, state, update: (patch) => setState((s) => ({ ...s, ...patch })) }),
    [base, state],
  )
  const step = useLocation()
    .pathname.slice(base.length + 1)
    .split('/')[0]
  return (
    <PublicFrame>
      <Card title={t('shell.findpwd.title')} style={{ width: 640 }}>
        <Steps
          current={Math.max(0, (STEP_KEYS as readonly string[]).indexOf(step ?? ''))}
          items={STEP_KEYS.map((k) => ({ title: t(`shell.findpwd.step.${k}`) }))}
          labelPlacement="vertical"
          style={{ marginBottom: 24 }}
        />
        <RecoveryContext.Provider value={recovery}>
          <Outlet />
        </RecoveryContext.Provider>
      </Card>
    </PublicFrame>
  )
}
