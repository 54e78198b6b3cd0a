import { type CustomerAssignment, CUSTOMER_SERVICE_MODULE_TYPE, type GroupVo } from '@volna/contracts';
import { api } from '../api/client.ts';

/** The customer-service agent answering me (the one I already talk to, else the least busy). */
export const assignSupport = () =>
  api.get<CustomerAssignment>('/app/ol/customerUser/assign', {
    query: { moduleType: CUSTOMER_SERVICE_MODULE_TYPE },
  });

/** My support group for a product area with that agent; a repeated call answers the same group. */
export const openSupportGroup = (body: {
  groupName: string;
  memberIds: number[];
  responsibleModule: number;
  avatar?: string;
  avatarCompress?: string;
}) => api.post<GroupVo>('/app/group/add/module', { ...body, moduleType: CUSTOMER_SERVICE_MODULE_TYPE });
