import { Spin } from 'antd'

export const PageSpinner = () => (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }} data-testid="page-spinner">
    <Spin size="large" />
  </div>
)
