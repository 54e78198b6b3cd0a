import { CurrencyId, listingPublishBody } from '@volna/contracts';
import type { Services } from '../services.ts';
import { type SceneKind, scenePicture } from './scene-picture.ts';

// The demo marketplace (issue 14): believable listings in every branch of the category tree, in the languages of
// their owners — the ordinary demo users by index (0 Анна, 1 王芳, 2 John, 3 Дмитрий). Each is published through the
// listings service (a board's deposit really held) under its own Idempotency-Key, so it happens once however often
// the server starts; photos are drawn offline and uploaded as the owner's own files.

const ru = { contactName: 'Анна', contactAreaCode: '+7', contactPhone: '9161234567' } as const;
const ruMan = { contactName: 'Дмитрий', contactAreaCode: '+7', contactPhone: '9031112233' } as const;
const zh = { contactName: '王芳', contactAreaCode: '+86', contactPhone: '13812345678' } as const;
const en = { contactName: 'John', contactAreaCode: '+7', contactPhone: '9257654321' } as const;

type DemoListing = { owner: number; photos?: SceneKind[]; listing: Record<string, unknown> };

export const DEMO_LISTINGS: DemoListing[] = [
  {
    owner: 0,
    photos: ['city'],
    listing: {
      categoryPath: ['events', 'culture', 'concerts'],
      country: 'RU',
      city: 'Москва',
      title: 'Джазовый вечер в саду Эрмитаж',
      description: 'Живая музыка под открытым небом, вход свободный.',
      price: '0',
      body: {
        kind: 'event',
        eventName: 'Джаз в Эрмитаже',
        organizer: 'Сад Эрмитаж',
        date: '2026-12-19',
        time: '19:00',
        place: 'Каретный ряд, 3',
      },
    },
  },
  {
    owner: 1,
    photos: ['flowers'],
    listing: {
      categoryPath: ['events', 'culture', 'exhibitions'],
      country: 'CN',
      city: '哈尔滨',
      title: '哈尔滨冰雪艺术展',
      description: '冰雕与雪雕作品展，适合全家参观。',
      price: '120',
      currencyId: CurrencyId.CNY,
      body: {
        kind: 'event',
        eventName: '冰雪艺术展',
        organizer: '哈尔滨文化中心',
        date: '2027-01-05',
        time: '10:00',
        place: '太阳岛风景区',
      },
    },
  },
  {
    owner: 2,
    listing: {
      categoryPath: ['events', 'business-events', 'meetups'],
      country: 'RU',
      city: 'Moscow',
      title: 'China–Russia trade meetup',
      description: 'Importers and logistics people meet over coffee. English and Russian spoken.',
      price: '500',
      body: {
        kind: 'event',
        eventName: 'Trade meetup #12',
        organizer: 'Volna community',
        date: '2026-12-10',
        time: '18:30',
        place: 'Coworking Tsvetnoy, hall B',
      },
    },
  },
  {
    owner: 3,
    listing: {
      categoryPath: ['events', 'business-events', 'trainings'],
      country: 'RU',
      city: 'Казань',
      title: 'Курс китайского для бизнеса',
      description: 'Восемь занятий по субботам, группа до 10 человек.',
      price: '8000',
      body: {
        kind: 'event',
        eventName: 'Китайский для переговоров',
        organizer: 'Школа «Шёлковый путь»',
        date: '2026-12-05',
        time: '11:00',
        place: 'ул. Баумана, 44',
      },
    },
  },
  {
    owner: 3,
    photos: ['mountains'],
    listing: {
      categoryPath: ['events', 'sports-events'],
      country: 'RU',
      city: 'Сочи',
      title: 'Забег по горной тропе 15 км',
      description: 'Трейл для любителей, медаль каждому финишёру.',
      price: '1500',
      body: {
        kind: 'event',
        eventName: 'Красная Поляна Трейл',
        organizer: 'Клуб «Вершина»',
        date: '2027-01-17',
        time: '09:00',
        place: 'Эсто-Садок, старт у канатной дороги',
      },
    },
  },
  {
    owner: 0,
    listing: {
      categoryPath: ['jobs', 'part-time-work'],
      country: 'RU',
      city: 'Москва',
      title: 'Промоутер на выходные',
      description: 'Раздача листовок у метро, оплата в конце дня.',
      price: '2500',
      body: { kind: 'job', address: 'м. Тверская', wagePeriod: 'day', ...ru },
    },
  },
  {
    owner: 1,
    listing: {
      categoryPath: ['jobs', 'one-off-work'],
      country: 'CN',
      city: '广州',
      title: '展会俄语翻译（三天）',
      description: '广交会期间陪同俄罗斯客户，需流利俄语。',
      price: '600',
      currencyId: CurrencyId.CNY,
      body: { kind: 'job', address: '广交会展馆', wagePeriod: 'day', targetDate: '2026-12-15', ...zh },
    },
  },
  {
    owner: 2,
    listing: {
      categoryPath: ['services', 'paid-services', 'translation'],
      country: 'RU',
      city: 'Moscow',
      title: 'Certified translation English ⇄ Russian',
      description: 'Contracts, diplomas, notarised copies in two days.',
      price: '900',
      body: { kind: 'service', address: 'Myasnitskaya 24, office 5', ...en },
    },
  },
  {
    owner: 3,
    listing: {
      categoryPath: ['services', 'paid-services', 'repairs'],
      country: 'RU',
      city: 'Казань',
      title: 'Ремонт телефонов и ноутбуков',
      description: 'Замена экрана за час, гарантия 6 месяцев.',
      price: '1500',
      body: { kind: 'service', address: 'ул. Пушкина, 12', ...ruMan },
    },
  },
  {
    owner: 1,
    listing: {
      categoryPath: ['services', 'paid-services', 'logistics'],
      country: 'CN',
      city: '义乌',
      title: '义乌到莫斯科拼箱物流',
      description: '每周两班，门到门，清关包税。',
      price: null,
      currencyId: CurrencyId.CNY,
      body: { kind: 'service', address: '义乌国际商贸城', ...zh },
    },
  },
  {
    owner: 2,
    listing: {
      categoryPath: ['services', 'franchise'],
      country: 'RU',
      city: 'Saint Petersburg',
      title: 'Bubble tea franchise, turnkey',
      description: 'Equipment, recipes and training included; payback in about 14 months.',
      price: '1200000',
      body: { kind: 'service', address: 'Nevsky prospekt 100', ...en },
    },
  },
  {
    owner: 1,
    listing: {
      categoryPath: ['services', 'demand-procurement'],
      country: 'CN',
      city: '深圳',
      title: '代采购电子元器件',
      description: '按清单采购，提供质检报告。',
      price: null,
      currencyId: CurrencyId.CNY,
      body: { kind: 'service', address: '华强北', ...zh },
    },
  },
  {
    owner: 1,
    photos: ['city'],
    listing: {
      categoryPath: ['goods', 'electronics', 'phones'],
      country: 'CN',
      city: '哈尔滨',
      title: '出售二手iPhone 14手机',
      description: '九成新，电池健康 90%，无划痕。',
      price: '3200',
      currencyId: CurrencyId.CNY,
      body: { kind: 'goods', condition: 'used', address: '中央大街', ...zh },
    },
  },
  {
    owner: 2,
    listing: {
      categoryPath: ['goods', 'electronics', 'computers'],
      country: 'RU',
      city: 'Moscow',
      title: 'New laptop, 16 GB RAM, sealed box',
      description: 'Bought as a gift, never opened. Receipt included.',
      price: '74000',
      body: { kind: 'goods', condition: 'new', address: '', ...en },
    },
  },
  {
    owner: 3,
    photos: ['city'],
    listing: {
      categoryPath: ['goods', 'vehicles', 'used-cars'],
      country: 'RU',
      city: 'Владивосток',
      title: 'Toyota Prius 2018, без пробега по РФ',
      description: 'Гибрид, один владелец в Японии, растаможен.',
      price: '1450000',
      body: { kind: 'goods', condition: 'used', address: 'Зелёный угол', ...ruMan },
    },
  },
  {
    owner: 0,
    photos: ['mountains'],
    listing: {
      categoryPath: ['goods', 'vehicles', 'bicycles'],
      country: 'RU',
      city: 'Казань',
      title: 'Продаю горный велосипед Stels',
      description: 'Рама 18", дисковые тормоза, катался один сезон.',
      price: '12000',
      body: { kind: 'goods', condition: 'used', address: 'ул. Баумана', ...ru },
    },
  },
  {
    owner: 1,
    listing: {
      categoryPath: ['goods', 'mining-machines'],
      country: 'CN',
      city: '成都',
      title: '全新矿机 批量出售',
      description: '原厂保修一年，可发往俄罗斯。',
      price: '18000',
      currencyId: CurrencyId.CNY,
      body: { kind: 'goods', condition: 'new', address: '高新区', ...zh },
    },
  },
  {
    owner: 3,
    listing: {
      categoryPath: ['goods', 'purchase-requests'],
      country: 'RU',
      city: 'Новосибирск',
      title: 'Куплю чайный сервиз из Цзиндэчжэня',
      description: 'Фарфор, 6 персон, можно б/у в хорошем состоянии.',
      price: '15000',
      body: { kind: 'goods', condition: 'used', address: '', ...ruMan },
    },
  },
  {
    owner: 0,
    photos: ['flowers'],
    listing: {
      categoryPath: ['goods', 'home-goods'],
      country: 'RU',
      city: 'Москва',
      title: 'Шёлковое покрывало из Ханчжоу',
      description: 'Новое, в упаковке, 200×220.',
      price: '6500',
      body: { kind: 'goods', condition: 'new', address: '', ...ru },
    },
  },
  {
    owner: 0,
    photos: ['city', 'sea'],
    listing: {
      categoryPath: ['rentals', 'flats'],
      country: 'RU',
      city: 'Владивосток',
      title: 'Однокомнатная квартира с видом на бухту',
      description: 'Мебель и техника, 10 минут до центра.',
      price: '35000',
      body: {
        kind: 'rental',
        address: 'ул. Светланская, 9',
        leaseTermMonths: 11,
        bond: '35000',
        ...ru,
      },
    },
  },
  {
    owner: 1,
    listing: {
      categoryPath: ['rentals', 'rooms'],
      country: 'CN',
      city: '北京',
      title: '五道口单间出租',
      description: '近地铁，适合留学生，可短租。',
      price: '3500',
      currencyId: CurrencyId.CNY,
      body: { kind: 'rental', address: '五道口华清嘉园', leaseTermMonths: 6, bond: '0', ...zh },
    },
  },
  {
    owner: 2,
    listing: {
      categoryPath: ['rentals', 'commercial'],
      country: 'RU',
      city: 'Moscow',
      title: 'Showroom 80 m² near Sadovod market',
      description: 'Ground floor, own entrance, parking.',
      price: '180000',
      body: { kind: 'rental', address: '14th km MKAD', leaseTermMonths: 12, bond: '180000', ...en },
    },
  },
  {
    owner: 1,
    listing: {
      categoryPath: ['tasks', 'online-tasks'],
      country: 'CN',
      city: '广州',
      title: '翻译俄语产品说明书',
      description: '约 20 页家电说明书，中译俄。',
      price: '800',
      currencyId: CurrencyId.CNY,
      body: {
        kind: 'task',
        location: '线上',
        negotiable: false,
        deadline: '2026-12-20',
        requirements: '俄语母语或专业八级，有技术翻译经验',
        referralAllowed: false,
        referralReward: '0',
      },
    },
  },
  {
    owner: 3,
    listing: {
      categoryPath: ['tasks', 'offline-tasks'],
      country: 'RU',
      city: 'Москва',
      title: 'Встретить груз на складе и проверить количество',
      description: 'Сверить коробки с накладной, прислать фото.',
      price: null,
      body: {
        kind: 'task',
        location: 'Склад в Подольске',
        negotiable: true,
        deadline: '2026-12-08',
        requirements: 'Своя машина, аккуратность',
        // The demo's paid task with referrals (200 ₽ × 2 places held): seedDemoTaskReferrals applies to it.
        referralAllowed: true,
        referralReward: '200',
        referralPlaces: 2,
      },
    },
  },
  {
    owner: 2,
    listing: {
      categoryPath: ['job-postings', 'it'],
      country: 'RU',
      city: 'Moscow',
      title: 'Frontend developer (React, TypeScript)',
      description: 'A messenger super-app for Russia and China.',
      price: '250000',
      body: {
        kind: 'jobPosting',
        position: 'Frontend developer',
        requirements: '3+ years of React and TypeScript; Chinese is a plus',
        workplace: 'Office or remote',
        address: 'Leningradsky prospekt 39',
        nature: 'fullTime',
        mode: 'online',
        experience: 'from3to5',
        headcount: 2,
        companyName: 'Volna Labs LLC',
        companyAddress: 'Leningradsky prospekt 39, Moscow',
        licenceNumber: '1237700000001',
        taxTerms: 'Employment contract, taxes withheld by the employer',
        ...en,
      },
    },
  },
  {
    owner: 3,
    listing: {
      categoryPath: ['job-postings', 'trade-jobs'],
      country: 'RU',
      city: 'Новосибирск',
      title: 'Менеджер по закупкам в Китае',
      description: 'Поиск поставщиков, переговоры, контроль отгрузок.',
      price: '120000',
      body: {
        kind: 'jobPosting',
        position: 'Менеджер ВЭД',
        requirements: 'Китайский HSK 4+, опыт в закупках от года',
        workplace: 'Офис',
        address: 'Красный проспект, 50',
        nature: 'fullTime',
        mode: 'onSite',
        experience: 'from1to3',
        headcount: 1,
        companyName: 'ООО «Сибирь-Азия»',
        companyAddress: 'Новосибирск, Красный проспект, 50',
        licenceNumber: '1155476000012',
        taxTerms: 'Трудовой договор, белая зарплата',
        ...ruMan,
      },
    },
  },
  {
    owner: 0,
    listing: {
      categoryPath: ['job-postings', 'office'],
      country: 'RU',
      city: 'Москва',
      title: 'Администратор офиса со знанием английского',
      description: 'Пятидневка, обед за счёт компании.',
      price: '70000',
      body: {
        kind: 'jobPosting',
        position: 'Администратор',
        requirements: 'Английский B2, аккуратность',
        workplace: 'Офис',
        address: 'Пресненская наб., 12',
        nature: 'partTime',
        mode: 'onSite',
        experience: 'none',
        headcount: 1,
        companyName: 'ООО «Волна»',
        companyAddress: 'Москва, Пресненская наб., 12',
        licenceNumber: '1217700000002',
        taxTerms: 'Договор ГПХ, налоги удерживает компания',
        ...ru,
      },
    },
  },
  {
    owner: 3,
    photos: ['sea'],
    listing: {
      categoryPath: ['information', 'news'],
      country: 'RU',
      city: 'Владивосток',
      title: 'Новый рейс Владивосток — Харбин',
      description: 'С декабря два раза в неделю, билеты уже в продаже.',
      price: '0',
      body: { kind: 'information', place: 'Аэропорт Кневичи' },
    },
  },
  {
    owner: 2,
    photos: ['city'],
    listing: {
      categoryPath: ['information', 'articles'],
      country: 'CN',
      city: 'Shanghai',
      title: 'How to open a bank account in China as a foreigner',
      description: 'Documents, banks that accept passports, and what to expect at the counter.',
      price: '0',
      body: { kind: 'information', place: 'Shanghai' },
    },
  },
  {
    owner: 1,
    photos: ['flowers'],
    listing: {
      categoryPath: ['information', 'dna-tests'],
      country: 'CN',
      city: '北京',
      title: 'DNA亲缘鉴定须知',
      description: '采样方式、出结果时间与费用说明。',
      price: '1500',
      currencyId: CurrencyId.CNY,
      body: { kind: 'information', place: '北京各区采样点' },
    },
  },
  {
    owner: 1,
    listing: {
      categoryPath: ['remittance', 'cn-to-ru'],
      country: 'CN',
      city: '广州',
      title: '广州公司付款到莫斯科个人账户',
      description: '货款结算，需要对方提供合同。',
      price: '50000',
      currencyId: CurrencyId.CNY,
      body: {
        kind: 'remittance',
        from: '广州',
        to: 'Москва',
        payerType: 'company',
        payeeType: 'person',
        basis: '供货合同 2026-118',
        remarks: '三个工作日内',
        contact: 'WeChat wangfang88',
        name: '王芳',
        email: 'wang.fang@example.cn',
        feeRate: '0.005',
      },
    },
  },
  {
    owner: 0,
    listing: {
      categoryPath: ['remittance', 'ru-to-cn'],
      country: 'RU',
      city: 'Москва',
      title: 'Оплата поставщику в Иу от ИП',
      description: 'Нужно перевести за партию товара, есть инвойс.',
      price: '300000',
      body: {
        kind: 'remittance',
        from: 'Москва',
        to: '义乌',
        payerType: 'company',
        payeeType: 'company',
        basis: 'Инвойс YW-5521',
        remarks: '',
        contact: 'Telegram @anna_trade',
        name: 'Анна С.',
        email: 'anna@example.ru',
        feeRate: '0.01',
      },
    },
  },
];

/** Publishes the demo listings not published yet; answers how many it made now. */
export async function seedDemoListings(services: Services, memberIds: number[]) {
  let made = 0;
  for (const [index, { owner, photos = [], listing }] of DEMO_LISTINGS.entries()) {
    const userId = memberIds[owner];
    const key = `seed-demo-listing-${index}`;
    if (userId === undefined || (await services.listings.publishedWith(userId, key))) continue;
    const urls: string[] = [];
    for (const [i, scene] of photos.entries()) {
      const data = await scenePicture(scene, 1400 + index * 10 + i);
      urls.push((await services.files.upload(userId, { data, filename: `${scene}.jpg`, kind: 'file' })).url);
    }
    await services.listings.publish(userId, listingPublishBody.parse({ ...listing, photos: urls }), key);
    made++;
  }
  return made;
}

/** The demo's categories, for its test: every branch of the tree has a listing. */
export const DEMO_LISTING_PATHS = DEMO_LISTINGS.map((d) => d.listing.categoryPath as string[]);
