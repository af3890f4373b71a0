// @vitest-environment jsdom
// The inspection plans screen (platform spec §4 "a completed inspection plan cannot be changed", §9 "30
// devices per inspection plan"): the form stops a plan past INSPECTION_PLAN_MAX_DEVICES with its message
// and sends nothing, and sends one at the limit as the route takes it; edit is offered only while a plan
// is open, saying why not otherwise; an inspector who does not manage sees his own plans and accepts them.

import { afterEach, describe, expect, it } from 'vitest'
import { InspectionPlans } from '../../../plugins/screens/maintenance/plans.tsx'
import { OPS_KEYS } from '../../../plugins/screens/shared/maintenance/keys.ts'
import {
  INSPECTION_PLAN_MAX_DEVICES,
  type InspectionPlanView,
  PLAN_STATES,
  type PlanState,
} from '../../../schemas/entities/ops.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '../render.tsx'
import { ME, page, renderOps } from './maintenance-harness.tsx'

afterEach(cleanup)

const plan = (state: PlanState, patch: Partial<InspectionPlanView> = {}): InspectionPlanView => ({
  id: `p-${state}`,
  title: `Plan ${state}`,
  contentId: 'c1',
  contentName: 'Weekly',
  inspectorId: ME,
  inspector: 'admin',
  equipmentIds: ['e0'],
  planTime: Date.parse('2025-01-02T08:00:00Z'),
  state,
  createdAt: 0,
  filled: state === 'completed' ? 1 : 0,
  total: 1,
  ...patch,
})

const devices = Array.from({ length: INSPECTION_PLAN_MAX_DEVICES + 1 }, (_, i) => ({
  id: `e${i}`,
  name: `Pump ${String(i).padStart(2, '0')}`,
  sn: null,
}))
const tooMany = `An inspection plan covers at most ${INSPECTION_PLAN_MAX_DEVICES} devices`

/** The open dropdown's option named `label`. */
const option = (label: string) =>
  waitFor(() => {
    const found = screen.getAllByTitle(label).find((e) => e.matches('.ant-select-item-option'))
    if (!found) throw new Error(`no option ${label}`)
    return found
  })

/** Opens the Select `testId` and types `text` into its search. */
function search(scope: HTMLElement, testId: string, text: string) {
  const select = within(scope).getByTestId(testId)
  fireEvent.mouseDown(select)
  fireEvent.change(within(select).getByRole('combobox'), { target: { value: text } })
}

/** Picks (or drops, when picked) the option named `label` of the Select `testId`, found by its name. */
async function pick(scope: HTMLElement, testId: string, label: string) {
  search(scope, testId, label)
  fireEvent.click(await option(label))
}

