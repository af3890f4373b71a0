// Monitoring leases (`monitor/multi/open`, `monitor/project/gateway/open`): a client watching a device
// opens it for `delay` seconds and re-opens before that lapses. A gateway with smart data saving
// (economizeOpen) has its values pushed only while a lease is open, so live updates stop ten minutes
// after the last viewer went idle (platform spec §9).
export class Leases {
  private readonly until = new Map<string, number>()

  constructor(private readonly clock: () => number) {}

  open(deviceId: string, seconds: number): number {
    const until = Math.max(this.until.get(deviceId) ?? 0, this.clock() + seconds * 1000)
    this.until.set(deviceId, until)
    return until
  }

  isOpen(deviceId: string): boolean {
    return (this.until.get(deviceId) ?? 0) > this.clock()
  }
}
