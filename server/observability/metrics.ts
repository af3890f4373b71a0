// This instance's Prometheus metrics (prom-client), one registry per app. Every figure is read when
// Prometheus scrapes (a `collect` callback), never kept up to date on a hot path: a part of the server
// registers a reader (`gauge`, `counter`) and pays nothing between scrapes. Imports nothing of ours, so
// any folder may register its figures.
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client'

export class PlatformMetrics {
  readonly registry = new Registry()
  private nodeMetrics = false

  /**
   * prom-client's default Node metrics (event-loop delay p50/p90/p99, CPU, memory, GC, handles): started
   * only for an instance that is scraped, as they sample the event loop.
   */
  collectNodeMetrics(): void {
    if (this.nodeMetrics) return
    this.nodeMetrics = true
    collectDefaultMetrics({ register: this.registry })
  }

  /** A figure read at each scrape. */
  gauge(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read())
      },
    })
  }

  /** A running total read at each scrape (`rate()` makes it per second); `read` never decreases. */
  counter(name: string, help: string, read: () => number): void {
    new Counter({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.reset()
        this.inc(read())
      },
    })
  }
}