describe('inspection plans', () => {
  it(`refuses more than ${INSPECTION_PLAN_MAX_DEVICES} devices with the limit's message; sends a plan at the limit`, {
    timeout: 120_000,
  }, async () => {
    const added: Record<string, unknown>[] = []
    const r = renderOps(<InspectionPlans />, [OPS_KEYS.manage, OPS_KEYS.inspect], {
      'ops/inspection/plan/query': () => page([]),
      'monitor/equipment/query': (body) =>
        page(devices.filter((d) => d.name.startsWith(String(body.keyword ?? '')))),
      'ops/inspection/content/query': () =>
        page([{ id: 'c1', name: 'Weekly', items: [{ name: 'Oil' }], createdAt: 0 }]),
      'ops/staff': () => [{ id: ME, loginname: 'admin' }],
      'ops/inspection/plan/add': (body) => {
        added.push(body)
        return { id: 'p1' }
      },
    })
    fireEvent.click(await screen.findByTestId('plan-new'))
    const dialog = await screen.findByTestId('plan-dialog')
    fireEvent.change(within(dialog).getByTestId('plan-title'), { target: { value: 'Week 48' } })
    await pick(dialog, 'plan-content', 'Weekly (1 items)')
    await pick(dialog, 'staff-select', 'admin')
    fireEvent.mouseDown(within(dialog).getByTestId('plan-time'))
    fireEvent.click(within(dialog).getByTestId('plan-time'))
    fireEvent.click(await screen.findByText('Now'))
    // every device: the devices of each tens (a search for their common start) clicked one by one
    for (const tens of ['Pump 0', 'Pump 1', 'Pump 2', 'Pump 3']) {
      search(dialog, 'device-select', tens)
      for (const d of devices.filter((d) => d.name.startsWith(tens))) {
        fireEvent.click(await option(d.name))
      }
    }

    await within(dialog).findByText(tooMany)
    const ok = () => within(dialog.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'OK' })
    fireEvent.click(ok())
    // no signal to wait for: the test asserts that no call follows the refused OK; the pause lets a
    // wrongly sent one be recorded
    await new Promise((done) => setTimeout(done, 300))
    expect(r.calls).not.toContain('ops/inspection/plan/add')

    // one device fewer: the message goes, and the plan is sent as the route takes it
    await pick(dialog, 'device-select', devices.at(-1)!.name)
    await waitFor(() => expect(within(dialog).queryByText(tooMany)).toBeNull())
    fireEvent.click(ok())
    await waitFor(() => expect(added).toHaveLength(1))
    expect(added[0]).toMatchObject({ title: 'Week 48', contentId: 'c1', inspectorId: ME })
    expect(added[0]!.equipmentIds).toHaveLength(INSPECTION_PLAN_MAX_DEVICES)
    expect(r.refusals).toEqual([])
    expect(r.failures).toEqual([])
  })

  it('offers edit only while a plan is open; an accepted or completed plan says it cannot be changed', async () => {
    const r = renderOps(<InspectionPlans />, [OPS_KEYS.manage], {
      'ops/inspection/plan/query': () => page(PLAN_STATES.map((s) => plan(s))),
    })
    const row = async (state: PlanState) =>
      (await screen.findByText(`Plan ${state}`)).closest('tr') as HTMLElement
    const edit = async (state: PlanState) =>
      within(await row(state)).getByTestId('plan-edit') as HTMLButtonElement
    expect((await edit('open')).disabled).toBe(false)
    for (const state of ['accepted', 'completed'] as const) {
      const button = await edit(state)
      expect(button.disabled).toBe(true)
      fireEvent.click(button)
      fireEvent.mouseEnter(button)
      fireEvent.pointerEnter(button)
    }
    await screen.findByText('A completed plan cannot be changed')
    await screen.findByText('An accepted plan cannot be changed')
    expect(screen.queryByTestId('plan-dialog')).toBeNull()
    // a completed plan cannot be deleted or ended either
    expect(within(await row('completed')).queryByTestId('plan-delete')).toBeNull()
    expect(within(await row('completed')).queryByTestId('plan-end')).toBeNull()
    expect(r.calls).not.toContain('ops/inspection/plan/edit')
  })

  it('an inspector who does not manage sees his own plans, accepts one, and opens its records', async () => {
    const bodies: Record<string, unknown>[] = []
    const r = renderOps(<InspectionPlans />, [OPS_KEYS.inspect], {
      'ops/inspection/plan/query': (body) => {
        bodies.push(body)
        return page([plan('open')])
      },
      'ops/inspection/accept': () => null,
      'ops/inspection/query': () => page([]),
    })
    const row = (await screen.findByText('Plan open')).closest('tr') as HTMLElement
    expect(bodies[0]).toMatchObject({ mine: true })
    expect(screen.queryByTestId('plan-new')).toBeNull()
    expect(within(row).queryByTestId('plan-edit')).toBeNull()
    fireEvent.click(within(row).getByTestId('plan-accept'))
    await waitFor(() => expect(r.calls).toContain('ops/inspection/accept'))
    fireEvent.click(within(row).getByTestId('plan-records'))
    await screen.findByText('No inspection records')
    expect(r.refusals).toEqual([])
  })
})
