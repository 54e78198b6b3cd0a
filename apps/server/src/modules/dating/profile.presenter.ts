import {
  DatingMediaType,
  DatingPurchaseKind,
  type DatingImageVo,
  type DatingLabelVo,
  type DatingProfileVo,
  type Language,
} from '@volna/contracts';
import { currencyCodeOf, plainAmount } from '../ledger/amounts.ts';
import type { LabelRow, MediaRow, ProfileRow } from './profile.repository.ts';
import type { ViewerRelations } from './viewer.repository.ts';

/** The checked address of a paid item's bytes (owner and buyers only, bearer auth). */
export const paidMediaUrl = (mediaId: number, compress: boolean) =>
  `/app/jy/media/${mediaId}${compress ? '?compress=1' : ''}`;

const NAME_COLUMN = { ru: 'nameRu', zh: 'nameZh', en: 'nameEn', ja: 'nameJa' } as const;

export const presentLabel = (row: LabelRow, lang: Language): DatingLabelVo => ({
  id: row.id,
  code: row.code,
  name: row[NAME_COLUMN[lang]],
});

/** Whether the viewer may message the owner: own profile, free chat, a mutual like or a paid chat. */
export function chatUnlockedFor(profile: ProfileRow, rel: ViewerRelations) {
  if (rel.viewerId === null) return false;
  if (rel.viewerId === profile.userId || profile.chatPrice === null) return true;
  if (rel.liked.has(profile.userId) && rel.likedMe.has(profile.userId)) return true;
  return rel.bought.has(`${profile.id}:${DatingPurchaseKind.chat}`);
}

export const albumUnlockedFor = (profile: ProfileRow, rel: ViewerRelations) =>
  rel.viewerId !== null &&
  (rel.viewerId === profile.userId || rel.bought.has(`${profile.id}:${DatingPurchaseKind.album}`));

function presentMedia(item: MediaRow, unlocked: boolean): DatingImageVo {
  const locked = item.isPaid && !unlocked;
  return {
    id: item.id,
    mediaType: item.mediaType,
    isPaid: item.isPaid,
    locked,
    imageUrl: locked ? null : item.isPaid ? paidMediaUrl(item.id, false) : item.url,
    imageUrlCompress: locked
      ? null
      : item.isPaid
        ? paidMediaUrl(item.id, item.compressKey !== null)
        : item.urlCompress,
    sort: item.sort,
  };
}

/**
 * A profile as this viewer sees it: paid items he has not bought are locked and carry no address; the avatar (the
 * first item, always a free image) leads the album (spec §7).
 */
export function presentProfile(
  row: ProfileRow,
  media: MediaRow[],
  labels: Map<number, LabelRow>,
  rel: ViewerRelations,
  lang: Language,
): DatingProfileVo {
  const albumUnlocked = albumUnlockedFor(row, rel);
  const items = [...media].sort((a, b) => a.sort - b.sort);
  const liked = rel.liked.has(row.userId);
  const likedMe = rel.likedMe.has(row.userId);
  return {
    id: row.id,
    userId: row.userId,
    nickName: row.nickName,
    avatar: row.avatar,
    avatarCompress: row.avatarCompress,
    gender: row.gender,
    age: row.age,
    height: row.height,
    weight: row.weight,
    location: row.location,
    labelIds: row.labelIds,
    labels: row.labelIds.flatMap((id) => {
      const label = labels.get(id);
      return label ? [presentLabel(label, lang)] : [];
    }),
    brief: row.brief,
    voiceUrl: row.voiceUrl,
    voiceSeconds: row.voiceSeconds,
    chatPrice: row.chatPrice === null ? null : plainAmount(row.chatPrice),
    albumPrice: row.albumPrice === null ? null : plainAmount(row.albumPrice),
    currencyId: row.currencyId,
    currencyCode: currencyCodeOf(row.currencyId),
    userImageList: items.map((item) => presentMedia(item, albumUnlocked)),
    paidCount: items.filter((i) => i.isPaid).length,
    likeCount: row.likeCount,
    isMine: rel.viewerId === row.userId,
    liked,
    likedMe,
    mutual: liked && likedMe,
    albumUnlocked,
    chatUnlocked: chatUnlockedFor(row, rel),
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

export const isImage = (mediaType: number) => mediaType === DatingMediaType.image;
