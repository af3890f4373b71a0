// Work orders over every device (platform spec §2 `ops/repairs`, `ops/worksheet`; §4 work order states):
// the managers' list of the enterprise's orders (new, dispatch, end early) and the repairer's own
// (accept, finish), each with a status filter; a device links to the order in its device detail.
import { Card } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { WORK_ORDER_STATUSES, type WorkOrderStatus } from '../../../schemas/entities/ops.ts'
import { WorkOrderTable } from '../shared/maintenance/work-orders.tsx'
import { ALL, StatusFilter } from './status-filter.tsx'

function OrderList({ mine }: { mine: boolean }) {
  const { t } = useTranslation('ops')
  const [status, setStatus] = useState<WorkOrderStatus | typeof ALL>(ALL)
  return (
    <Card data-testid={mine ? 'worksheet' : 'work-orders'}>
      <WorkOrderTable
        ns="ops"
        filters={{ status: status === ALL ? undefined : status, mine: mine || undefined }}
        manage={!mine}
        toolbar={
          <StatusFilter
            states={WORK_ORDER_STATUSES}
            value={status}
            onChange={setStatus}
            label={(s) => t(`orderStatus.${s}`)}
          />
        }
      />
    </Card>
  )
}

/** `ops/repairs`: every work order of the enterprise (ops_order_manage). */
export const WorkOrders = () => <OrderList mine={false} />

/** `ops/worksheet`: the work orders given to the caller (ops_order_handle). */
export const MyWorkOrders = () => <OrderList mine />
