import type { ChatMessage } from '@volna/contracts';
import { type ComponentType, lazy } from 'react';
import { withRestOfStrings } from '../../../../shared/i18n/i18n.ts';

type Card = ComponentType<{ message: ChatMessage }>;
const card = <K extends string>(load: () => Promise<Record<K, Card>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

// The money and service cards read their content with the contracts' schemas (zod) and format amounts with
// decimal.js: loaded when a chat shows one, so a chat of words opens without them (issue 19).
export const RedPacketCard = card(() => import('../red-packet/RedPacketCard.tsx'), 'RedPacketCard');
export const TransferCard = card(() => import('../transfer/TransferCard.tsx'), 'TransferCard');
export const P2pOrderCard = card(() => import('../p2p/P2pOrderCard.tsx'), 'P2pOrderCard');
// These two speak the marketplace's and the surveys' words, which are not in the signed-in strings a chat starts with.
export const ListingOrderCard = card(
  withRestOfStrings(() => import('../listing-order/ListingOrderCard.tsx')),
  'ListingOrderCard',
);
export const SurveyChatCard = card(
  withRestOfStrings(() => import('../survey/SurveyChatCard.tsx')),
  'SurveyChatCard',
);
// A bubble's picture, video, file or voice note: loaded when a chat shows one, so a chat of words opens without their
// code and icons (~10 KB gzipped, issue 29).
export const ImageContent = card(() => import('../media/ImageContent.tsx'), 'ImageContent');
export const VideoContent = card(() => import('../media/VideoContent.tsx'), 'VideoContent');
export const FileContent = card(() => import('../media/FileContent.tsx'), 'FileContent');
export const VoiceContent = card(() => import('../media/VoiceContent.tsx'), 'VoiceContent');
// The product cards (issue 32): a ticket's, a shared listing's or profile's, an anonymous chat's, a link's preview.
const product = () => import('../product/ProductCards.tsx');
export const WorkTicketCard = card(product, 'WorkTicketCard');
export const DiscoverCard = card(product, 'DiscoverCard');
export const ToPrivateChatCard = card(product, 'ToPrivateChatCard');
export const StrangerCard = card(product, 'StrangerCard');
export const PrerenderCard = card(product, 'PrerenderCard');
