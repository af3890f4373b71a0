// What a designer edits a page of (designer spec §2 routes): a project, an equipment, a template or a scene.
export const TARGET_KINDS = ['project', 'equip', 'template', 'scene'] as const
export type TargetKind = (typeof TARGET_KINDS)[number]

export interface DesignTarget {
  kind: TargetKind
  id: string
}

/** The owner fields of the page save form for a target. */
export function ownerFields(target: DesignTarget): {
  projectId: string
  equipmentId: string
  templateId: string
} {
  return {
    projectId: target.kind === 'project' ? target.id : '',
    equipmentId: target.kind === 'equip' ? target.id : '',
    templateId: target.kind === 'template' ? target.id : '',
  }
}
