import type { Language } from './enums.ts';

// The listings' category tree (issue 14, spec §3 "category and two sub-levels"): a root per kind, then two levels.
// Codes are stable (stored on listings); names are in the four UI languages. Nodes that are one of the spec's service
// tags (2, 901–914) carry it, so the services hub and the tags point at the same branch.

export const LISTING_KINDS = [
  'event',
  'job',
  'service',
  'goods',
  'rental',
  'task',
  'jobPosting',
  'information',
  'remittance',
] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** Spec §3 service tags by code. */
export const ServiceTag = {
  secureTransfer: 2,
  usedCar: 901,
  paymentTransaction: 902,
  paidServices: 903,
  purchaseRequest: 904,
  demandProcurement: 905,
  franchise: 906,
  recruitment: 907,
  miningMachine: 908,
  dna: 909,
  trade: 911,
  fitness: 912,
  phone: 913,
  qrRecharge: 914,
} as const;

export type CategoryNames = Record<Language, string>;
export type ListingCategoryNode = {
  code: string;
  names: CategoryNames;
  serviceTag?: number;
  children?: ListingCategoryNode[];
};
export type ListingCategoryRoot = ListingCategoryNode & { kind: ListingKind };

const n = (ru: string, zh: string, en: string, ja: string): CategoryNames => ({ ru, zh, en, ja });
const leaf = (code: string, names: CategoryNames, serviceTag?: number): ListingCategoryNode => ({
  code,
  names,
  ...(serviceTag ? { serviceTag } : {}),
});

