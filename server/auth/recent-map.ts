/** A map that forgets the least recently set key beyond `max`: bounded memory for per-client state. */
export class RecentMap<V> extends Map<string, V> {
  constructor(private readonly max: number) {
    super()
  }
  override set(key: string, value: V): this {
    this.delete(key)
    super.set(key, value)
    if (this.size > this.max) this.delete(this.keys().next().value as string)
    return this
  }
}
