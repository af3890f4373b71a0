// Tables of migration 0056 (issue 35): the driver protocols and their register types.

export interface ProtocolTable {
  key: string
  name: string
  /** JSON array of data types */
  dataTypes: string
  sort: number
  updatedAt: number
}

export interface RegisterTypeTable {
  protocol: string
  name: string
  labelZh: string
  labelEn: string
  /** the agent's table it is read from */
  tableName: string
  /** JSON array of data types */
  dataTypes: string
  sort: number
}
