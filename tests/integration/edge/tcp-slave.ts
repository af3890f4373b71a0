// A Modbus TCP slave for the tests, framed from the specification (Modbus Messaging on TCP/IP
// Implementation Guide V1.0b): each ADU is the MBAP header (transaction id, protocol id 0, length of the
// unit id and PDU, unit id) and the PDU, answered with the same transaction id; requests may arrive in
// pieces or several in one chunk. The tables and function codes are modbus-slave.ts.
import { createServer, type Server, type Socket } from 'node:net'
import { ModbusSlaveTables } from './modbus-slave.ts'

export interface TcpSlave {
  tables: ModbusSlaveTables
  port: number
  close(): Promise<void>
}

function serve(tables: ModbusSlaveTables, unitId: number, socket: Socket): void {
  let buf = Buffer.alloc(0)
  socket.on('data', (chunk: Buffer) => {
    buf = Buffer.concat([buf, chunk])
    while (buf.length >= 7 && buf.length >= 6 + buf.readUInt16BE(4)) {
      const adu = buf.subarray(0, 6 + buf.readUInt16BE(4))
      buf = buf.subarray(adu.length)
      if (adu.readUInt16BE(2) !== 0 || adu[6] !== unitId) continue
      const pdu = tables.answerPdu(adu.subarray(7))
      const header = Buffer.alloc(7)
      header.writeUInt16BE(adu.readUInt16BE(0), 0)
      header.writeUInt16BE(0, 2)
      header.writeUInt16BE(pdu.length + 1, 4)
      header[6] = unitId
      socket.write(Buffer.concat([header, pdu]))
    }
  })
  socket.on('error', () => {})
}

export async function startTcpSlave(unitId = 1): Promise<TcpSlave> {
  const tables = new ModbusSlaveTables()
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    serve(tables, unitId, socket)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    tables,
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}
