/**
 * The groups' records for the permission matrix and the tenancy test (issue #19): fresh groups of
 * the demo clinic, made by its administrator, so a case that changes one changes no other's.
 */
import type { GroupRecord } from '../../../src/contract/services/groups';
import type { Api } from './permissionMatrixWorld';

/** What the group cases need. */
export interface GroupWorld {
  /** A fresh active group of the demo clinic: its id. */
  newGroupId: () => Promise<number>;
  /** A fresh archived group of the demo clinic: its id. */
  newArchivedGroupId: () => Promise<number>;
  /** A fresh group with `examineeRecordId` as a member: its id. */
  newGroupWith: (examineeRecordId: number) => Promise<number>;
}

let counter = 0;

/** Builds the group world over the demo administrator's API. */
export function buildGroupWorld(admin: Api): GroupWorld {
  const newGroupId = async (): Promise<number> => {
    counter += 1;
    const created = await admin('POST', '/assessment-facade/groups', { name: `Matrix group ${counter}`, type: 'class', schoolYear: '2026-2027' });
    if (created.statusCode !== 201) throw new Error(`createGroup answered ${created.statusCode}: ${created.body}`);
    return created.json<GroupRecord>().id;
  };
  return {
    newGroupId,
    async newArchivedGroupId() {
      const id = await newGroupId();
      const archived = await admin('POST', `/assessment-facade/groups/${id}/archive`);
      if (archived.statusCode !== 200) throw new Error(`archiveGroup answered ${archived.statusCode}: ${archived.body}`);
      return id;
    },
    async newGroupWith(examineeRecordId) {
      const id = await newGroupId();
      const added = await admin('POST', `/assessment-facade/groups/${id}/members`, { examineeRecordIds: [examineeRecordId] });
      if (added.statusCode !== 200) throw new Error(`addGroupMembers answered ${added.statusCode}: ${added.body}`);
      return id;
    },
  };
}
