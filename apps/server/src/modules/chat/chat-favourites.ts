import type { PageQuery } from '@volna/contracts';
import { fail } from '../../http/errors.ts';
import { chatRepository as repo } from './chat.repository.ts';
import { type ChatCore, presentFavourite } from './chat-core.ts';

/** Favourites (/app/messageCollect): a saved copy of a message that outlives cleaning. */
export function createChatFavourites(core: ChatCore) {
  const { db, clock, visibleMessage } = core;
  const favourites = {
    async addFavourite(userId: number, msgUid: string, remark = '') {
      const { row } = await visibleMessage(userId, msgUid);
      if (row.recalled) fail('notFound');
      const created = await repo.insertFavourite(db, {
        userId,
        msgUid,
        conversationType: row.conversationType,
        senderUserId: row.senderUserId,
        objectName: row.objectName,
        content: row.content,
        sentTime: row.sentTime,
        remark,
        createdAt: clock.now(),
      });
      return presentFavourite(created ?? (await repo.favouriteOf(db, userId, msgUid))!);
    },
    async favourites(userId: number, query: PageQuery) {
      const { rows, total } = await repo.favourites(
        db,
        userId,
        (query.pageNum - 1) * query.pageSize,
        query.pageSize,
      );
      return { rows: rows.map(presentFavourite), total };
    },
    async editFavourite(userId: number, id: number, remark: string) {
      return presentFavourite((await repo.editFavourite(db, userId, id, remark)) ?? fail('notFound'));
    },
    async removeFavourite(userId: number, id: number) {
      if (!(await repo.deleteFavourite(db, userId, id))) fail('notFound');
    },
  };
  return favourites;
}
