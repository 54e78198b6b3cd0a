import type { ListingKind } from '@volna/contracts';
import { paths } from '../../../shared/lib/paths.ts';

/** A board's list: the market's page narrowed to one kind. */
export const boardPath = (kind: ListingKind) => `${paths.categoryHome}?board=${kind}`;

/**
 * The blog is the information board's articles (a branch of its category tree): people read and post them like any
 * other information item, on the same engine, under the same rules (docs/architecture.md).
 */
export const BLOG_PATH = `${paths.categoryHome}?board=information&category=articles`;

export type HubEntry = {
  key: string;
  icon: string;
  /** Where it goes. */
  to: string;
};

/**
 * The services hub's entries (spec §2 pages/serviceFunction/index): dating, VIP dating, classifieds, surveys, anonymous
 * chat, the four boards, the blog, the phone shop, fitness and DNA matching (tag 909).
 */
export const HUB_ENTRIES: HubEntry[] = [
  { key: 'dating', icon: 'heart', to: paths.dating },
  { key: 'vipDating', icon: 'star', to: paths.vipIndex },
  { key: 'classifieds', icon: 'shop', to: paths.categoryHome },
  { key: 'task', icon: 'pay', to: boardPath('task') },
  { key: 'jobPosting', icon: 'team', to: boardPath('jobPosting') },
  { key: 'information', icon: 'info', to: boardPath('information') },
  { key: 'remittance', icon: 'global', to: boardPath('remittance') },
  { key: 'blog', icon: 'edit', to: BLOG_PATH },
  { key: 'phones', icon: 'phone', to: paths.phoneShop },
  { key: 'surveys', icon: 'survey', to: paths.surveyIndex },
  { key: 'anonymousChat', icon: 'anonymous', to: paths.anonymousChat },
  { key: 'fitness', icon: 'fitness', to: paths.fitness },
  { key: 'dna', icon: 'dna', to: paths.dnaIndex },
];
