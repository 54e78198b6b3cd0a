import {
  CurrencyId,
  type DatingProfileBody,
  FlowDirection,
  FlowStatus,
  FlowType,
  Gender,
} from '@volna/contracts';
import type { Services } from '../services.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { type SceneKind, scenePicture } from './scene-picture.ts';

// A dozen published dating profiles, so the dating tab (where the app sends everyone) is alive on the first start:
// drawn photos (a portrait avatar, then scenes), purpose tags, some paid albums and paid chats.

type DemoDater = {
  phone: string;
  nickName: string;
  gender: 1 | 2;
  age: number;
  height: number;
  weight: number;
  location: string;
  labels: string[];
  brief: string;
  /** Scenes after the portrait avatar; those marked paid go into the paid album. */
  photos: { scene: SceneKind; paid?: boolean }[];
  albumPrice?: string;
  chatPrice?: string;
};

const F = Gender.female;
const M = Gender.male;

export const DEMO_DATERS: readonly DemoDater[] = [
  {
    phone: '9990000101',
    nickName: 'Алина',
    gender: F,
    age: 26,
    height: 168,
    weight: 54,
    location: 'Москва',
    labels: ['serious', 'travel'],
    brief: 'Люблю горы, кофе и долгие прогулки по набережной.',
    photos: [{ scene: 'mountains' }, { scene: 'sea', paid: true }, { scene: 'city', paid: true }],
    albumPrice: '50',
    chatPrice: '10',
  },
  {
    phone: '9990000102',
    nickName: 'Дмитрий',
    gender: M,
    age: 31,
    height: 183,
    weight: 80,
    location: 'Москва',
    labels: ['serious', 'sport'],
    brief: 'Бегаю по утрам, по вечерам читаю. Ищу ту, с кем интересно молчать.',
    photos: [{ scene: 'city' }, { scene: 'mountains' }],
  },
  {
    phone: '9990000103',
    nickName: 'Ксения',
    gender: F,
    age: 23,
    height: 162,
    weight: 50,
    location: 'Санкт-Петербург',
    labels: ['dates', 'chat'],
    brief: 'Студентка, рисую акварелью и обожаю белые ночи.',
    photos: [{ scene: 'flowers' }, { scene: 'sea' }, { scene: 'flowers', paid: true }],
    albumPrice: '30',
  },
  {
    phone: '9990000104',
    nickName: 'Игорь',
    gender: M,
    age: 38,
    height: 178,
    weight: 85,
    location: 'Казань',
    labels: ['marriage'],
    brief: 'Инженер, люблю рыбалку и домашний уют. Хочу семью.',
    photos: [{ scene: 'sea' }],
    chatPrice: '5',
  },
  {
    phone: '9990000105',
    nickName: '李娜',
    gender: F,
    age: 29,
    height: 165,
    weight: 52,
    location: '上海',
    labels: ['language', 'friendship'],
    brief: '在莫斯科学习俄语，想认识新朋友，一起练习语言。',
    photos: [{ scene: 'city' }, { scene: 'flowers' }],
  },
  {
    phone: '9990000106',
    nickName: 'Wei',
    gender: M,
    age: 34,
    height: 175,
    weight: 70,
    location: 'Beijing',
    labels: ['travel', 'chat'],
    brief: 'Photographer. I travel a lot and always look for a good companion.',
    photos: [{ scene: 'mountains' }, { scene: 'mountains', paid: true }, { scene: 'sea', paid: true }],
    albumPrice: '80',
    chatPrice: '20',
  },
  {
    phone: '9990000107',
    nickName: 'Мария',
    gender: F,
    age: 45,
    height: 170,
    weight: 62,
    location: 'Сочи',
    labels: ['serious', 'dates'],
    brief: 'Живу у моря, работаю в гостинице. Ценю честность и чувство юмора.',
    photos: [{ scene: 'sea' }, { scene: 'flowers' }],
  },
  {
    phone: '9990000108',
    nickName: 'Артём',
    gender: M,
    age: 27,
    height: 186,
    weight: 78,
    location: 'Новосибирск',
    labels: ['sport', 'friendship'],
    brief: 'Сноуборд зимой, велосипед летом. Ищу компанию для активного отдыха.',
    photos: [{ scene: 'mountains' }, { scene: 'city' }],
  },
  {
    phone: '9990000109',
    nickName: 'Emily',
    gender: F,
    age: 32,
    height: 172,
    weight: 58,
    location: 'Москва',
    labels: ['language', 'dates'],
    brief: 'English teacher in Moscow. Let’s swap languages over tea.',
    photos: [{ scene: 'city' }, { scene: 'flowers', paid: true }],
    albumPrice: '25',
  },
  {
    phone: '9990000110',
    nickName: 'Сергей',
    gender: M,
    age: 52,
    height: 176,
    weight: 88,
    location: 'Санкт-Петербург',
    labels: ['marriage', 'serious'],
    brief: 'Вдовец, двое взрослых детей. Люблю театр и дачу.',
    photos: [{ scene: 'flowers' }],
  },
  {
    phone: '9990000111',
    nickName: 'Ольга',
    gender: F,
    age: 36,
    height: 166,
    weight: 57,
    location: 'Казань',
    labels: ['friendship', 'travel'],
    brief: 'Путешествую с рюкзаком, была в 30 странах. Расскажу про каждую.',
    photos: [{ scene: 'sea' }, { scene: 'mountains' }, { scene: 'city', paid: true }],
    albumPrice: '40',
    chatPrice: '15',
  },
  {
    phone: '9990000112',
    nickName: 'Николай',
    gender: M,
    age: 42,
    height: 180,
    weight: 82,
    location: 'Москва',
    labels: ['serious'],
    brief: 'Врач, спокойный, надёжный. Хочу встретить добрую женщину.',
    photos: [{ scene: 'city' }, { scene: 'sea' }],
  },
];

