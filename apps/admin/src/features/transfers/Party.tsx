import type { TransferParty } from '@volna/contracts';
import { Space } from 'antd';
import { UserLink } from '../users/UserLink.tsx';

/** A transfer's sender or receiver: the name, and the id that opens the user's drawer. */
export function Party({ party }: { party: TransferParty }) {
  return (
    <Space size={4}>
      {party.nickName}
      <UserLink userId={party.userId} />
    </Space>
  );
}
