// A page waiting for its data or its code. Plain CSS, no component library: it is on the runtime route.
import './light.css'

export const PageSpinner = () => (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }} data-testid="page-spinner">
    <span className="lf-spinner" role="progressbar" aria-busy="true" />
  </div>
)

/** A spinner over the whole window, with what is loading. */
export const FullSpinner = ({ label }: { label: string }) => (
  <div className="lf-spinner-full" data-testid="page-spinner">
    <span className="lf-spinner" role="progressbar" aria-busy="true" aria-label={label} />
    <span>{label}</span>
  </div>
)
