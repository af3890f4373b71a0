// Browsing an OPC UA server for the platform's driver screen (NCMD `Command/Browse`): the children of a
// node (the Objects folder first), each variable with the data type the variable screen would give it
// and whether the driver's login may write it.
import {
  AccessLevelFlag,
  AttributeIds,
  BrowseDirection,
  DataType,
  NodeClass,
  ObjectIds,
  resolveNodeId,
} from 'node-opcua-client'
import { Code } from '../../core/i18n/codes.ts'
import type { BrowsedNode, ModbusTcpDriver, VariableDataType } from '../../schemas/edge/index.ts'
import { DriverFault } from '../agent/driver-io.ts'
import { WRITE_TYPES } from './io.ts'
import { openSession, within } from './session.ts'

const MAX_NODES = 500

/** The variable data type of an OPC UA data type (the written ones, and bytes widened to 16 bits). */
const DATA_TYPES: Partial<Record<number, VariableDataType>> = {
  ...Object.fromEntries(Object.entries(WRITE_TYPES).map(([t, opc]) => [opc, t])),
  [DataType.SByte]: 'int16',
  [DataType.Byte]: 'uint16',
}

const classOf = (c: NodeClass): BrowsedNode['nodeClass'] =>
  c === NodeClass.Object ? 'Object' : c === NodeClass.Variable ? 'Variable' : 'Other'

export async function browseNodes(driver: ModbusTcpDriver, nodeId?: string): Promise<BrowsedNode[]> {
  if (!driver.opcUa) throw new DriverFault(Code.variableMissing, `${driver.id} is not an OPC UA driver`)
  const opc = await openSession(driver.opcUa, driver.waitTimeMs)
  try {
    const work = async () => {
      const result = await opc.session.browse({
        nodeId: nodeId ? resolveNodeId(nodeId) : resolveNodeId(ObjectIds.ObjectsFolder),
        browseDirection: BrowseDirection.Forward,
        referenceTypeId: 'HierarchicalReferences',
        includeSubtypes: true,
        resultMask: 63,
      })
      const refs = (result.references ?? [])
        .filter((r) => r.nodeClass === NodeClass.Object || r.nodeClass === NodeClass.Variable)
        .slice(0, MAX_NODES)
      const variables = refs.filter((r) => r.nodeClass === NodeClass.Variable)
      const attributes = variables.length
        ? await opc.session.read(
            variables.flatMap((r) => [
              { nodeId: r.nodeId, attributeId: AttributeIds.DataType },
              { nodeId: r.nodeId, attributeId: AttributeIds.UserAccessLevel },
            ]),
          )
        : []
      return refs.map((r): BrowsedNode => {
        const node: BrowsedNode = {
          nodeId: r.nodeId.toString(),
          name: r.displayName.text ?? r.browseName.name ?? r.nodeId.toString(),
          nodeClass: classOf(r.nodeClass),
        }
        const i = variables.indexOf(r)
        if (i < 0) return node
        const typeId = attributes[i * 2]?.value.value as { namespace?: number; value?: unknown } | undefined
        const dataType =
          typeId?.namespace === 0 && typeof typeId.value === 'number' ? DATA_TYPES[typeId.value] : undefined
        const access = Number(attributes[i * 2 + 1]?.value.value ?? 0)
        return {
          ...node,
          ...(dataType && { dataType }),
          writable: (access & AccessLevelFlag.CurrentWrite) !== 0,
        }
      })
    }
    return await within(driver.waitTimeMs * 2, 'browse', work())
  } finally {
    await opc.close()
  }
}
