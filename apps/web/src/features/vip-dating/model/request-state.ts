import { type VipRequestAction, VipRequestState, vipTransition } from '@volna/contracts';

const stateNames: Record<number, string> = {
  [VipRequestState.submitted]: 'submitted',
  [VipRequestState.contacted]: 'contacted',
  [VipRequestState.picked]: 'picked',
  [VipRequestState.cancelled]: 'cancelled',
};

/** i18n key of a request's state (spec §4: submitted, staff may contact, candidates picked; or cancelled). */
export const requestStateKey = (state: number) => `vipDating:state.${stateNames[state] ?? 'submitted'}`;

/** Whether the requester may take `action` now: the buttons follow the contracts' transition table. */
export const requesterMay = (state: number, action: VipRequestAction) =>
  vipTransition(state, action, 'requester') !== undefined;