export const LISTING_CATEGORY_TREE: ListingCategoryRoot[] = [
  {
    kind: 'event',
    code: 'events',
    names: n('Мероприятия', '活动', 'Events', 'イベント'),
    children: [
      {
        code: 'culture',
        names: n('Культура', '文化', 'Culture', '文化'),
        children: [
          leaf('concerts', n('Концерты', '音乐会', 'Concerts', 'コンサート')),
          leaf('exhibitions', n('Выставки', '展览', 'Exhibitions', '展覧会')),
        ],
      },
      {
        code: 'business-events',
        names: n('Деловые встречи', '商务活动', 'Business events', 'ビジネスイベント'),
        children: [
          leaf('meetups', n('Встречи', '交流会', 'Meetups', 'ミートアップ')),
          leaf('trainings', n('Обучение', '培训', 'Trainings', '研修')),
        ],
      },
      {
        code: 'sports-events',
        names: n('Спорт', '体育', 'Sports', 'スポーツ'),
        serviceTag: ServiceTag.fitness,
      },
    ],
  },
  {
    kind: 'job',
    code: 'jobs',
    names: n('Работа', '工作', 'Jobs', '仕事'),
    children: [
      leaf('part-time-work', n('Подработка', '兼职', 'Part-time work', 'アルバイト')),
      leaf('one-off-work', n('Разовая работа', '临时工作', 'One-off work', '単発の仕事')),
    ],
  },
  {
    kind: 'service',
    code: 'services',
    names: n('Услуги', '服务', 'Services', 'サービス'),
    children: [
      {
        code: 'paid-services',
        names: n('Платные услуги', '有偿服务', 'Paid services', '有料サービス'),
        serviceTag: ServiceTag.paidServices,
        children: [
          leaf('translation', n('Переводы', '翻译', 'Translation', '翻訳')),
          leaf('repairs', n('Ремонт', '维修', 'Repairs', '修理')),
          leaf('logistics', n('Доставка и логистика', '物流', 'Delivery and logistics', '配送・物流')),
        ],
      },
      leaf('franchise', n('Франшиза', '特许经营', 'Franchise', 'フランチャイズ'), ServiceTag.franchise),
      leaf(
        'demand-procurement',
        n('Закупки по заявке', '需求采购', 'Demand procurement', '需要調達'),
        ServiceTag.demandProcurement,
      ),
    ],
  },
  {
    kind: 'goods',
    code: 'goods',
    names: n('Товары', '商品', 'Goods', '商品'),
    children: [
      {
        code: 'electronics',
        names: n('Электроника', '电子产品', 'Electronics', '電子機器'),
        children: [
          leaf('phones', n('Телефоны', '手机', 'Phones', 'スマートフォン'), ServiceTag.phone),
          leaf('computers', n('Компьютеры', '电脑', 'Computers', 'パソコン')),
        ],
      },
      {
        code: 'vehicles',
        names: n('Транспорт', '交通工具', 'Vehicles', '乗り物'),
        children: [
          leaf('used-cars', n('Автомобили с пробегом', '二手车', 'Used cars', '中古車'), ServiceTag.usedCar),
          leaf('bicycles', n('Велосипеды', '自行车', 'Bicycles', '自転車')),
        ],
      },
      leaf(
        'mining-machines',
        n('Майнинг-оборудование', '矿机', 'Mining machines', 'マイニング機器'),
        ServiceTag.miningMachine,
      ),
      leaf(
        'purchase-requests',
        n('Куплю', '求购', 'Purchase requests', '買います'),
        ServiceTag.purchaseRequest,
      ),
      leaf('home-goods', n('Для дома', '家居用品', 'Home', '生活用品'), ServiceTag.trade),
    ],
  },
  {
    kind: 'rental',
    code: 'rentals',
    names: n('Аренда', '租赁', 'Rentals', '賃貸'),
    children: [
      leaf('flats', n('Квартиры', '公寓', 'Flats', 'アパート')),
      leaf('rooms', n('Комнаты', '房间', 'Rooms', '部屋')),
      leaf('commercial', n('Коммерческая недвижимость', '商业地产', 'Commercial property', '商業物件')),
    ],
  },
  {
    kind: 'task',
    code: 'tasks',
    names: n('Платные задания', '付费任务', 'Paid tasks', '有償タスク'),
    children: [
      leaf('online-tasks', n('Онлайн-задания', '线上任务', 'Online tasks', 'オンラインタスク')),
      leaf('offline-tasks', n('Задания на месте', '线下任务', 'On-site tasks', '現地タスク')),
    ],
  },
  {
    kind: 'jobPosting',
    code: 'job-postings',
    names: n('Вакансии', '招聘', 'Job postings', '求人'),
    serviceTag: ServiceTag.recruitment,
    children: [
      leaf('office', n('Офис', '办公室', 'Office', 'オフィス')),
      leaf('trade-jobs', n('Торговля', '贸易', 'Trade', '貿易'), ServiceTag.trade),
      leaf('it', n('IT', 'IT', 'IT', 'IT')),
    ],
  },
  {
    kind: 'information',
    code: 'information',
    names: n('Информация', '信息', 'Information', '情報'),
    children: [
      leaf('news', n('Новости', '新闻', 'News', 'ニュース')),
      leaf('articles', n('Статьи', '文章', 'Articles', '記事')),
      leaf('dna-tests', n('ДНК-тесты', 'DNA检测', 'DNA tests', 'DNA検査'), ServiceTag.dna),
    ],
  },
  {
    kind: 'remittance',
    code: 'remittance',
    names: n('Переводы Китай–Россия', '中俄汇款', 'China–Russia remittance', '中露送金'),
    serviceTag: ServiceTag.paymentTransaction,
    children: [
      leaf('cn-to-ru', n('Из Китая в Россию', '中国到俄罗斯', 'China to Russia', '中国からロシアへ')),
      leaf('ru-to-cn', n('Из России в Китай', '俄罗斯到中国', 'Russia to China', 'ロシアから中国へ')),
    ],
  },
];

/** The root and the nodes along `path` when it is a path of the tree (root first); undefined otherwise. */
export function categoryOf(
  path: readonly string[],
): { kind: ListingKind; nodes: ListingCategoryNode[] } | undefined {
  const root = LISTING_CATEGORY_TREE.find((r) => r.code === path[0]);
  if (!root || path.length > 3) return undefined;
  const nodes: ListingCategoryNode[] = [root];
  let level: ListingCategoryNode[] = root.children ?? [];
  for (const code of path.slice(1)) {
    const next = level.find((c) => c.code === code);
    if (!next) return undefined;
    nodes.push(next);
    level = next.children ?? [];
  }
  return { kind: root.kind, nodes };
}