/** Enough roubles for the deposit, credited once per dater from the top-up float (idempotency key per user). */
async function fund(services: Services, userId: number) {
  const { ledger, flows } = services.wallet;
  await services.wallet.transaction(async (tx) => {
    const from = await ledger.platformAccount('topup_float', CurrencyId.RUB, tx);
    const to = await ledger.accountFor(userId, CurrencyId.RUB, tx);
    const result = await ledger.post(
      {
        kind: 'demo_balance',
        legs: [
          { account: from, amount: '-1000' },
          { account: to, amount: '1000' },
        ],
        idempotency: { scope: 'seed:demo-dating', key: String(userId) },
      },
      tx,
    );
    if (result.replayed) return;
    await flows.createFlow(
      {
        userId,
        type: FlowType.qrTopUp,
        direction: FlowDirection.in,
        status: FlowStatus.completed,
        currencyId: CurrencyId.RUB,
        amount: '1000',
        relatedType: 'demo_balance',
        txId: result.txId,
      },
      tx,
    );
  });
}

async function upload(services: Services, userId: number, scene: SceneKind, seed: number) {
  const file = await services.files.upload(userId, {
    data: await scenePicture(scene, seed),
    filename: `${scene}.jpg`,
    kind: 'file',
  });
  return file.url;
}

/** Publishes the demo daters that have no profile yet; answers how many it published. Safe on every start. */
export async function seedDemoDating(services: Services) {
  const labels = new Map((await services.dating.profiles.labels('en')).map((l) => [l.code, l.id]));
  let made = 0;
  for (const [index, dater] of DEMO_DATERS.entries()) {
    const user =
      (await services.users.findByPhone('+7', dater.phone)) ??
      (await services.users.createAccount({ areaCode: '+7', phone: dater.phone, password: DEMO_PASSWORD }));
    if (await services.dating.profiles.mine(user.id, 'en')) continue;
    await fund(services, user.id);
    const seed = (index + 1) * 101;
    const avatar = await upload(services, user.id, 'portrait', seed);
    await services.users.updateProfile(user.id, {
      firstName: dater.nickName,
      gender: dater.gender,
      avatar,
      avatarCompress: avatar,
    });
    const images: DatingProfileBody['userImageList'] = [{ imageUrl: avatar, mediaType: 1, isPaid: false }];
    for (const [i, photo] of dater.photos.entries())
      images.push({
        imageUrl: await upload(services, user.id, photo.scene, seed + i + 1),
        mediaType: 1,
        isPaid: Boolean(photo.paid),
      });
    const body: DatingProfileBody = {
      nickName: dater.nickName,
      gender: dater.gender,
      age: dater.age,
      height: dater.height,
      weight: dater.weight,
      location: dater.location,
      labelIds: dater.labels.flatMap((code) => labels.get(code) ?? []),
      brief: dater.brief,
      voiceUrl: '',
      voiceSeconds: 0,
      chatPrice: dater.chatPrice ?? null,
      albumPrice: dater.albumPrice ?? null,
      currencyId: CurrencyId.RUB,
      userImageList: images,
    };
    await services.dating.profiles.create(user.id, body, 'ru');
    made++;
  }
  return made;
}
